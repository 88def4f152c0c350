import type { LeagueUpdate } from '@core/schemas/league.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { leaguesQuery } from './get-leagues.ts';

export const updateLeague = ({ id, ...input }: LeagueUpdate & { id: number }) =>
  ok(api.leagues[':id'].$patch({ param: { id }, json: input }));

export const useUpdateLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateLeague,
    invalidates: [leaguesQuery().queryKey],
    success: 'League updated successfully',
    fallback: 'Failed to update league',
    onSuccess,
  });
