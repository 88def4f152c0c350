import type { League, LeagueCreate } from '@core/schemas/league.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { leaguesQuery } from './get-leagues.ts';

export const createLeague = (input: LeagueCreate) => api.post<League>('/leagues', input);

export const useCreateLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createLeague,
    invalidates: [leaguesQuery().queryKey],
    success: 'League created successfully',
    fallback: 'Failed to create league',
    onSuccess,
  });
