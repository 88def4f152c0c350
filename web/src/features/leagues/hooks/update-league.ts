import type { League, LeagueUpdate } from '@core/schemas/league.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

export const updateLeague = ({ id, ...input }: LeagueUpdate & { id: number }) =>
  api.patch<League>(`/leagues/${id}`, input);

export const useUpdateLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateLeague,
    invalidates: ['/leagues'],
    success: 'League updated successfully',
    fallback: 'Failed to update league',
    onSuccess,
  });
