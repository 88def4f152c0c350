import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Player } from '@core/schemas/player.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { useListState } from '@/components/ui/use-data-table.ts';
import { useAuth } from '@/lib/auth.tsx';
import { playersQuery } from '../api/get-players.ts';
import { useDeletePlayer } from '../api/player-mutations.ts';
import { MergePlayerDialog } from './merge-player-dialog.tsx';
import { PlayerFormDialog } from './player-form-dialog.tsx';
import { PlayersTable, type PlayerActions } from './players-table.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export default function PlayersScreen() {
  const { isOrganiser, isCaptain } = useAuth();
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Player | null>(null);
  const [transferring, setTransferring] = useState<Player | null>(null);
  const [merging, setMerging] = useState<Player | null>(null);
  const remove = useDeletePlayer(() => setDeleting(null));
  const canTransfer = isOrganiser || isCaptain();
  const list = useListState([{ id: 'name', desc: false }]);
  const actions = useMemo<PlayerActions>(
    () => ({
      canTransfer,
      canManage: isOrganiser,
      onTransfer: setTransferring,
      onEdit: setEditing,
      onMerge: setMerging,
      onDelete: setDeleting,
    }),
    [canTransfer, isOrganiser],
  );

  return (
    <Page
      title="Players"
      action={
        <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
          Create Player
        </Button>
      }
    >
      {!isOrganiser && (
        <RoleNote>
          Only organisers can create, edit or delete players; captains and organisers request transfers.
        </RoleNote>
      )}
      <QueryView
        query={players}
        loading={<RowSkeletons count={4} />}
        empty="No players yet. Create your first player to get started."
      >
        {(data) => <PlayersTable players={data} state={list} actions={actions} />}
      </QueryView>
      {editing && (
        <PlayerFormDialog player={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {merging && (
        <MergePlayerDialog player={merging} players={players.data ?? []} onClose={() => setMerging(null)} />
      )}
      {transferring && <TransferDialog player={transferring} onClose={() => setTransferring(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Player"
        description={`Are you sure you want to delete "${deleting?.fullName}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
