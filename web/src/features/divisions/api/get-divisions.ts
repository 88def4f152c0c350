import type { Division } from '@core/schemas/division.ts';
import { api } from '@/lib/api.ts';
import { itemQuery, listQuery } from '@/lib/queries.ts';

/** Every division; invalidating it also refreshes each league's list and each division's teams. */
export const divisionsQuery = () => listQuery<Division>(api.divisions.$path());
export const leagueDivisionsQuery = (leagueId: number) =>
  listQuery<Division>(api.divisions.$path({ query: { leagueId } }));
export const divisionQuery = (id: number) =>
  itemQuery<Division>(api.divisions[':id'].$path({ param: { id } }));
