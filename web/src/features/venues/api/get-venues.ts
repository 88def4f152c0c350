import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/** Every venue; invalidating it also refreshes the tables under it. */
export const venuesQuery = (organisationId?: number | null) =>
  queryOptions({ ...read(api.venues, { query: scoped(organisationId) }), enabled: organisationId !== null });
