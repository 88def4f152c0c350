import type { Standing } from '@core/schemas/standing.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

/** One division's table, in league order (under /standings, so a result refreshes it). */
export const divisionStandingsQuery = (divisionId: number) =>
  listQuery<Standing>(api.standings.$path({ query: { divisionId } }));
