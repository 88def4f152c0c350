import { isToday } from 'date-fns';
import { Link } from 'react-router-dom';
import type { Home } from '@core/schemas/home.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { FixtureTitle, FixtureWhen } from './fixture-line.tsx';
import { Panel, ResultLinks } from './panel.tsx';

/** A captain's night: the next match (Start Scoring on its day), results to answer, open disputes. */
export function CaptainHome({ captain }: { captain: NonNullable<Home['captain']> }) {
  const next = captain.nextMatch;
  return (
    <section aria-labelledby="captain-home" className="grid gap-4">
      <h2 id="captain-home" className="text-xl font-semibold">
        Captain of {captain.teams.join(', ')}
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="Next match">
          {next ? (
            <div className="grid gap-3">
              <div>
                <FixtureTitle fixture={next} />
                <FixtureWhen fixture={next} />
              </div>
              {isToday(new Date(next.kickoffAt)) ? (
                <Link
                  to={paths.matchNightFor(next.id)}
                  className={buttonVariants({ size: 'lg', className: 'w-full' })}
                >
                  Start Scoring
                </Link>
              ) : (
                <p className="text-sm text-muted-foreground">Scoring opens on the day of the match.</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No match scheduled</p>
          )}
        </Panel>
        <Panel title="Results to confirm">
          <ResultLinks
            fixtures={captain.toConfirm}
            empty="No result is waiting for you."
            action="Confirm or dispute"
          />
        </Panel>
        <Panel title="Open disputes">
          <ResultLinks
            fixtures={captain.disputes}
            empty="No open dispute."
            detail={(f) => (
              <span className="mt-1 block text-sm break-words">Disputed: {f.disputeReason}</span>
            )}
          />
        </Panel>
      </div>
    </section>
  );
}
