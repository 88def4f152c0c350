import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Two players' frames against each other and the rating's chance (GET /api/head-to-head). */
export const headToHeadQuery = (playerA: number, playerB: number) =>
  read(api['head-to-head'], { query: { playerA, playerB } });
