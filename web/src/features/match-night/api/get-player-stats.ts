import type { PlayerStats } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** A player's statistics and rating now (GET /api/players/{id}/stats); not kept offline. */
export const playerStatsQuery = (id: number) =>
  itemQuery<PlayerStats>(api.players[':id'].stats.$path({ param: { id }, query: {} }));
