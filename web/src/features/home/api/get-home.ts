import { queryOptions } from '@tanstack/react-query';
import { api, HttpError, keyOf, ok } from '@/lib/api.ts';

/** 401: the session ended (signed out elsewhere, or the account deleted): asking again cannot help. */
const sessionEnded = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * The home page's one read (GET /api/home). Keyed by the user: one user's home must never show as
 * another's in the same browser. Always refetched on a visit (shown from cache meanwhile), because a
 * result confirmed elsewhere changes it.
 */
export const homeQuery = (userId?: string) =>
  queryOptions({
    queryKey: userId ? [keyOf(api.home.$path()), userId] : [keyOf(api.home.$path())],
    queryFn: () => ok(api.home.$get()),
    staleTime: 0,
    retry: (failures, error) => !sessionEnded(error) && failures < 1,
  });
