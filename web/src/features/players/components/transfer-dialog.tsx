import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Player } from '@core/schemas/player.ts';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { useCreateTransfer } from '@/features/transfers/api/create-transfer.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function TransferDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const [fromTeamId, setFrom] = useState('');
  const [toTeamId, setTo] = useState('');
  const create = useCreateTransfer(onClose);
  const options = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  function submit() {
    if (!fromTeamId || !toTeamId) return;
    create.mutate({
      playerId: player.id,
      fromTeamId: Number(fromTeamId),
      toTeamId: Number(toTeamId),
      status: 'pending',
    });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Transfer Player"
      description={`Request a transfer for ${player.fullName}`}
      onSubmit={submit}
      submitLabel="Request Transfer"
      pending={create.isPending}
      canSubmit={!!fromTeamId && !!toTeamId}
      noValidate={false}
    >
      <SelectField
        label="From Team"
        value={fromTeamId}
        onValueChange={(v) => {
          setFrom(v);
          if (v === toTeamId) setTo('');
        }}
        placeholder="Select a team"
        options={options}
      />
      <SelectField
        label="To Team"
        value={toTeamId}
        onValueChange={setTo}
        placeholder="Select a team"
        options={options.filter((o) => o.value !== fromTeamId)}
      />
    </FormDialog>
  );
}
