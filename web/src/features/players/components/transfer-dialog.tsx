import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Player } from '../../../../../core/schemas/player.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { queries } from '../../../lib/queries.ts';
import { useCreateTransfer } from '../hooks/create-transfer.ts';

export function TransferDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const teams = useQuery(queries.teams());
  const [fromTeamId, setFrom] = useState('');
  const [toTeamId, setTo] = useState('');
  const create = useCreateTransfer(onClose);
  const options = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fromTeamId || !toTeamId) return;
    create.mutate({
      playerId: player.id,
      fromTeamId: Number(fromTeamId),
      toTeamId: Number(toTeamId),
      status: 'pending',
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transfer Player</DialogTitle>
          <DialogDescription>Request a transfer for {player.fullName}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
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
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!fromTeamId || !toTeamId || create.isPending}>
              Request Transfer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
