// A cup's bracket on the public site: one column per round from a tablet up; on a phone the rounds
// stack, each match a small card, so nothing scrolls sideways at 360 px. Rounds and sides are named
// by core/rules/cup-bracket.ts, as on every other face; the bracket follows the live stream.
import type { PublicCupPage } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { bracketRounds, roundDay, roundName, type Side } from '../../../../core/rules/cup-bracket.ts';
import { SiteLayout } from '../components/site-layout.tsx';
import { useLiveCup } from '../lib/use-live-fixture.ts';

function SideRow({ side }: { side: Side }) {
  return (
    <li className={`flex items-center gap-2 px-3 py-1.5 ${side.won ? 'font-semibold' : ''}`}>
      <span className="w-6 shrink-0 text-right text-xs text-slate-600">{String(side.entry?.seed ?? '')}</span>
      <span className={`min-w-0 flex-1 break-words ${side.entry ? '' : 'text-slate-600 italic'}`}>
        {side.label}
      </span>
      {side.won && <span className="text-green-800">{'Winner'}</span>}
      {side.score && <span className="tabular-nums">{side.score}</span>}
    </li>
  );
}

export function CupPage({ page: initial }: { page: PublicCupPage }) {
  const { league, bracket } = useLiveCup(initial);
  const leagueId = league.id;
  const rounds = bracketRounds(bracket);
  const home = publicPath({ kind: 'league', leagueId, id: leagueId });
  return (
    <SiteLayout league={league} crumbs={[{ label: league.name, href: home }]} title={bracket.cup.name}>
      {rounds.length === 0 && <p className="text-slate-600">This cup has not been drawn yet.</p>}
      <div className="grid gap-6 md:auto-cols-[minmax(12rem,1fr)] md:grid-flow-col">
        {rounds.map((matches, i) => (
          <section key={i} aria-labelledby={`round-${i + 1}`} className="grid grid-rows-[auto_1fr] gap-3">
            <div>
              <h2 id={`round-${i + 1}`} className="text-lg font-semibold">
                {roundName(i + 1, bracket.rounds)}
                <span className="ml-1 text-sm font-normal text-slate-600">
                  {` best of ${bracket.cup.bestOf[Math.min(i, bracket.cup.bestOf.length - 1)]}`}
                </span>
              </h2>
              <p className="text-sm text-slate-600" data-testid="round-date">
                {roundDay(bracket.roundDates?.[i])}
              </p>
            </div>
            <div className="grid content-around gap-3">
              {matches.map((m) => (
                <div key={m.id} data-testid="cup-match" className="rounded border border-slate-300 text-sm">
                  <ul aria-label={`${m.home.label} v ${m.away.label}`} className="divide-y divide-slate-200">
                    <SideRow side={m.home} />
                    <SideRow side={m.away} />
                  </ul>
                  {m.decidedBy === 'walkover' && <p className="px-3 py-1 text-xs text-slate-600">Walkover</p>}
                  {m.fixtureId !== null && (
                    <p className="border-t border-slate-200 px-3 py-1 text-xs">
                      <a
                        className="text-green-800 underline"
                        href={publicPath({ kind: 'fixture', leagueId, id: m.fixtureId })}
                      >
                        {`Scorecard (${m.home.label} v ${m.away.label})`}
                      </a>
                    </p>
                  )}
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </SiteLayout>
  );
}
