import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { rosterQuery } from '@/features/teams/api/get-roster.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { paths } from '@/lib/paths.ts';
import { playerStatsQuery } from '../api/get-player-stats.ts';
import { percent, rounded } from './figures.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

/** The team's active roster, each with their frames, win % and rating. */
export function TeamPlayers({ teamId }: { teamId: number }) {
  const roster = useQuery(rosterQuery(teamId));
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const stats = useQueries({
    queries: (roster.data ?? []).map((e) => playerStatsQuery(e.playerId)),
  });
  const pending = roster.isPending || players.isPending || stats.some((s) => s.isPending);
  const error = roster.error ?? players.error ?? stats.find((s) => s.error)?.error ?? null;
  const rows = (roster.data ?? []).map((e, i) => ({
    id: e.playerId,
    name: players.data?.find((p) => p.id === e.playerId)?.fullName ?? `Player ${e.playerId}`,
    stats: stats[i]?.data,
  }));
  return (
    <QueryView
      query={{ isPending: pending, isError: error !== null, error, data: pending ? undefined : rows }}
      loading={<RowSkeletons count={3} />}
      empty="No players on this team."
    >
      {(data) => (
        <Table aria-label="Players">
          <TableHeader>
            <TableRow>
              <TableHead>Player</TableHead>
              <TableHead>Frames</TableHead>
              <TableHead>Win %</TableHead>
              <TableHead>Rating</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id} data-testid="team-player">
                <TableCell>
                  <Link className="font-medium text-green-800 underline" to={paths.player(r.id)}>
                    {r.name}
                  </Link>
                </TableCell>
                <TableCell>{r.stats?.framesPlayed ?? '-'}</TableCell>
                <TableCell>{r.stats ? percent(r.stats.winPct) : '-'}</TableCell>
                <TableCell>
                  {r.stats ? rounded(r.stats.rating) : '-'}
                  {r.stats?.provisional && (
                    <Badge variant="info" className="ml-2">
                      Provisional
                    </Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryView>
  );
}
