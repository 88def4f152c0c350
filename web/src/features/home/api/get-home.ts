import { queryOptions } from '@tanstack/react-query';
import type { Home } from '@core/schemas/home.ts';
import { api, keyOf } from '@/lib/api.ts';

/**
 * The home page's one read (GET /api/home). Keyed by the user: one user's home must never show as
 * another's in the same browser. Always refetched on a visit (shown from cache meanwhile), because a
 * result confirmed elsewhere changes it.
 */
export const homeQuery = (userId?: string) =>
  queryOptions<Home>({
    queryKey: userId ? [keyOf(api.home.$path()), userId] : [keyOf(api.home.$path())],
    staleTime: 0,
  });
