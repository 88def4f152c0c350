import type { FormEvent } from 'react';
import { venueTableCreateSchema, type VenueTable } from '@core/schemas/venue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateTable, useUpdateTable } from '../api/table-mutations.ts';

/** Inline add/edit form inside the tables dialog; the venue id comes from the context. */
export function TableForm({
  venueId,
  table,
  onDone,
}: {
  venueId: number;
  table?: VenueTable;
  onDone: () => void;
}) {
  const form = useForm({
    label: table?.label ?? '',
    uniqueCode: table?.uniqueCode ?? '',
    urlSlug: table?.urlSlug ?? '',
  });
  const create = useCreateTable(onDone);
  const update = useUpdateTable(onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.parse(venueTableCreateSchema, form.values);
    if (!data) return;
    if (table) update.mutate({ venueId, id: table.id, ...data }, { onError: form.showServerErrors });
    else create.mutate({ venueId, ...data }, { onError: form.showServerErrors });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-md border border-border p-4"
      aria-label="Table"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Label" maxLength={100} {...form.field('label')} />
        <TextField label="Unique Code" maxLength={50} {...form.field('uniqueCode')} />
        <TextField label="URL Slug" maxLength={100} {...form.field('urlSlug')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={create.isPending || update.isPending}>
          {table ? 'Update Table' : 'Create Table'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
