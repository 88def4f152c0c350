// League history snapshots (standings and results of a season, frozen as JSON).
import { z } from 'zod';
import { id, timestamp } from './common.ts';

export const leagueHistorySchema = z.object({
  id,
  leagueId: id,
  snapshot: z.unknown(),
  createdAt: timestamp,
});
export type LeagueHistory = z.infer<typeof leagueHistorySchema>;
