import type { PlayerHistory } from '@core/schemas/stats.ts';
import { rounded } from './figures.ts';

const W = 600;
const H = 200;
const PAD = 32;

/** The rating after each rated frame as a hand-written SVG line (no chart library: it would cost the
 * route more than the whole screen). The picture's aria-label says what it shows. */
export function RatingChart({ points }: { points: PlayerHistory['ratings'] }) {
  if (points.length === 0) return <p className="text-muted-foreground">No rated frames yet.</p>;
  const values = points.map((p) => p.rating);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) =>
    PAD + (points.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => H - PAD - ((v - low) * (H - 2 * PAD)) / span;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const label =
    `Rating over ${points.length} rated frame${points.length === 1 ? '' : 's'}: ` +
    `from ${rounded(values[0]!)} to ${rounded(values.at(-1)!)}, highest ${rounded(high)}, lowest ${rounded(low)}`;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-2xl">
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} className="stroke-slate-300" />
      <text x={4} y={y(high) + 4} className="fill-slate-600 text-[11px]">
        {rounded(high)}
      </text>
      <text x={4} y={y(low) + 4} className="fill-slate-600 text-[11px]">
        {rounded(low)}
      </text>
      <polyline points={line} fill="none" strokeWidth={2.5} className="stroke-green-800" />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.rating)} r={3.5} className="fill-green-800" />
      ))}
    </svg>
  );
}
