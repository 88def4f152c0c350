import type { FormEvent } from 'react';
import { playerCreateSchema, type Player } from '../../../../../core/schemas/player.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/form.ts';
import { useCreatePlayer, useUpdatePlayer } from '../hooks/player-mutations.ts';

export function PlayerFormDialog({ player, onClose }: { player?: Player; onClose: () => void }) {
  const form = useForm({
    fullName: player?.fullName ?? '',
    nickname: player?.nickname ?? '',
    userId: player?.userId ?? '',
  });
  const create = useCreatePlayer(onClose);
  const update = useUpdatePlayer(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Empty nickname and user id become null (spec section 5).
    const data = form.parse(playerCreateSchema, form.values);
    if (!data) return;
    const body = { fullName: data.fullName, nickname: data.nickname ?? null, userId: data.userId ?? null };
    if (player) update.mutate({ id: player.id, ...body }, { onError: form.showServerErrors });
    else create.mutate(body, { onError: form.showServerErrors });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{player ? 'Edit Player' : 'Create Player'}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <TextField
            label="Full Name"
            value={form.values.fullName}
            error={form.errors.fullName}
            maxLength={255}
            onChange={(e) => form.set('fullName', e.target.value)}
          />
          <TextField
            label="Nickname (Optional)"
            value={form.values.nickname}
            error={form.errors.nickname}
            maxLength={100}
            onChange={(e) => form.set('nickname', e.target.value)}
          />
          <TextField
            label="User ID (Optional)"
            value={form.values.userId}
            error={form.errors.userId}
            onChange={(e) => form.set('userId', e.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {player ? 'Update Player' : 'Create Player'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
