// Where `fixtures generate` plays each match, with the wizard's rule (planAtVenues in
// core/schedule/venues.ts): at its home team's venue (teams.homeVenueId), else at --venue or the
// first venue; a night is counted with every fixture already at the venue (any division or league),
// clashes are reported, and with --move-clashes moved to the next league night, as the web's Generate
// Fixtures dialog does.
import type { Fixture } from '@core/schemas/fixture.ts';
import type { Team } from '@core/schemas/team.ts';
import type { Venue } from '@core/schemas/venue.ts';
import type { PlannedMatch } from '@core/schedule/round-robin.ts';
import { bookedMatches, clashWarning, planAtVenues, type VenueMatch } from '@core/schedule/venues.ts';

export interface VenuePlanInput {
  plan: readonly PlannedMatch<number>[];
  teams: readonly Team[];
  venues: readonly Venue[];
  /** Fixtures already made from the first night on, of every division and league. */
  fixtures: readonly Fixture[];
  /** --venue: every match there, whatever the home venues. */
  venue?: number;
  moveClashes: boolean;
  skip: readonly string[];
  tableCount: (venueId: number) => Promise<number>;
}

export interface VenuePlan {
  matches: VenueMatch<number, number>[];
  /** One line per night a venue has more matches than tables, as planned. */
  warnings: string[];
}

export async function placeMatches(input: VenuePlanInput): Promise<VenuePlan | undefined> {
  const fallback = input.venue ?? input.venues.map((v) => v.id).sort((a, b) => a - b)[0];
  if (fallback === undefined) return undefined;
  const homeOf = new Map(input.teams.map((t) => [t.id, t.homeVenueId ?? undefined]));
  const homeVenue = (team: number) =>
    input.venue === undefined ? (homeOf.get(team) ?? fallback) : input.venue;
  const used = [...new Set(input.plan.map((m) => homeVenue(m.home)))];
  const counts = new Map(await Promise.all(used.map(async (v) => [v, await input.tableCount(v)] as const)));
  const venueName = new Map(input.venues.map((v) => [v.id, v.name]));
  const teamName = new Map(input.teams.map((t) => [t.id, t.name]));
  const { matches, clashes } = planAtVenues({
    plan: input.plan,
    homeVenue,
    tablesAt: (v) => counts.get(v) ?? 0,
    booked: bookedMatches(input.fixtures),
    skip: input.skip,
    move: input.moveClashes,
  });
  const warnings = clashes.map((c) =>
    clashWarning(
      c,
      (v) => venueName.get(v) ?? 'A venue',
      (t) => teamName.get(t) ?? 'a team',
    ),
  );
  return { matches, warnings };
}
