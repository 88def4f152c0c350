// Match night's reads keep their last good answer in IndexedDB, so a reload with no signal still
// shows the match. The keys are the shared queryOptions keys, so live events refresh them as usual.
import { queryOptions } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import type { Division } from '@core/schemas/division.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import type { Frame } from '@core/schemas/frame.ts';
import type { League } from '@core/schemas/league.ts';
import type { Player } from '@core/schemas/player.ts';
import type { RosterEntry } from '@core/schemas/roster.ts';
import type { Team } from '@core/schemas/team.ts';
import type { Venue } from '@core/schemas/venue.ts';
import { HttpError, request } from '@/lib/api.ts';
import { fixtureQuery, fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { framesQuery } from '@/features/fixtures/api/get-frames.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { rosterQuery } from '@/features/teams/api/get-roster.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';

const copyKey = (path: string) => `cueboard:kept:${path}`;

export async function keptGet<T>(path: string): Promise<T> {
  try {
    const data = await request<T>(path);
    void set(copyKey(path), data).catch(() => {});
    return data;
  } catch (error) {
    // The server's answer (404, 403) stands; only a missing network falls back to the copy.
    if (error instanceof HttpError && error.status < 500) throw error;
    const copy = await get<T>(copyKey(path)).catch(() => undefined);
    if (copy === undefined) throw error;
    return copy;
  }
}

// networkMode 'always': TanStack would otherwise pause every query while the browser is offline.
const kept = <T>(key: readonly unknown[]) => {
  const path = String(key[0]);
  return queryOptions<T>({ queryKey: [path], queryFn: () => keptGet<T>(path), networkMode: 'always' });
};

export const matchQueries = {
  fixtures: () => kept<Fixture[]>(fixturesQuery().queryKey),
  fixture: (id: number) => kept<Fixture>(fixtureQuery(id).queryKey),
  frames: (fixtureId: number) => kept<Frame[]>(framesQuery(fixtureId).queryKey),
  teams: () => kept<Team[]>(teamsQuery().queryKey),
  divisions: () => kept<Division[]>(divisionsQuery().queryKey),
  leagues: () => kept<League[]>(leaguesQuery().queryKey),
  venues: () => kept<Venue[]>(venuesQuery().queryKey),
  players: () => kept<Player[]>(playersQuery().queryKey),
  roster: (teamId: number) => kept<RosterEntry[]>(rosterQuery(teamId).queryKey),
};
