// Which fixtures a wallboard or match night shows. Dates are compared as calendar days in the viewer's
// time zone, because "today" on match night is the pub's today, not UTC's.
import type { FixtureStatus, WallboardType } from '../schemas/enums.ts';
import { localDate, toMillis, type Instant } from './time.ts';
import { wallboardTypeRules } from './wallboard-types.ts';

export interface FilterableFixture {
  divisionId: number;
  venueId: number;
  status: FixtureStatus;
  kickoffAt: Instant;
}

export interface WallboardScope {
  type: WallboardType;
  leagueId?: number | null;
  venueId?: number | null;
  divisionId?: number | null;
}

/** Resolves a division to its league; the league filter matches through the fixture's division. */
export type LeagueOfDivision = (divisionId: number) => number | undefined;

export interface Clock {
  now?: Instant;
  timeZone?: string;
}

const defaultTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The league, venue and division filters, each applied only when set. */
export function inScope(
  fixture: FilterableFixture,
  scope: WallboardScope,
  leagueOf: LeagueOfDivision,
): boolean {
  if (scope.leagueId != null && leagueOf(fixture.divisionId) !== scope.leagueId) return false;
  if (scope.venueId != null && fixture.venueId !== scope.venueId) return false;
  if (scope.divisionId != null && fixture.divisionId !== scope.divisionId) return false;
  return true;
}

const byKickoff = (a: FilterableFixture, b: FilterableFixture) =>
  toMillis(a.kickoffAt) - toMillis(b.kickoffAt);

/** The fixtures a wallboard of the given type shows, in kickoff order. */
export function wallboardFixtures<F extends FilterableFixture>(
  fixtures: readonly F[],
  wallboard: WallboardScope,
  leagueOf: LeagueOfDivision,
  clock: Clock = {},
): F[] {
  const scoped = fixtures.filter((f) => inScope(f, wallboard, leagueOf));
  switch (wallboardTypeRules[wallboard.type].fixtures) {
    case 'in_play':
      // A now-playing board without a venue is invalid, so it shows nothing rather than everything.
      if (wallboard.type === 'now_playing' && wallboard.venueId == null) return [];
      return liveTonight(scoped, clock);
    case 'upcoming':
      return upcomingFixtures(scoped, clock);
    case 'none':
      return [];
  }
}

/**
 * The live boards: the fixtures in play, then today's (local calendar day) not started yet, each in
 * kickoff order, so a board shows the night's matches before the first one starts.
 */
export function liveTonight<F extends FilterableFixture>(fixtures: readonly F[], clock: Clock = {}): F[] {
  const timeZone = clock.timeZone ?? defaultTimeZone();
  const today = localDate(clock.now ?? new Date(), timeZone);
  const waiting = fixtures.filter(
    (f) => f.status === 'scheduled' && localDate(f.kickoffAt, timeZone) === today,
  );
  return [...fixtures.filter((f) => f.status === 'in_play').sort(byKickoff), ...waiting.sort(byKickoff)];
}

/**
 * Not yet final, kicking off today or later (local calendar days). Postponed and void fixtures stay
 * listed, marked as such, so nobody turns up for a match that is off.
 */
export function upcomingFixtures<F extends FilterableFixture>(
  fixtures: readonly F[],
  clock: Clock = {},
): F[] {
  const timeZone = clock.timeZone ?? defaultTimeZone();
  const today = localDate(clock.now ?? new Date(), timeZone);
  return fixtures
    .filter((f) => f.status !== 'final' && localDate(f.kickoffAt, timeZone) >= today)
    .sort(byKickoff);
}

/** Match night's list: scheduled or in-play fixtures whose kickoff is today in the time zone. */
export function todaysFixtures<F extends FilterableFixture>(fixtures: readonly F[], clock: Clock = {}): F[] {
  const timeZone = clock.timeZone ?? defaultTimeZone();
  const today = localDate(clock.now ?? new Date(), timeZone);
  return fixtures
    .filter(
      (f) =>
        (f.status === 'scheduled' || f.status === 'in_play') && localDate(f.kickoffAt, timeZone) === today,
    )
    .sort(byKickoff);
}

/** Fixtures grouped by local date ('YYYY-MM-DD'), dates ascending, kickoff order within a date. */
export function groupByLocalDate<F extends FilterableFixture>(
  fixtures: readonly F[],
  timeZone: string = defaultTimeZone(),
): { date: string; fixtures: F[] }[] {
  const groups = new Map<string, F[]>();
  for (const f of [...fixtures].sort(byKickoff)) {
    const date = localDate(f.kickoffAt, timeZone);
    groups.set(date, [...(groups.get(date) ?? []), f]);
  }
  return [...groups.keys()].sort().map((date) => ({ date, fixtures: groups.get(date) ?? [] }));
}
