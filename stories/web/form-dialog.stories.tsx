// The shell of every create/edit dialog (web/src/components/ui/form-dialog.tsx) in its states, with
// fields like the venue dialog's so the layout matches what organisers see.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { venueCreateSchema } from '@core/schemas/venue.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { issuesToErrors } from '@/lib/form.ts';

const invalid = { name: ' ', logoUrl: 'not a url' };
// The spec's messages, from the same schema the venue dialog parses with.
const refused = issuesToErrors(venueCreateSchema.safeParse(invalid).error?.issues ?? []);

type State = 'create' | 'edit' | 'errors' | 'pending' | 'incomplete';

function VenueDialog({ state }: { state: State }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState(
    state === 'errors' ? invalid.name : state === 'create' || state === 'incomplete' ? '' : 'The Crown',
  );
  const editing = state === 'edit';
  const errors = state === 'errors' ? refused : {};
  return (
    <FormDialog
      open={open}
      onClose={() => setOpen(false)}
      title={editing ? 'Edit Venue' : 'Create Venue'}
      description={state === 'incomplete' ? 'Create is enabled once the venue has a name' : undefined}
      onSubmit={() => setOpen(false)}
      submitLabel={editing ? 'Update Venue' : 'Create Venue'}
      pendingLabel="Saving..."
      pending={state === 'pending'}
      canSubmit={state !== 'incomplete' || name.trim() !== ''}
    >
      <TextField
        label="Venue Name"
        value={name}
        error={errors.name}
        maxLength={255}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Logo URL (optional)"
        type="url"
        defaultValue={state === 'errors' ? invalid.logoUrl : ''}
        error={errors.logoUrl}
      />
    </FormDialog>
  );
}

const meta = { title: 'Web/UI/FormDialog', component: VenueDialog } satisfies Meta<typeof VenueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = { args: { state: 'create' } };
export const Edit: Story = { args: { state: 'edit' } };
export const WithErrors: Story = { args: { state: 'errors' } };
export const Pending: Story = { args: { state: 'pending' } };
export const Incomplete: Story = { args: { state: 'incomplete' } };
