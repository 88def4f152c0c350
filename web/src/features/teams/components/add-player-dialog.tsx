import { useState } from 'react';
import type { Player } from '@core/schemas/player.ts';
import { rosterCreateSchema } from '@core/schemas/roster.ts';
import type { Team } from '@core/schemas/team.ts';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useAddPlayerToTeam } from '../api/roster-mutations.ts';

export function AddPlayerDialog({
  team,
  onRoster,
  players,
  onClose,
}: {
  team: Team;
  onRoster: number[];
  players: Player[];
  onClose: () => void;
}) {
  const [playerId, setPlayerId] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddPlayerToTeam(onClose);
  const available = players.filter((p) => !onRoster.includes(p.id));

  function submit() {
    const parsed = rosterCreateSchema.safeParse({ playerId: Number(playerId), isActive: true });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate({ teamId: team.id, ...parsed.data });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={`Add Player to ${team.name}`}
      onSubmit={submit}
      submitLabel="Add Player"
      pending={add.isPending}
      canSubmit={!!playerId}
    >
      <SelectField
        label="Player"
        value={playerId}
        onValueChange={(v) => {
          setPlayerId(v);
          setError(undefined);
        }}
        placeholder="Select a player"
        error={error}
        options={
          available.length
            ? available.map((p) => ({ value: String(p.id), label: p.fullName }))
            : [{ value: 'none', label: 'No available players', disabled: true }]
        }
      />
    </FormDialog>
  );
}
