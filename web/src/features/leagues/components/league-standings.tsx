// Each division's table of one league, in the order the database gives (standings_table).
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { leagueDivisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';

const columns = ['Pos', 'Team', 'P', 'W', 'D', 'L', 'FF', 'FA', 'Pts'];

export function LeagueStandings({ leagueId }: { leagueId: number }) {
  const divisions = useQuery(leagueDivisionsQuery(leagueId));
  const standings = useQuery(standingsQuery());
  return (
    <div className="grid gap-6">
      {(divisions.data ?? []).map((d) => {
        const rows = (standings.data ?? [])
          .filter((r) => r.divisionId === d.id)
          .sort((a, b) => a.position - b.position);
        return (
          <section key={d.id} aria-label={`${d.name} table`}>
            <h3 className="mb-2 text-lg font-semibold">{d.name}</h3>
            <Table>
              <TableHeader>
                <TableRow>
                  {columns.map((c) => (
                    <TableHead key={c}>{c}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    {[
                      r.position,
                      r.teamName,
                      r.played,
                      r.won,
                      r.drawn,
                      r.lost,
                      r.framesFor,
                      r.framesAgainst,
                      r.points,
                    ].map((value, i) => (
                      <TableCell key={columns[i]}>{value}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        );
      })}
    </div>
  );
}
