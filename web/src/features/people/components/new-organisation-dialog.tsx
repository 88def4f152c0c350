import { useState } from 'react';
import { organisationCreateSchema } from '@core/schemas/organisation.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateOrganisation } from '../api/organisations.ts';
import { slugOf } from '../slug.ts';

/** New Organisation: its name and its address (/{slug}); the slug follows the name until edited. */
export function NewOrganisationDialog({ onClose }: { onClose: () => void }) {
  const form = useForm({ name: '', slug: '' });
  const [slugEdited, setSlugEdited] = useState(false);
  const create = useCreateOrganisation(onClose);

  function submit() {
    const data = form.parse(organisationCreateSchema, form.values);
    if (data) create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="New Organisation"
      description="A league, association or club with its own organisers, screens and site."
      onSubmit={submit}
      submitLabel="Create Organisation"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <TextField
        label="Name"
        maxLength={120}
        {...form.field('name')}
        onChange={(e) => {
          form.set('name', e.target.value);
          if (!slugEdited) form.set('slug', slugOf(e.target.value));
        }}
      />
      <TextField
        label="Slug"
        maxLength={63}
        {...form.field('slug')}
        onChange={(e) => {
          setSlugEdited(true);
          form.set('slug', e.target.value);
        }}
      />
    </FormDialog>
  );
}
