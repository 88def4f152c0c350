// Fixtures and results as a list: when, who (each team links to its page), the score once play has
// started (or its status: postponed, void), why it was postponed, and a link to the scorecard.
import type { PublicFixture } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { formatKickoff } from '../lib/format.ts';
import { postponementNote } from '../../../../core/rules/fixture-status.ts';
import { scoreText } from '../lib/fixture-text.ts';
import { useSite } from '../lib/site-context.ts';

export function FixtureList({
  leagueId,
  fixtures,
  empty,
  withDivision = false,
}: {
  leagueId: number;
  fixtures: PublicFixture[];
  empty: string;
  /** Name each fixture's division (a list that mixes divisions: the league page). */
  withDivision?: boolean;
}) {
  const { timeZone } = useSite();
  if (fixtures.length === 0) return <p className="text-slate-600">{empty}</p>;
  const team = (t: { id: number; name: string }) => (
    <a className="text-green-800 underline" href={publicPath({ kind: 'team', leagueId, id: t.id })}>
      {t.name}
    </a>
  );
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {fixtures.map((f) => (
        <li
          key={f.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
          data-testid="fixture-row"
        >
          <div className="min-w-0">
            <div className="text-xs text-slate-600">
              {[formatKickoff(f.kickoffAt, timeZone), withDivision && f.divisionName, f.venueName]
                .filter(Boolean)
                .join(' · ')}
            </div>
            <div className="break-words">
              {team(f.home)} <span className="text-slate-600">v</span> {team(f.away)}
            </div>
            {postponementNote(f) && (
              <div className="break-words text-sm text-slate-700" data-testid="postponement">
                {postponementNote(f)}
              </div>
            )}
          </div>
          <a
            className="shrink-0 rounded border border-slate-400 px-2 py-1 text-sm tabular-nums text-slate-900"
            href={publicPath({ kind: 'fixture', leagueId, id: f.id })}
          >
            {scoreText(f)}
            <span className="sr-only">{` (${f.home.name} v ${f.away.name})`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
