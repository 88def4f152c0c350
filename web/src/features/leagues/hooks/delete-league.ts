import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

export const deleteLeague = (id: number) => api.delete(`/leagues/${id}`);

/** A league's divisions, fixtures, windows and wallboards go with it. */
export const useDeleteLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteLeague,
    invalidates: ['/leagues', '/divisions', '/fixtures', '/wallboards', '/transfer-windows'],
    success: 'League deleted successfully',
    fallback: 'Failed to delete league',
    onSuccess,
  });
