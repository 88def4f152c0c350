import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** One division's table, in league order (under /standings, so a result refreshes it). */
export const divisionStandingsQuery = (divisionId: number) => read(api.standings, { query: { divisionId } });
