import type { Player } from '@core/schemas/player.ts';
import type { PlayerHistory, PlayerStats } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

export const playerQuery = (id: number) => itemQuery<Player>(api.players[':id'].$path({ param: { id } }));

/**
 * A player's statistics and rating now, over every league and division: the player page, a team's
 * players and Match Night's odds.
 */
export const playerStatsQuery = (id: number) =>
  itemQuery<PlayerStats>(api.players[':id'].stats.$path({ param: { id }, query: {} }));

export const playerHistoryQuery = (id: number) =>
  itemQuery<PlayerHistory>(api.players[':id']['rating-history'].$path({ param: { id } }));
