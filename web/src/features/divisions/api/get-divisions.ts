import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/**
 * Every division (one organisation's when given); invalidating it also refreshes each league's list
 * and each division's teams.
 */
export const divisionsQuery = (organisationId?: number | null) =>
  queryOptions({
    ...read(api.divisions, { query: scoped(organisationId) }),
    enabled: organisationId !== null,
  });
export const leagueDivisionsQuery = (leagueId: number) => read(api.divisions, { query: { leagueId } });
export const divisionQuery = (id: number) => read(api.divisions[':id'], { param: { id } });
