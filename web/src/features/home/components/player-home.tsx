import type { Home } from '@core/schemas/home.ts';
import { cn } from '@/lib/cn.ts';
import { FixtureTitle, FixtureWhen } from './fixture-line.tsx';
import { Panel, ResultLinks } from './panel.tsx';

const look = { W: ['Won', 'bg-green-800 text-white'], L: ['Lost', 'bg-red-700 text-white'] } as const;

/** A player's league: their team's next fixture and latest results, their rating and form. */
export function PlayerHome({ player }: { player: NonNullable<Home['player']> }) {
  const next = player.nextFixture;
  return (
    <section aria-labelledby="player-home" className="grid gap-4">
      <h2 id="player-home" className="text-xl font-semibold">
        {player.name}
        {player.teamName ? ` · ${player.teamName}` : ''}
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="Next fixture">
          {next ? (
            <>
              <FixtureTitle fixture={next} />
              <FixtureWhen fixture={next} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No match scheduled</p>
          )}
        </Panel>
        <Panel title="Latest results">
          <ResultLinks fixtures={player.latestResults} empty="No results yet." />
        </Panel>
        <Panel title="Rating and form">
          <p className="text-3xl font-bold" data-testid="home-rating">
            {Math.round(player.rating)}
            {player.provisional && (
              <span className="ml-2 align-middle text-sm font-normal text-muted-foreground">provisional</span>
            )}
          </p>
          {player.form.length > 0 ? (
            <ol aria-label="Form, newest first" className="mt-3 flex gap-1">
              {player.form.map((r, i) => (
                <li
                  key={i}
                  title={look[r][0]}
                  className={cn(
                    'flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold',
                    look[r][1],
                  )}
                >
                  {r}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">No frames played yet.</p>
          )}
        </Panel>
      </div>
    </section>
  );
}
