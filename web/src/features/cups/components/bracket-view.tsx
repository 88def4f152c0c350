import type { ReactNode } from 'react';
import type { CupBracket } from '@core/schemas/cup.ts';
import { bracketRounds, roundDay, roundName, type BracketMatch, type Side } from '@core/rules/cup-bracket.ts';
import { cn } from '@/lib/cn.ts';

function SideRow({ side }: { side: Side }) {
  return (
    <li className={cn('flex items-center gap-2 px-3 py-1.5', side.won && 'font-semibold')}>
      <span className="w-6 shrink-0 text-right text-xs text-muted-foreground">{side.entry?.seed ?? ''}</span>
      <span className={cn('min-w-0 flex-1 truncate', !side.entry && 'italic text-muted-foreground')}>
        {side.label}
      </span>
      {side.won && <span aria-label="winner">✔</span>}
      {side.score && (
        <span className="tabular-nums" title={side.needs === null ? undefined : `needs ${side.needs}`}>
          {side.score}
        </span>
      )}
    </li>
  );
}

/**
 * The bracket, one column per round from a tablet up; on a phone the rounds stack, each match a small
 * card, so nothing scrolls sideways at 360 px.
 */
export function BracketView({
  bracket,
  extra,
  roundExtra,
}: {
  bracket: CupBracket;
  /** What a match card adds at its foot (organisers' walkover buttons). */
  extra?: (match: BracketMatch) => ReactNode;
  /** What a round's heading adds after its date (organisers' Change Date). */
  roundExtra?: (round: number, name: string, date: string) => ReactNode;
}) {
  const rounds = bracketRounds(bracket);
  return (
    <div className="grid gap-6 md:auto-cols-[minmax(13rem,1fr)] md:grid-flow-col md:overflow-x-auto">
      {rounds.map((matches, i) => (
        <section key={i} aria-labelledby={`round-${i + 1}`} className="grid grid-rows-[auto_1fr] gap-3">
          <div>
            <h2 id={`round-${i + 1}`} className="text-lg font-semibold">
              {roundName(i + 1, bracket.rounds)}
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                best of {bracket.cup.bestOf[Math.min(i, bracket.cup.bestOf.length - 1)]}
              </span>
            </h2>
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="round-date">
              {roundDay(bracket.roundDates[i])}
              {roundExtra?.(i + 1, roundName(i + 1, bracket.rounds), bracket.roundDates[i])}
            </p>
          </div>
          <div className="grid content-around gap-3">
            {matches.map((m) => (
              <ul
                key={m.id}
                data-testid="cup-match"
                aria-label={`${m.home.label} v ${m.away.label}`}
                className="divide-y divide-border rounded-md border border-border bg-white text-sm"
              >
                <SideRow side={m.home} />
                <SideRow side={m.away} />
                {m.decidedBy === 'walkover' && (
                  <li className="px-3 py-1 text-xs text-muted-foreground">Walkover</li>
                )}
                {extra?.(m)}
              </ul>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
