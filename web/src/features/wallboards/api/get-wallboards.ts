import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/** Every wallboard; invalidating it also refreshes each wallboard's sponsors. */
export const wallboardsQuery = (organisationId?: number | null) =>
  queryOptions({
    ...read(api.wallboards, { query: scoped(organisationId) }),
    enabled: organisationId !== null,
  });
