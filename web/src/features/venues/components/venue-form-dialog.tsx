import { venueCreateSchema, type Venue } from '@core/schemas/venue.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateVenue, useUpdateVenue } from '../api/venue-mutations.ts';

export function VenueFormDialog({ venue, onClose }: { venue?: Venue; onClose: () => void }) {
  const form = useForm({
    name: venue?.name ?? '',
    address: venue?.address ?? '',
    logoUrl: venue?.logoUrl ?? '',
  });
  const create = useCreateVenue(onClose);
  const update = useUpdateVenue(onClose);

  function submit() {
    const data = form.parse(venueCreateSchema, form.values);
    if (!data) return;
    const body = { name: data.name, address: data.address ?? null, logoUrl: data.logoUrl ?? null };
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
    </FormDialog>
  );
}
