import { z } from 'zod';
import type { MyOrganisation } from '@/lib/organisation.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useNameOrganiser } from '../api/organisations.ts';

const schema = z.object({ email: z.email('Email must be a valid e-mail address').max(255) });

/** Name Organiser: an account (by its e-mail) becomes an organiser of this organisation. */
export function NameOrganiserDialog({
  organisation,
  onClose,
}: {
  organisation: MyOrganisation;
  onClose: () => void;
}) {
  const form = useForm({ email: '' });
  const name = useNameOrganiser(onClose);

  function submit() {
    const data = form.parse(schema, form.values);
    if (data) name.mutate({ ...data, organisationId: organisation.id }, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Name Organiser"
      description={`Who runs ${organisation.name}? They need an account: invite them first if they have none.`}
      onSubmit={submit}
      submitLabel="Name Organiser"
      pendingLabel="Saving..."
      pending={name.isPending}
    >
      <TextField label="Email" type="email" maxLength={255} {...form.field('email')} />
    </FormDialog>
  );
}
