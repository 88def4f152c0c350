import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Every division; invalidating it also refreshes each league's list and each division's teams. */
export const divisionsQuery = () => read(api.divisions);
export const leagueDivisionsQuery = (leagueId: number) => read(api.divisions, { query: { leagueId } });
export const divisionQuery = (id: number) => read(api.divisions[':id'], { param: { id } });
