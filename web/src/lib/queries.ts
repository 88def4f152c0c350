// How a feature declares what it reads: its query key is its GET path, written by the typed client
// (`api.leagues.$path()`), which the default query function fetches, so the queryOptions in
// features/<f>/api/ are the one source of both.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { keyOf } from './api.ts';

export const itemQuery = <T>(path: string) => queryOptions<T>({ queryKey: [keyOf(path)] });
export const listQuery = <T>(path: string) => itemQuery<T[]>(path);

/** Prefix keys: invalidating '/divisions' also refreshes '/divisions?leagueId=1' lists. */
export const prefixOf = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => {
    const key = String(q.queryKey[0]);
    return key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);
  },
});

/** The list of a queryOptions key and every list under its path. */
export const under = (queryKey: QueryKey) => prefixOf(String(queryKey[0]));
