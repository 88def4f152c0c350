import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const playerQuery = (id: number) => read(api.players[':id'], { param: { id } });

/**
 * A player's statistics and rating now, over every league and division: the player page, a team's
 * players and Match Night's odds.
 */
export const playerStatsQuery = (id: number) => read(api.players[':id'].stats, { param: { id }, query: {} });

export const playerHistoryQuery = (id: number) =>
  read(api.players[':id']['rating-history'], { param: { id } });
