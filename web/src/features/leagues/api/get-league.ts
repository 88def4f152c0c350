import type { League } from '@core/schemas/league.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** One league; under '/leagues', so a league change refreshes it. */
export const leagueQuery = (id: number) => itemQuery<League>(api.leagues[':id'].$path({ param: { id } }));
