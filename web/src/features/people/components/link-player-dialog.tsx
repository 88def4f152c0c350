import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@core/schemas/account.ts';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { useLinkPlayer } from '../api/link-player.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

/** Link player: the player records no other account is linked to. */
export function LinkPlayerDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const [playerId, setPlayerId] = useState(account.playerId === null ? '' : String(account.playerId));
  const link = useLinkPlayer(onClose);
  const options = (players.data ?? [])
    .filter((p) => p.userId === null || p.userId === account.id)
    .map((p) => ({ value: String(p.id), label: p.fullName }));

  const current = players.data?.find((p) => p.id === account.playerId)?.fullName;
  const who = account.displayName || account.email;

  return (
    <FormDialog
      onClose={onClose}
      title="Link player"
      description={
        current
          ? `${who} is linked to ${current}. Choosing another player record moves the link.`
          : `The player record that ${who} plays as`
      }
      onSubmit={() =>
        playerId &&
        link.mutate({ userId: account.id, playerId: Number(playerId), previousPlayerId: account.playerId })
      }
      submitLabel="Link player"
      pendingLabel="Linking..."
      pending={link.isPending}
      canSubmit={!!playerId}
    >
      <SelectField
        label="Player"
        value={playerId}
        onValueChange={setPlayerId}
        placeholder={options.length ? 'Select a player' : 'No available players'}
        disabled={options.length === 0}
        options={options}
      />
    </FormDialog>
  );
}
