import type { LeagueCreate } from '@core/schemas/league.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { leaguesQuery } from './get-leagues.ts';

export const createLeague = (input: LeagueCreate) => ok(api.leagues.$post({ json: input }));

export const useCreateLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createLeague,
    invalidates: [leaguesQuery().queryKey],
    success: 'League created successfully',
    fallback: 'Failed to create league',
    onSuccess,
  });
