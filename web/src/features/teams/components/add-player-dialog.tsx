import { useState, type FormEvent } from 'react';
import type { Player } from '../../../../../core/schemas/player.ts';
import { rosterCreateSchema } from '../../../../../core/schemas/roster.ts';
import type { Team } from '../../../../../core/schemas/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { useAddPlayerToTeam } from '../hooks/roster-mutations.ts';

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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rosterCreateSchema.safeParse({ playerId: Number(playerId), isActive: true });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate({ teamId: team.id, ...parsed.data });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Player to {team.name}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!playerId || add.isPending}>
              Add Player
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
