import type { HeadToHead } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** Two players' frames against each other and the rating's chance (GET /api/head-to-head). */
export const headToHeadQuery = (playerA: number, playerB: number) =>
  itemQuery<HeadToHead>(api['head-to-head'].$path({ query: { playerA, playerB } }));
