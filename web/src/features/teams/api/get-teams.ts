import type { Team } from '@core/schemas/team.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every team; invalidating it also refreshes the rosters under it. */
export const teamsQuery = () => listQuery<Team>(api.teams.$path());
