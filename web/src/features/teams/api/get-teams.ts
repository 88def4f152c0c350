import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/** Every team; invalidating it also refreshes the rosters under it. */
export const teamsQuery = (organisationId?: number | null) =>
  queryOptions({ ...read(api.teams, { query: scoped(organisationId) }), enabled: organisationId !== null });
