import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LeaderboardRow } from '@core/schemas/stats.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { paths } from '@/lib/paths.ts';
import { percent, rounded } from './figures.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const link = 'font-medium text-green-800 underline';

export function LeaderboardTable({ query }: { query: UseQueryResult<{ rows: LeaderboardRow[] }> }) {
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const teamName = (id: number | null) => teams.data?.find((t) => t.id === id)?.name;
  return (
    <QueryView
      query={{ ...query, data: query.data?.rows }}
      loading={<RowSkeletons count={5} />}
      empty="No players have played enough frames here yet."
    >
      {(rows) => (
        <Table aria-label="Leaderboard">
          <TableHeader>
            <TableRow>
              <TableHead>#</TableHead>
              <TableHead>Player</TableHead>
              <TableHead>Team</TableHead>
              <TableHead>Frames</TableHead>
              <TableHead>Won</TableHead>
              <TableHead>Win %</TableHead>
              <TableHead>Rating</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.playerId} data-testid="leaderboard-row">
                <TableCell>{r.position}</TableCell>
                <TableCell>
                  <Link className={link} to={paths.player(r.playerId)}>
                    {r.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {r.teamId ? (
                    <Link className={link} to={paths.team(r.teamId)}>
                      {teamName(r.teamId) ?? 'Team'}
                    </Link>
                  ) : (
                    '-'
                  )}
                </TableCell>
                <TableCell>{r.framesPlayed}</TableCell>
                <TableCell>{r.framesWon}</TableCell>
                <TableCell>{percent(r.winPct)}</TableCell>
                <TableCell>
                  {rounded(r.rating)}
                  {r.provisional && (
                    <Badge variant="info" className="ml-2" title="Provisional: fewer than 25 rated frames">
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
