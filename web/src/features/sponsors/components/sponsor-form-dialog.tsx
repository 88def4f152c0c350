import { sponsorCreateSchema, type Sponsor } from '@core/schemas/sponsor.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateSponsor, useUpdateSponsor } from '../api/sponsor-mutations.ts';
import { SponsorImageUpload } from './sponsor-image-upload.tsx';
import { sponsorFormValues, sponsorPayload, type SponsorFormValues } from '../sponsor-form-values.ts';

const fields: [keyof SponsorFormValues, string, string][] = [
  ['name', 'Name', 'text'],
  ['imageUrl', 'Image URL', 'url'],
  ['videoUrl', 'Video URL', 'url'],
  ['clickUrl', 'Click URL', 'url'],
  ['weight', 'Weight (1-10)', 'number'],
  ['activeFrom', 'Active From', 'datetime-local'],
  ['activeTo', 'Active To', 'datetime-local'],
  ['tags', 'Tags (comma-separated)', 'text'],
];

export function SponsorFormDialog({ sponsor, onClose }: { sponsor?: Sponsor; onClose: () => void }) {
  const form = useForm(sponsorFormValues(sponsor));
  const create = useCreateSponsor(onClose);
  const update = useUpdateSponsor(onClose);

  function submit() {
    const data = form.parse(sponsorCreateSchema, sponsorPayload(form.values));
    if (!data) return;
    if (sponsor) update.mutate({ id: sponsor.id, ...data }, { onError: form.showServerErrors });
    else create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={sponsor ? 'Edit Sponsor' : 'Create Sponsor'}
      onSubmit={submit}
      submitLabel={sponsor ? 'Update Sponsor' : 'Create Sponsor'}
      pending={create.isPending || update.isPending}
    >
      {fields.map(([key, label, type]) => [
        <TextField
          key={key}
          label={label}
          type={type}
          min={type === 'number' ? 1 : undefined}
          max={type === 'number' ? 10 : undefined}
          maxLength={key === 'name' ? 255 : undefined}
          value={String(form.values[key])}
          error={form.errors[key]}
          onChange={(e) => form.set(key, e.target.value)}
        />,
        key === 'imageUrl' && (
          <SponsorImageUpload
            key="upload"
            sponsorId={sponsor?.id}
            name={form.values.name}
            imageUrl={form.values.imageUrl}
            onUploaded={(url) => form.set('imageUrl', url)}
          />
        ),
      ])}
    </FormDialog>
  );
}
