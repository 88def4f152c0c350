import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Team } from '@core/schemas/team.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { rosterQuery } from '../api/get-roster.ts';
import { useRemovePlayerFromTeam } from '../api/roster-mutations.ts';
import { useAuth } from '@/lib/auth.tsx';
import { AddPlayersDialog } from './add-players-dialog.tsx';
import { RosterHistory } from './roster-history.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export function RosterDialog({
  team,
  canManage,
  onClose,
}: {
  team: Team;
  canManage: boolean;
  onClose: () => void;
}) {
  // Fetched only while the dialog is open.
  const roster = useQuery(rosterQuery(team.id));
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const remove = useRemovePlayerFromTeam();
  const [adding, setAdding] = useState(false);
  const { isOrganiser } = useAuth();
  const entries = (roster.data ?? []).filter((e) => e.isActive !== false);
  const nameOf = (playerId: number) =>
    players.data?.find((p) => p.id === playerId)?.fullName ?? `#${playerId}`;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{team.name} - Roster</DialogTitle>
          <DialogDescription>Manage team players</DialogDescription>
        </DialogHeader>
        <div>
          <Button size="sm" onClick={() => setAdding(true)} disabled={!canManage}>
            Add Players
          </Button>
        </div>
        {roster.isPending ? (
          <p className="text-muted-foreground">Loading roster...</p>
        ) : entries.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground">
            No players in this team yet. Add players to build your roster.
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Player</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>
                    <Link className="text-green-800 underline" to={paths.player(entry.playerId)}>
                      {nameOf(entry.playerId)}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDateTime(entry.joinedAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={!canManage || remove.isPending}
                      aria-label={`Remove ${nameOf(entry.playerId)}`}
                      onClick={() => remove.mutate({ teamId: team.id, entryId: entry.id })}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {isOrganiser && (roster.data?.length ?? 0) > 0 && (
          <RosterHistory entries={roster.data ?? []} nameOf={nameOf} />
        )}
        {adding && <AddPlayersDialog team={team} canCreate={isOrganiser} onClose={() => setAdding(false)} />}
      </DialogContent>
    </Dialog>
  );
}
