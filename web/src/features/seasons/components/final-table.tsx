import type { PastSeason } from '@core/schemas/rollover.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

type Division = PastSeason['divisions'][number];

const columns = [
  ['Pos', 'position'],
  ['Team', 'teamName'],
  ['P', 'played'],
  ['W', 'won'],
  ['D', 'drawn'],
  ['L', 'lost'],
  ['F', 'framesFor'],
  ['A', 'framesAgainst'],
  ['Pts', 'points'],
] as const;

/** A division's final table as its snapshot froze it. */
export function FinalTable({ division, caption }: { division: Division; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map(([label]) => (
              <TableHead key={label} scope="col">
                {label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {division.table.map((row) => (
            <TableRow key={row.position}>
              {columns.map(([label, key]) => (
                <TableCell key={label} className={key === 'teamName' ? 'max-w-[12rem] truncate' : undefined}>
                  {row[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
