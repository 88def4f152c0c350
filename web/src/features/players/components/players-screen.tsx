import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Player } from '@core/schemas/player.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { displayName } from '@/lib/display-name.ts';
import { paths } from '@/lib/paths.ts';
import { playersQuery } from '../api/get-players.ts';
import { useDeletePlayer } from '../api/player-mutations.ts';
import { MergePlayerDialog } from './merge-player-dialog.tsx';
import { PlayerFormDialog } from './player-form-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

export default function PlayersScreen() {
  const { isOrganiser, isCaptain } = useAuth();
  const players = useQuery(playersQuery());
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Player | null>(null);
  const [transferring, setTransferring] = useState<Player | null>(null);
  const [merging, setMerging] = useState<Player | null>(null);
  const remove = useDeletePlayer(() => setDeleting(null));
  const canTransfer = isOrganiser || isCaptain();

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
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Team</TableHead>
                <TableHead>Nickname</TableHead>
                <TableHead>Account</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell className="font-medium">
                    <Link className="text-green-800 underline" to={paths.player(p.id)}>
                      {p.fullName}
                    </Link>
                  </TableCell>
                  <TableCell>{p.teamNames.join(', ') || '-'}</TableCell>
                  <TableCell>{p.nickname || '-'}</TableCell>
                  <TableCell>
                    {/* The account by its name: an id is never shown (organisers pick accounts by name). */}
                    {p.userId || p.userName ? displayName(p.userName) : '-'}
                  </TableCell>
                  <TableCell className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!canTransfer}
                      aria-label={`Transfer ${p.fullName}`}
                      onClick={() => setTransferring(p)}
                    >
                      Transfer
                    </Button>
                    {isOrganiser && (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${p.fullName}`}
                          onClick={() => setEditing(p)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Merge ${p.fullName} into another player`}
                          onClick={() => setMerging(p)}
                        >
                          Merge into…
                        </Button>
                        <Button
                          size="sm"
                          variant="destructive"
                          aria-label={`Delete ${p.fullName}`}
                          onClick={() => setDeleting(p)}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
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
