// Match Night's fixture list, per viewer (issue 24): a captain's own matches first, an organiser's
// night by venue, everyone else's today. Days are calendar days in the viewer's time zone, as in
// fixture-filters.ts, because "today" on match night is the pub's today.
import type { FilterableFixture } from './fixture-filters.ts';
import { localDate, toMillis } from './time.ts';
import type { Clock } from './fixture-filters.ts';

export interface ListedFixture extends FilterableFixture {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
}

export interface MatchNightViewer {
  organiser: boolean;
  /** The teams this viewer captains. */
  captainOf: readonly number[];
}

/** Today's, unfinished in the last RECENT_DAYS days, or the team's next one. */
export type MatchNightWhen = 'today' | 'recent' | 'next';

export interface MatchNightEntry<F> {
  fixture: F;
  when: MatchNightWhen;
}

/**
 * 'yours': the captain's teams' matches; 'venue': today's at one venue (organisers); 'recent': unfinished
 * ones of the last days (organisers); 'today': today's others (everyone else, and captains after theirs).
 */
export interface MatchNightSection<F> {
  kind: 'yours' | 'venue' | 'recent' | 'today';
  venueId?: number;
  entries: MatchNightEntry<F>[];
}

/** How far back an unfinished fixture is still offered for scoring. */
export const RECENT_DAYS = 7;

/** Not yet played out: a postponed or void fixture is off, a final one is done. */
export const isUnfinished = (f: FilterableFixture) => f.status === 'scheduled' || f.status === 'in_play';

const byKickoff = (a: FilterableFixture, b: FilterableFixture) =>
  toMillis(a.kickoffAt) - toMillis(b.kickoffAt);

/** 'YYYY-MM-DD' minus n calendar days. */
function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * The sections Match Night lists, in order. A captain: their teams' fixtures (today's, then the unfinished
 * ones of the last 7 days, most recent first, then each team's next one), then today's others. An
 * organiser: the same "yours" first when they also captain, then today's by venue (venues by name), then
 * the other unfinished fixtures of the last 7 days. Anyone else: today's. "Today's" are the unfinished
 * ones kicking off today, in kickoff order; no fixture is listed twice; empty sections are left out.
 */
export function matchNightList<F extends ListedFixture>(
  fixtures: readonly F[],
  viewer: MatchNightViewer,
  venueName: (venueId: number) => string,
  clock: Clock = {},
): MatchNightSection<F>[] {
  const timeZone = clock.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = localDate(clock.now ?? new Date(), timeZone);
  const since = daysBefore(today, RECENT_DAYS);
  const day = (f: F) => localDate(f.kickoffAt, timeZone);
  const open = fixtures.filter(isUnfinished).sort(byKickoff);
  const todays = open.filter((f) => day(f) === today);
  const recent = open.filter((f) => day(f) < today && day(f) >= since).reverse();

  const teams = new Set(viewer.captainOf);
  const ours = (f: F) => teams.has(f.homeTeamId) || teams.has(f.awayTeamId);
  const next = [...teams].flatMap((team) => {
    const first = open.find((f) => day(f) > today && (f.homeTeamId === team || f.awayTeamId === team));
    return first ? [first] : [];
  });
  const yours: MatchNightEntry<F>[] = [
    ...todays.filter(ours).map((fixture) => ({ fixture, when: 'today' as const })),
    ...recent.filter(ours).map((fixture) => ({ fixture, when: 'recent' as const })),
    ...[...new Set(next)].sort(byKickoff).map((fixture) => ({ fixture, when: 'next' as const })),
  ];
  const shown = new Set(yours.map((e) => e.fixture.id));
  const rest = (list: F[], when: MatchNightWhen) =>
    list.filter((f) => !shown.has(f.id)).map((fixture) => ({ fixture, when }));

  const sections: MatchNightSection<F>[] = [{ kind: 'yours', entries: yours }];
  if (viewer.organiser) {
    const venues = [...new Set(todays.map((f) => f.venueId))].sort((a, b) =>
      venueName(a).localeCompare(venueName(b)),
    );
    for (const venueId of venues) {
      sections.push({
        kind: 'venue',
        venueId,
        entries: rest(
          todays.filter((f) => f.venueId === venueId),
          'today',
        ),
      });
    }
    sections.push({ kind: 'recent', entries: rest(recent, 'recent') });
  } else {
    sections.push({ kind: 'today', entries: rest(todays, 'today') });
  }
  return sections.filter((s) => s.entries.length > 0);
}
