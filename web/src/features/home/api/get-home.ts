import { queryOptions } from '@tanstack/react-query';
import { api, HttpError, keyOf, ok } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';

/** 401: the session ended (signed out elsewhere, or the account deleted): asking again cannot help. */
const sessionEnded = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * The home page's one read (GET /api/home). Keyed by the user: one user's home must never show as
 * another's in the same browser. Always refetched on a visit (shown from cache meanwhile), because a
 * result confirmed elsewhere changes it. A person in organisations gets the one shown (?organisationId=).
 */
export const homeQuery = (userId?: string, organisationId?: number | null) =>
  queryOptions({
    queryKey: userId ? [keyOf(api.home.$path()), userId, organisationId ?? null] : [keyOf(api.home.$path())],
    queryFn: () => ok(api.home.$get({ query: scoped(organisationId) })),
    staleTime: 0,
    retry: (failures, error) => !sessionEnded(error) && failures < 1,
  });
