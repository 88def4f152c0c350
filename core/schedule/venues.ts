// Where planned matches are played, and whether their venue has a table for each: every match at its
// home team's venue; a night is counted with every fixture already at the venue (any division, any
// league) as well as the plan; a match with no free table moves to the next league night. The one
// rule for the web's Generate Fixtures wizard and `cueboard fixtures generate`.
import type { FixtureStatus } from '../schemas/enums.ts';
import { addDays, localDate, nightLabel } from './dates.ts';
import type { PlannedMatch } from './round-robin.ts';

export type VenueMatch<T, V> = PlannedMatch<T> & {
  venue: V | undefined;
  /** The planned date, when the match was moved off a night its venue had no table for it. */
  movedFrom?: string;
};

/** A fixture already made (any division or league): it holds a table at its venue on its night. */
export interface BookedMatch<T, V> {
  date: string;
  venue: V;
  home: T;
  away: T;
}

export interface VenueClash<T, V> {
  date: string;
  venue: V;
  tables: number;
  /** Every match at the venue that night: the fixtures already made first, then the planned ones. */
  matches: { home: T; away: T; planned: boolean }[];
}

/** Statuses of a fixture that is (or was) played on its night; postponed and void ones hold no table. */
const holdsATable: ReadonlySet<FixtureStatus> = new Set(['scheduled', 'in_play', 'final']);

/** Existing fixtures as booked nights, each on its kick-off's local date. */
export function bookedMatches<T, V>(
  fixtures: readonly { homeTeamId: T; awayTeamId: T; venueId: V; kickoffAt: string; status: FixtureStatus }[],
): BookedMatch<T, V>[] {
  return fixtures
    .filter((f) => holdsATable.has(f.status))
    .map((f) => ({ date: localDate(f.kickoffAt), venue: f.venueId, home: f.homeTeamId, away: f.awayTeamId }));
}

/** Each match at its home team's venue (undefined when the home team has none). */
export function atHomeVenues<T, V>(
  plan: readonly PlannedMatch<T>[],
  homeVenue: (team: T) => V | undefined,
): VenueMatch<T, V>[] {
  return plan.map((m) => ({ ...m, venue: homeVenue(m.home) }));
}

const nightKey = (date: string, what: unknown) => `${date}\u0000${String(what)}`;

/**
 * Nights on which a planned match's venue hosts more matches (booked and planned) than it has
 * tables. A venue with no tables recorded has no known capacity and is never reported.
 */
export function venueClashes<T, V>(
  planned: readonly VenueMatch<T, V>[],
  tablesAt: (venue: V) => number,
  booked: readonly BookedMatch<T, V>[] = [],
): VenueClash<T, V>[] {
  const nights = new Map<string, VenueClash<T, V>>();
  const add = (date: string, venue: V, home: T, away: T, isPlanned: boolean) => {
    const key = nightKey(date, venue);
    const night = nights.get(key) ?? { date, venue, tables: tablesAt(venue), matches: [] };
    night.matches.push({ home, away, planned: isPlanned });
    nights.set(key, night);
  };
  const plannedNights = new Set(
    planned.filter((m) => m.venue !== undefined).map((m) => nightKey(m.date, m.venue)),
  );
  for (const b of booked)
    if (plannedNights.has(nightKey(b.date, b.venue))) add(b.date, b.venue, b.home, b.away, false);
  for (const m of planned) if (m.venue !== undefined) add(m.date, m.venue, m.home, m.away, true);
  return [...nights.values()]
    .filter((c) => c.tables > 0 && c.matches.length > c.tables)
    .sort((a, b) => a.date.localeCompare(b.date) || String(a.venue).localeCompare(String(b.venue)));
}

/** A league night later: the same weekday as the planned round. */
export const LEAGUE_WEEK = 7;

/**
 * Moves each planned match its venue has no free table for (the fixtures already made keep theirs)
 * to the next league night, the same weekday a week on, never a blackout date, on which the venue
 * has a free table and neither team already plays (in the plan or in a fixture already made).
 */
export function moveClashes<T, V>(
  planned: readonly VenueMatch<T, V>[],
  tablesAt: (venue: V) => number,
  options: { skip?: readonly string[]; booked?: readonly BookedMatch<T, V>[] } = {},
): VenueMatch<T, V>[] {
  const blackout = new Set(options.skip ?? []);
  const used = new Map<string, number>();
  const playing = new Set<string>();
  for (const b of options.booked ?? []) {
    used.set(nightKey(b.date, b.venue), (used.get(nightKey(b.date, b.venue)) ?? 0) + 1);
    for (const team of [b.home, b.away]) playing.add(nightKey(b.date, team));
  }
  const byDate = [...planned].sort((a, b) => a.date.localeCompare(b.date) || a.round - b.round);
  for (const m of byDate) for (const team of [m.home, m.away]) playing.add(nightKey(m.date, team));
  const out: VenueMatch<T, V>[] = [];
  for (const m of byDate) {
    const tables = m.venue === undefined ? 0 : tablesAt(m.venue);
    const free = (date: string) => tables === 0 || (used.get(nightKey(date, m.venue)) ?? 0) < tables;
    let date = m.date;
    if (!free(date)) {
      do date = addDays(date, LEAGUE_WEEK);
      while (
        blackout.has(date) ||
        !free(date) ||
        playing.has(nightKey(date, m.home)) ||
        playing.has(nightKey(date, m.away))
      );
      for (const team of [m.home, m.away]) playing.add(nightKey(date, team));
    }
    used.set(nightKey(date, m.venue), (used.get(nightKey(date, m.venue)) ?? 0) + 1);
    out.push(date === m.date ? m : { ...m, date, movedFrom: m.date });
  }
  return out;
}

/** The warning for a clash: 'The Red Lion, Thu 8 Jan: 2 matches on 1 table — Red Lion A v Anchor, …'. */
export function clashWarning<T, V>(
  clash: VenueClash<T, V>,
  venueName: (venue: V) => string,
  teamName: (team: T) => string,
): string {
  const tables = `${clash.tables} ${clash.tables === 1 ? 'table' : 'tables'}`;
  const matches = clash.matches.map((m) => `${teamName(m.home)} v ${teamName(m.away)}`).join(', ');
  return `${venueName(clash.venue)}, ${nightLabel(clash.date)}: ${clash.matches.length} matches on ${tables} — ${matches}`;
}

export interface VenuePlanInput<T, V> {
  plan: readonly PlannedMatch<T>[];
  homeVenue: (team: T) => V | undefined;
  tablesAt: (venue: V) => number;
  /** Every fixture already made at the plan's venues and on its nights (any division or league). */
  booked?: readonly BookedMatch<T, V>[];
  /** Blackout dates: a moved match never lands on one. */
  skip?: readonly string[];
  /** Move each match its venue has no table for to the next league night. */
  move: boolean;
}

/**
 * The plan at its venues: `clashes` as planned, `matches` to create (moved when asked), and the
 * clashes those still leave (none once moved).
 */
export function planAtVenues<T, V>(input: VenuePlanInput<T, V>) {
  const booked = input.booked ?? [];
  const placed = atHomeVenues(input.plan, input.homeVenue);
  const clashes = venueClashes(placed, input.tablesAt, booked);
  const matches = input.move ? moveClashes(placed, input.tablesAt, { skip: input.skip, booked }) : placed;
  const remaining = input.move ? venueClashes(matches, input.tablesAt, booked) : clashes;
  return { matches, clashes, remaining };
}
