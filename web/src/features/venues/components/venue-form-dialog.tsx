import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_TABLES, nextTableNumbers } from '@core/rules/venue-tables.ts';
import { venueCreateSchema, type Venue } from '@core/schemas/venue.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { venueTablesQuery } from '../api/get-venue-tables.ts';
import { useCreateVenue, useUpdateVenue } from '../api/venue-mutations.ts';
import { NewTablesFields, type Codes } from './new-tables-fields.tsx';

/** A venue and its tables by number, written in one request (the tables' codes and slugs generated). */
export function VenueFormDialog({ venue, onClose }: { venue?: Venue; onClose: () => void }) {
  const form = useForm({
    name: venue?.name ?? '',
    address: venue?.address ?? '',
    logoUrl: venue?.logoUrl ?? '',
  });
  const existing = venue?.tableCount ?? 0;
  const [count, setCount] = useState(String(venue ? existing : 1));
  const [codes, setCodes] = useState<Codes>({});
  const tables = useQuery({ ...venueTablesQuery(venue?.id ?? 0), enabled: venue !== undefined });
  const create = useCreateVenue(onClose);
  const update = useUpdateVenue(onClose);
  const wanted = Number(count);
  const adding = Number.isInteger(wanted) && wanted <= MAX_TABLES ? Math.max(0, wanted - existing) : 0;
  const labels = tables.data?.map((t) => t.label) ?? Array.from({ length: existing }, () => '');
  const numbers = nextTableNumbers(labels, adding);

  function submit() {
    const given = numbers.map((_, i) => ({
      uniqueCode: codes[i]?.uniqueCode ?? '',
      urlSlug: codes[i]?.urlSlug ?? '',
    }));
    const anyGiven = given.some((t) => t.uniqueCode.trim() || t.urlSlug.trim());
    const data = form.parse(venueCreateSchema, {
      ...form.values,
      tableCount: count.trim() === '' ? Number.NaN : wanted,
      ...(anyGiven ? { tables: given } : {}),
    });
    if (!data) return;
    const body = {
      name: data.name,
      address: data.address ?? null,
      logoUrl: data.logoUrl ?? null,
      tableCount: data.tableCount,
      ...(anyGiven ? { tables: given } : {}),
    };
    if (venue) update.mutate({ id: venue.id, ...body }, { onError: form.showServerErrors });
    else create.mutate(body, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={venue ? 'Edit Venue' : 'Create Venue'}
      onSubmit={submit}
      submitLabel={venue ? 'Update Venue' : 'Create Venue'}
      pending={create.isPending || update.isPending}
    >
      <TextField label="Venue Name" maxLength={255} {...form.field('name')} />
      <TextField label="Address (optional)" {...form.field('address')} />
      <TextField label="Logo URL (optional)" type="url" {...form.field('logoUrl')} />
      <NewTablesFields
        venueName={form.values.name}
        count={count}
        onCount={(value) => {
          setCount(value);
          form.setErrors({ ...form.errors, tableCount: undefined });
        }}
        existing={existing}
        numbers={numbers}
        codes={codes}
        onCodes={setCodes}
        errors={form.errors}
      />
    </FormDialog>
  );
}
