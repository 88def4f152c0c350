// Where planned matches are played: each at its home team's venue, a check that no venue hosts more
// matches on a night than it has tables, and moving the extra ones to the venue's next free night.
import { addDays } from './dates.ts';
import type { PlannedMatch } from './round-robin.ts';

export type VenueMatch<T, V> = PlannedMatch<T> & {
  venue: V | undefined;
  /** The planned date, when the match was moved off a night its venue had no table for it. */
  movedFrom?: string;
};

export interface VenueClash<V> {
  date: string;
  venue: V;
  matches: number;
  tables: number;
}

/** Each match at its home team's venue (undefined when the home team has none). */
export function atHomeVenues<T, V>(
  plan: readonly PlannedMatch<T>[],
  homeVenue: (team: T) => V | undefined,
): VenueMatch<T, V>[] {
  return plan.map((m) => ({ ...m, venue: homeVenue(m.home) }));
}

const nightKey = <V>(date: string, venue: V) => `${date}\u0000${String(venue)}`;

/**
 * Nights where a venue hosts more matches than it has tables. A venue with no tables recorded has
 * no known capacity and is never reported.
 */
export function venueClashes<T, V>(
  matches: readonly VenueMatch<T, V>[],
  tablesAt: (venue: V) => number,
): VenueClash<V>[] {
  const seen = new Map<string, VenueClash<V>>();
  for (const m of matches) {
    if (m.venue === undefined) continue;
    const tables = tablesAt(m.venue);
    const key = nightKey(m.date, m.venue);
    const clash = seen.get(key) ?? { date: m.date, venue: m.venue, matches: 0, tables };
    clash.matches += 1;
    seen.set(key, clash);
  }
  return [...seen.values()]
    .filter((c) => c.tables > 0 && c.matches > c.tables)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Moves each match a venue has no table for to the next night (one day later, then the next, never
 * a blackout date) on which the venue has a free table and neither team already plays.
 */
export function moveClashes<T, V>(
  matches: readonly VenueMatch<T, V>[],
  tablesAt: (venue: V) => number,
  skip: readonly string[] = [],
): VenueMatch<T, V>[] {
  const blackout = new Set(skip);
  const used = new Map<string, number>();
  const playing = new Set<string>();
  const out: VenueMatch<T, V>[] = [];
  const byDate = [...matches].sort((a, b) => a.date.localeCompare(b.date) || a.round - b.round);
  for (const m of byDate) for (const team of [m.home, m.away]) playing.add(nightKey(m.date, team));
  for (const m of byDate) {
    const tables = m.venue === undefined ? 0 : tablesAt(m.venue);
    const free = (date: string) => tables === 0 || (used.get(nightKey(date, m.venue)) ?? 0) < tables;
    let date = m.date;
    if (!free(date)) {
      do date = addDays(date, 1);
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
