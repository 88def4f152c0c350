import type { League, LeagueUpdate } from '@core/schemas/league.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { leaguesQuery } from './get-leagues.ts';

export const updateLeague = ({ id, ...input }: LeagueUpdate & { id: number }) =>
  api.patch<League>(`/leagues/${id}`, input);

export const useUpdateLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateLeague,
    invalidates: [leaguesQuery().queryKey],
    success: 'League updated successfully',
    fallback: 'Failed to update league',
    onSuccess,
  });
