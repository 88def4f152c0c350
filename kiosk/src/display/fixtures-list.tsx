// fixtures: upcoming fixtures grouped by the TV's local date, with time, teams, 'vs' and venue.
import { groupByLocalDate } from '../../../core/rules/fixture-filters.ts';
import type { DisplayFixture } from './feed.ts';

export const NO_FIXTURES = 'No fixtures scheduled';
/** Shown in place of the time for a match that is off. */
export const OFF_LABEL: Partial<Record<DisplayFixture['status'], string>> = {
  postponed: 'Postponed',
  void: 'Void',
};

const pad = (n: number) => String(n).padStart(2, '0');
// 'YYYY-MM-DD' read as local midnight, for the heading.
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

export function FixturesList({ fixtures }: { fixtures: DisplayFixture[] }) {
  if (fixtures.length === 0) return <div className="cb-empty">{NO_FIXTURES}</div>;
  return (
    <div>
      {groupByLocalDate(fixtures).map((g) => (
        <section key={g.date} className="cb-group" data-testid="fixture-day">
          <h2 className="cb-day">{dayLabel(g.date)}</h2>
          {g.fixtures.map((f) => {
            const d = new Date(f.kickoffAt);
            const off = OFF_LABEL[f.status];
            return (
              <div
                key={f.id}
                className={off ? 'cb-fixture cb-fixture-off' : 'cb-fixture'}
                data-testid="fixture-row"
              >
                <span className={off ? 'cb-fixture-time cb-off' : 'cb-fixture-time'}>
                  {off ?? `${pad(d.getHours())}:${pad(d.getMinutes())}`}
                </span>
                <span>{f.homeTeamName}</span>
                <span className="cb-vs">vs</span>
                <span>{f.awayTeamName}</span>
                <span className="cb-fixture-venue">{f.venueName}</span>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
