// bracket: the league's latest drawn cup on a TV (docs/cups.md). Every round when they fit (four);
// a bigger cup from its last finished round on, so the winners and scores just decided stay on screen.
// A first column of more than eight matches is shown eight at a time, with their later matches beside
// them, a page every ten seconds, so a 64-entry cup fits a 1080p screen at a size read across a room.
import { useEffect, useState } from 'react';
import { bracketRounds, roundDay, roundName, shownRounds, type Side } from '@core/rules/cup-bracket.ts';
import type { CupBracket } from '@core/schemas/cup.ts';
import { PAGE_MS } from './paging.ts';
import './bracket.css';

export const NO_CUP = 'No cup has been drawn yet';
export { PAGE_MS };
/** Matches in a page's first column; each later column has half as many. */
export const PAGE_MATCHES = 8;
const COLUMNS = 4;

/** How many pages the first round shown takes. */
export function bracketPages(bracket: CupBracket): number {
  const { first } = shownRounds(bracket, COLUMNS);
  const count = bracket.matches.filter((m) => m.round === first).length;
  return Math.max(1, Math.ceil(count / PAGE_MATCHES));
}

function SideLine({ side }: { side: Side }) {
  return (
    <div className={`cb-side${side.won ? ' cb-won' : ''}${side.entry ? '' : ' cb-tbd'}`}>
      <span className="cb-seed">{side.entry?.seed ?? ''}</span>
      <span className="cb-name">{side.label}</span>
      {side.won && <span className="cb-tick">✔</span>}
      <span className="cb-race">{side.score}</span>
    </div>
  );
}

export function BracketBoard({
  bracket,
  initialPage = 0,
}: {
  bracket: CupBracket | null;
  initialPage?: number;
}) {
  const [page, setPage] = useState(initialPage);
  const pages = bracket ? bracketPages(bracket) : 1;
  useEffect(() => {
    if (pages < 2) return undefined;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  if (!bracket || bracket.matches.length === 0) return <div className="cb-empty">{NO_CUP}</div>;

  const { first, last } = shownRounds(bracket, COLUMNS);
  const rounds = bracketRounds(bracket).slice(first - 1, last);
  const shown = page % pages;
  return (
    <div className="cb-bracket" data-page={shown + 1} data-pages={pages}>
      {rounds.map((matches, j) => {
        const per = Math.max(1, Math.ceil(matches.length / pages));
        const round = first + j;
        return (
          <section key={round} className="cb-round">
            <div className="cb-round-head">
              <span className="cb-round-name">
                {roundName(round, bracket.rounds)}
                {j === 0 && pages > 1 && <span className="cb-page">{` · ${shown + 1} of ${pages}`}</span>}
              </span>
              <span className="cb-round-date">{roundDay(bracket.roundDates?.[round - 1])}</span>
            </div>
            <div className="cb-round-matches">
              {matches.slice(shown * per, shown * per + per).map((m) => {
                const live = m.fixtureStatus === 'in_play';
                return (
                  <div
                    key={m.id}
                    className={`cb-match${live ? ' cb-match-live' : ''}`}
                    data-testid="bracket-match"
                  >
                    <SideLine side={m.home} />
                    <SideLine side={m.away} />
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
