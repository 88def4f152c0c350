import type { Team } from '@core/schemas/team.ts';
import type { TeamStats } from '@core/schemas/stats.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

export const teamQuery = (id: number) => itemQuery<Team>(api.teams[':id'].$path({ param: { id } }));

export const teamStatsQuery = (id: number) =>
  itemQuery<TeamStats>(api.teams[':id'].stats.$path({ param: { id }, query: {} }));
