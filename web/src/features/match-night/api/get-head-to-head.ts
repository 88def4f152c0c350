import type { HeadToHead } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** Two players' record and the rating's chance that A wins their next frame (GET /api/head-to-head). */
export const headToHeadQuery = (playerA: number, playerB: number) =>
  itemQuery<HeadToHead>(
    api['head-to-head'].$path({ query: { playerA: String(playerA), playerB: String(playerB) } }),
  );
