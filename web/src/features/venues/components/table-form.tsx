import type { FormEvent } from 'react';
import { generatedTable } from '@core/rules/venue-tables.ts';
import { venueTableCreateSchema, venueTableUpdateSchema, type VenueTable } from '@core/schemas/venue.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateTable, useUpdateTable } from '../api/table-mutations.ts';
import { Advanced } from './advanced.tsx';

/**
 * Inline add/edit form inside the tables dialog: a label, and under "Advanced" the code and URL slug
 * (a new table's are generated when left blank, as the placeholders show).
 */
export function TableForm({
  venueId,
  venueName,
  nextNumber,
  table,
  onDone,
}: {
  venueId: number;
  venueName: string;
  /** The number a new table gets ("Table 3"). */
  nextNumber: number;
  table?: VenueTable;
  onDone: () => void;
}) {
  const made = generatedTable(venueName, nextNumber);
  const form = useForm({
    label: table?.label ?? made.label,
    uniqueCode: table?.uniqueCode ?? '',
    urlSlug: table?.urlSlug ?? '',
  });
  const create = useCreateTable(onDone);
  const update = useUpdateTable(onDone);
  const advancedError = Boolean(form.errors.uniqueCode || form.errors.urlSlug);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (table) {
      const data = form.parse(venueTableUpdateSchema, form.values);
      if (data) update.mutate({ venueId, id: table.id, ...data }, { onError: form.showServerErrors });
    } else {
      const data = form.parse(venueTableCreateSchema, form.values);
      if (data) create.mutate({ venueId, ...data }, { onError: form.showServerErrors });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-md border border-border p-4"
      aria-label="Table"
    >
      <TextField label="Label" maxLength={100} {...form.field('label')} />
      <Advanced open={advancedError}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Code"
            maxLength={50}
            placeholder={table ? undefined : made.uniqueCode}
            {...form.field('uniqueCode')}
          />
          <TextField
            label="URL Slug"
            maxLength={100}
            placeholder={table ? undefined : made.urlSlug}
            {...form.field('urlSlug')}
          />
        </div>
      </Advanced>
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
