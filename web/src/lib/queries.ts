// Query options for every list the screens share: the one source of query keys. The key's first
// element is the GET path, which the default query function fetches (spec section 7).
import { queryOptions } from '@tanstack/react-query';
import type { League } from '@core/schemas/league.ts';
import type { Division, DivisionTeam } from '@core/schemas/division.ts';
import type { Team } from '@core/schemas/team.ts';
import type { Player } from '@core/schemas/player.ts';
import type { RosterEntry } from '@core/schemas/roster.ts';
import type { Transfer, TransferWindow } from '@core/schemas/transfer.ts';
import type { Venue, VenueTable } from '@core/schemas/venue.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import type { Frame } from '@core/schemas/frame.ts';
import type { Sponsor } from '@core/schemas/sponsor.ts';
import type { Wallboard, WallboardSponsor } from '@core/schemas/wallboard.ts';

const list = <T>(path: string) => queryOptions<T[]>({ queryKey: [path] });

export const queries = {
  leagues: () => list<League>('/leagues'),
  divisions: () => list<Division>('/divisions'),
  leagueDivisions: (leagueId: number) => list<Division>(`/divisions?leagueId=${leagueId}`),
  divisionTeams: (divisionId: number) => list<DivisionTeam>(`/divisions/${divisionId}/teams`),
  teams: () => list<Team>('/teams'),
  roster: (teamId: number) => list<RosterEntry>(`/teams/${teamId}/players`),
  players: () => list<Player>('/players'),
  transfers: () => list<Transfer>('/transfers'),
  transferWindows: (leagueId: number) => list<TransferWindow>(`/transfer-windows?leagueId=${leagueId}`),
  venues: () => list<Venue>('/venues'),
  venueTables: (venueId: number) => list<VenueTable>(`/venues/${venueId}/tables`),
  fixtures: () => list<Fixture>('/fixtures'),
  divisionFixtures: (divisionId: number) => list<Fixture>(`/fixtures?divisionId=${divisionId}`),
  frames: (fixtureId: number) => list<Frame>(`/fixtures/${fixtureId}/frames`),
  sponsors: () => list<Sponsor>('/sponsors'),
  wallboards: () => list<Wallboard>('/wallboards'),
  wallboardSponsors: (wallboardId: number) => list<WallboardSponsor>(`/wallboards/${wallboardId}/sponsors`),
};

/** Prefix keys: invalidating '/divisions' also refreshes '/divisions?leagueId=1' lists. */
export const prefixOf = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => {
    const key = String(q.queryKey[0]);
    return key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);
  },
});
