import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Every team; invalidating it also refreshes the rosters under it. */
export const teamsQuery = () => read(api.teams);
