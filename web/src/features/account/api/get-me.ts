import { queryOptions } from '@tanstack/react-query';
import { api, keyOf, ok } from '@/lib/api.ts';

/**
 * The signed-in user's own account, roles, linked player, team and next match. Keyed by the user too:
 * the same browser may sign in as someone else, and one user's /me must never show as another's.
 */
export const meQuery = (userId?: string) =>
  queryOptions({
    queryKey: userId ? [keyOf(api.me.$path()), userId] : [keyOf(api.me.$path())],
    queryFn: () => ok(api.me.$get()),
  });
