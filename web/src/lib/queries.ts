// How a feature declares what it reads: `read(api.leagues)` or `read(api.leagues[':id'], { param })`.
// Its query key is the GET path the typed client writes, and its data the answer the route declares
// (core/client), typed by that declaration, never by hand; the queryOptions in features/<f>/api/ are
// the one source of both.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ClientResponse } from 'hono/client';
import { keyOf, ok } from './api.ts';

/** A GET route of the typed client: its path for the key, its call for the data. */
interface Readable<A, R> {
  $get(args: A): Promise<R>;
  $path(args: A): string;
}

export const read = <A, R extends ClientResponse<unknown, number, string>>(route: Readable<A, R>, args?: A) =>
  queryOptions({ queryKey: [keyOf(route.$path(args as A))], queryFn: () => ok(route.$get(args as A)) });

/** Prefix keys: invalidating '/divisions' also refreshes '/divisions?leagueId=1' lists. */
export const prefixOf = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => {
    const key = String(q.queryKey[0]);
    return key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);
  },
});

/** The list of a queryOptions key and every list under its path. */
export const under = (queryKey: QueryKey) => prefixOf(String(queryKey[0]));
