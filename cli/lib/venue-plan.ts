// Where `fixtures generate` plays each match, with the wizard's rules (core/schedule/venues.ts): at
// its home team's venue (teams.homeVenueId), else at --venue or the first venue; nights on which a
// venue has more matches than tables are reported, and with --move-clashes moved to its next free
// night, as the web's Generate Fixtures dialog does.
import type { Team } from '../../core/schemas/team.ts';
import type { Venue } from '../../core/schemas/venue.ts';
import type { PlannedMatch } from '../../core/schedule/round-robin.ts';
import { atHomeVenues, moveClashes, venueClashes, type VenueMatch } from '../../core/schedule/venues.ts';

export interface VenuePlanInput {
  plan: readonly PlannedMatch<number>[];
  teams: readonly Team[];
  venues: readonly Venue[];
  /** --venue: every match there, whatever the home venues. */
  venue?: number;
  moveClashes: boolean;
  skip: readonly string[];
  tableCount: (venueId: number) => Promise<number>;
}

export interface VenuePlan {
  matches: VenueMatch<number, number>[];
  /** One line per night a venue has more matches than tables. */
  warnings: string[];
}

export async function placeMatches(input: VenuePlanInput): Promise<VenuePlan | undefined> {
  const fallback = input.venue ?? input.venues.map((v) => v.id).sort((a, b) => a - b)[0];
  if (fallback === undefined) return undefined;
  const homeOf = new Map(input.teams.map((t) => [t.id, t.homeVenueId ?? undefined]));
  const placed = atHomeVenues(input.plan, (team) =>
    input.venue === undefined ? (homeOf.get(team) ?? fallback) : input.venue,
  );
  const used = [...new Set(placed.map((m) => m.venue as number))];
  const counts = new Map(await Promise.all(used.map(async (v) => [v, await input.tableCount(v)] as const)));
  const tablesAt = (v: number) => counts.get(v) ?? 0;
  const venueName = new Map(input.venues.map((v) => [v.id, v.name]));
  const warnings = venueClashes(placed, tablesAt).map(
    (c) =>
      `${venueName.get(c.venue) ?? `Venue ${c.venue}`} has ${c.matches} matches on ${c.date} but ${c.tables} ${c.tables === 1 ? 'table' : 'tables'}`,
  );
  const matches = input.moveClashes ? moveClashes(placed, tablesAt, input.skip) : placed;
  return { matches, warnings };
}
