// fixtures: upcoming fixtures grouped by the TV's local date, with time, teams, 'vs' and venue, a page
// at a time when there are more than fit (use-pages.ts); a page that starts inside a day repeats its
// heading.
import { groupByLocalDate } from '@core/rules/fixture-filters.ts';
import { fixtureStatusRules } from '@core/rules/fixture-status.ts';
import type { DisplayFixture } from './feed.ts';
import { Paged } from './paged.tsx';
import { usePages } from './use-pages.ts';

export const NO_FIXTURES = 'No fixtures scheduled';
/** Shown in place of the time for a match that is off. */
export const OFF_LABEL: Partial<Record<DisplayFixture['status'], string>> = {
  postponed: fixtureStatusRules.postponed.label,
  void: fixtureStatusRules.void.label,
};

const pad = (n: number) => String(n).padStart(2, '0');
// 'YYYY-MM-DD' read as local midnight, for the heading.
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

type Line = { date: string; fixture?: DisplayFixture };

function Day({ date, item }: { date: string; item: boolean }) {
  return (
    <h2 className="cb-day" data-testid="fixture-day" data-page-item={item ? 'head' : undefined}>
      {dayLabel(date)}
    </h2>
  );
}

function Row({ f }: { f: DisplayFixture }) {
  const d = new Date(f.kickoffAt);
  const off = OFF_LABEL[f.status];
  return (
    <div
      className={off ? 'cb-fixture cb-fixture-off' : 'cb-fixture'}
      data-testid="fixture-row"
      data-page-item=""
    >
      <span className={off ? 'cb-fixture-time cb-off' : 'cb-fixture-time'}>
        {off ?? `${pad(d.getHours())}:${pad(d.getMinutes())}`}
      </span>
      <span className="cb-fixture-team" title={f.homeTeamName}>
        {f.homeTeamName}
      </span>
      <span className="cb-vs">vs</span>
      <span className="cb-fixture-team" title={f.awayTeamName}>
        {f.awayTeamName}
      </span>
      <span className="cb-fixture-venue" title={f.venueName}>
        {f.venueName}
      </span>
    </div>
  );
}

export function FixturesList({ fixtures }: { fixtures: DisplayFixture[] }) {
  const lines: Line[] = groupByLocalDate(fixtures).flatMap((g) => [
    { date: g.date },
    ...g.fixtures.map((fixture) => ({ date: g.date, fixture })),
  ]);
  const pages = usePages(lines.length);
  if (fixtures.length === 0) return <div className="cb-empty">{NO_FIXTURES}</div>;
  const shown = lines.slice(pages.from, pages.to);
  return (
    <Paged pages={pages}>
      {shown[0]?.fixture && <Day date={shown[0].date} item={false} />}
      {shown.map((l) =>
        l.fixture ? <Row key={l.fixture.id} f={l.fixture} /> : <Day key={l.date} date={l.date} item />,
      )}
    </Paged>
  );
}
