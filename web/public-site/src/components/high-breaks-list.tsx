// A league's highest breaks, highest first: the value (a century marked), who made it (linking to
// their page), for which team, and when (linking to the fixture's scorecard).
import type { PublicHighBreak } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { formatDate } from '../lib/format.ts';
import { useSite } from '../lib/site-context.ts';

export function HighBreaksList({ leagueId, breaks }: { leagueId: number; breaks: PublicHighBreak[] }) {
  const { timeZone } = useSite();
  if (breaks.length === 0) return <p className="text-slate-600">No breaks yet.</p>;
  return (
    <ol className="divide-y divide-slate-200 border-y border-slate-200">
      {breaks.map((b, i) => (
        <li key={i} className="flex items-center gap-3 py-2" data-testid="high-break">
          <span className="w-12 shrink-0 text-right text-lg font-semibold tabular-nums">
            {String(b.value)}
          </span>
          <div className="min-w-0 flex-1">
            <a
              className="break-words text-green-800 underline"
              href={publicPath({ kind: 'player', leagueId, id: b.player.id })}
            >
              {b.player.name}
            </a>
            {b.century && (
              <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-900">
                century
              </span>
            )}
            <div className="text-xs text-slate-600">
              {`${b.teamName} · `}
              <a className="underline" href={publicPath({ kind: 'fixture', leagueId, id: b.fixtureId })}>
                {formatDate(b.playedAt, timeZone)}
              </a>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
