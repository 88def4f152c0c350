// How a feature declares a list it reads: its query key is its GET path, which the default query
// function fetches, so the queryOptions in features/<f>/api/ are the one source of both.
import { queryOptions, type QueryKey } from '@tanstack/react-query';

export const listQuery = <T>(path: string) => queryOptions<T[]>({ queryKey: [path] });

/** Prefix keys: invalidating '/divisions' also refreshes '/divisions?leagueId=1' lists. */
export const prefixOf = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => {
    const key = String(q.queryKey[0]);
    return key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);
  },
});

/** The list of a queryOptions key and every list under its path. */
export const under = (queryKey: QueryKey) => prefixOf(String(queryKey[0]));
