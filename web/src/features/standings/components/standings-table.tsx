// A division's table: position, team (linking to its page), played, won, drawn, lost, frames for and
// against, frame difference and points, in the order given (the database's; never sorted again here).
import { Link } from 'react-router-dom';
import type { Standing } from '@core/schemas/standing.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { paths } from '@/lib/paths.ts';

const columns: [string, string][] = [
  ['Pos', 'Position'],
  ['Team', 'Team'],
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['FF', 'Frames for'],
  ['FA', 'Frames against'],
  ['FD', 'Frame difference'],
  ['Pts', 'Points'],
];
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function StandingsTable({ rows }: { rows: Standing[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map(([short, long]) => (
            <TableHead key={short} className={short === 'Team' ? '' : 'text-right'}>
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="text-right tabular-nums">{r.position}</TableCell>
            <TableCell className="font-medium">
              <Link className="text-green-800 hover:underline" to={paths.team(r.teamId)}>
                {r.teamName}
              </Link>
            </TableCell>
            {[r.played, r.won, r.drawn, r.lost, r.framesFor, r.framesAgainst].map((v, i) => (
              <TableCell key={i} className="text-right tabular-nums">
                {v}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{signed(r.framesFor - r.framesAgainst)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{r.points}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
