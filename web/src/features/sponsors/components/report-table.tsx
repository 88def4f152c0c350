import type { ImpressionReport } from '@core/schemas/report.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

export const seconds = (s: number) => s.toLocaleString('en-GB', { maximumFractionDigits: 3 });

/** One group per row (a wallboard or a screen), its impressions and seconds on screen. */
export function ReportTable({
  title,
  report,
  unnamed,
}: {
  title: string;
  report: ImpressionReport;
  unnamed: string;
}) {
  if (report.rows.length === 0) return null;
  return (
    <section className="grid gap-2 break-inside-avoid">
      <h2 className="text-lg font-semibold">Per {title.toLowerCase()}</h2>
      <Table aria-label={`Impressions per ${title.toLowerCase()}`}>
        <TableHeader>
          <TableRow>
            <TableHead>{title}</TableHead>
            <TableHead className="text-right">Impressions</TableHead>
            <TableHead className="text-right">Seconds</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.rows.map((r) => (
            <TableRow key={r.wallboardId ?? r.screenId ?? 'none'}>
              <TableCell>{r.name ?? unnamed}</TableCell>
              <TableCell className="text-right tabular-nums">{r.impressions}</TableCell>
              <TableCell className="text-right tabular-nums">{seconds(r.seconds)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
