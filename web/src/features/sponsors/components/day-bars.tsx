import type { ImpressionReportRow } from '@core/schemas/report.ts';

const W = 640;
const H = 180;
const PAD = 24;

/** Every day from `from` to `to` (YYYY-MM-DD, both included), so days without impressions show as gaps. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
    days.push(new Date(d).toISOString().slice(0, 10));
    if (days.length > 400) break;
  }
  return days;
}

/** Impressions per day as hand-written SVG bars (a chart library would outweigh the screen). */
export function DayBars({ rows, from, to }: { rows: ImpressionReportRow[]; from: string; to: string }) {
  const byDay = new Map(rows.map((r) => [r.day, r.impressions]));
  const days = daysBetween(from, to);
  const most = Math.max(1, ...days.map((d) => byDay.get(d) ?? 0));
  const step = (W - 2 * PAD) / Math.max(1, days.length);
  const height = (n: number) => ((H - 2 * PAD) * n) / most;
  const busiest = rows.reduce<ImpressionReportRow | undefined>(
    (best, r) => (!best || r.impressions > best.impressions ? r : best),
    undefined,
  );
  const label = busiest
    ? `Impressions per day from ${from} to ${to}; the most, ${busiest.impressions}, on ${busiest.day}`
    : `No impressions from ${from} to ${to}`;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-3xl">
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className="stroke-slate-300" />
      <text x={4} y={PAD} className="fill-slate-600 text-[11px]">
        {most}
      </text>
      {days.map((day, i) => {
        const n = byDay.get(day) ?? 0;
        return (
          <rect
            key={day}
            x={PAD + i * step + step * 0.15}
            y={H - PAD - height(n)}
            width={step * 0.7}
            height={height(n)}
            className="fill-green-800"
          >
            <title>{`${day}: ${n}`}</title>
          </rect>
        );
      })}
      <text x={PAD} y={H - 6} className="fill-slate-600 text-[11px]">
        {from}
      </text>
      <text x={W - PAD} y={H - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
        {to}
      </text>
    </svg>
  );
}
