import { useQuery } from '@tanstack/react-query';
import { transferWindowCreateSchema } from '@core/schemas/transfer.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { fromLocalInput } from '@/lib/format.ts';
import { useForm } from '@/lib/form.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { useCreateTransferWindow } from '../api/transfer-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function WindowFormDialog({ leagueId, onClose }: { leagueId: string; onClose: () => void }) {
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const form = useForm({ leagueId, opensAt: '', closesAt: '' });
  const create = useCreateTransferWindow(onClose);

  function submit() {
    const data = form.parse(transferWindowCreateSchema, {
      leagueId: Number(form.values.leagueId),
      opensAt: fromLocalInput(form.values.opensAt) ?? '',
      closesAt: fromLocalInput(form.values.closesAt) ?? '',
    });
    if (data) create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Create Transfer Window"
      onSubmit={submit}
      submitLabel="Create Window"
      pending={create.isPending}
    >
      <SelectField
        label="League"
        value={form.values.leagueId}
        error={form.errors.leagueId}
        options={(leagues.data ?? []).map((l) => ({
          value: String(l.id),
          label: `${l.name} - ${l.season}`,
        }))}
        onValueChange={(v) => form.set('leagueId', v)}
      />
      <TextField label="Opens At" type="datetime-local" {...form.field('opensAt')} />
      <TextField label="Closes At" type="datetime-local" {...form.field('closesAt')} />
    </FormDialog>
  );
}
