import type { LeaderboardMetric } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export interface LeaderboardFilters {
  leagueId?: number;
  divisionId?: number;
  metric: LeaderboardMetric;
  /** Absent: the league's own minimum (leaderboard.min_frames). */
  minFrames?: number;
}

/** Absent filters are left out, so the key is the same however a screen spells "no filter". */
export const leaderboardQuery = (filters: LeaderboardFilters) => {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return read(api.leaderboards, { query });
};
