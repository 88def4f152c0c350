import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** One league; under '/leagues', so a league change refreshes it. */
export const leagueQuery = (id: number) => read(api.leagues[':id'], { param: { id } });
