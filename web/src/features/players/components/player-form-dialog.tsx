import { useState } from 'react';
import { playerCreateSchema, type Player } from '@core/schemas/player.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PersonPicker, type Person } from '@/components/ui/person-picker.tsx';
import { usePeopleSearch } from '@/features/people/api/get-users.ts';
import { displayName } from '@/lib/display-name.ts';
import { useForm } from '@/lib/form.ts';
import { useCreatePlayer, useUpdatePlayer } from '../api/player-mutations.ts';

export function PlayerFormDialog({ player, onClose }: { player?: Player; onClose: () => void }) {
  const form = useForm({
    fullName: player?.fullName ?? '',
    nickname: player?.nickname ?? '',
    userId: player?.userId ?? '',
  });
  const [account, setAccount] = useState<Person | null>(
    player?.userId ? { id: player.userId, name: displayName(player.userName) } : null,
  );
  const create = useCreatePlayer(onClose);
  const update = useUpdatePlayer(onClose);

  function submit() {
    // An empty nickname and no account chosen become null.
    const data = form.parse(playerCreateSchema, form.values);
    if (!data) return;
    const body = { fullName: data.fullName, nickname: data.nickname ?? null, userId: data.userId ?? null };
    if (player) update.mutate({ id: player.id, ...body }, { onError: form.showServerErrors });
    else create.mutate(body, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={player ? 'Edit Player' : 'Create Player'}
      onSubmit={submit}
      submitLabel={player ? 'Update Player' : 'Create Player'}
      pending={create.isPending || update.isPending}
    >
      <TextField label="Full Name" maxLength={255} {...form.field('fullName')} />
      <TextField label="Nickname (Optional)" maxLength={100} {...form.field('nickname')} />
      <PersonPicker
        label="Account (Optional)"
        chosen={account}
        onChoose={(p) => {
          setAccount(p);
          form.set('userId', p?.id ?? '');
        }}
        useSearch={usePeopleSearch}
        error={form.errors.userId}
      />
    </FormDialog>
  );
}
