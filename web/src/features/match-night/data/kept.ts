// Match night's reads keep their last good answer in IndexedDB, so a reload with no signal still
// shows the match. The keys are the shared queryOptions keys, so live events refresh them as usual.
import { queryOptions, type InferDataFromTag } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
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

/**
 * A shared read (its key, typed by the route's declaration through queryOptions) with the kept copy
 * behind it. networkMode 'always': TanStack would otherwise pause every query while offline.
 */
const kept = <K extends readonly unknown[], T = InferDataFromTag<unknown, K>>(key: K) => {
  const path = String(key[0]);
  return queryOptions<T>({ queryKey: [path], queryFn: () => keptGet<T>(path), networkMode: 'always' });
};

export const matchQueries = {
  fixtures: () => kept(fixturesQuery().queryKey),
  fixture: (id: number) => kept(fixtureQuery(id).queryKey),
  frames: (fixtureId: number) => kept(framesQuery(fixtureId).queryKey),
  teams: () => kept(teamsQuery().queryKey),
  divisions: () => kept(divisionsQuery().queryKey),
  leagues: () => kept(leaguesQuery().queryKey),
  venues: () => kept(venuesQuery().queryKey),
  players: () => kept(playersQuery().queryKey),
  roster: (teamId: number) => kept(rosterQuery(teamId).queryKey),
};
