import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { transferWindowsQuery } from '@/features/transfers/api/get-transfer-windows.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { leaguesQuery } from './get-leagues.ts';

export const deleteLeague = (id: number) => ok(api.leagues[':id'].$delete({ param: { id } }));

/** A league's divisions, fixtures, windows and wallboards go with it. */
export const useDeleteLeague = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteLeague,
    invalidates: [
      leaguesQuery().queryKey,
      divisionsQuery().queryKey,
      fixturesQuery().queryKey,
      wallboardsQuery().queryKey,
      transferWindowsQuery().queryKey,
    ],
    success: 'League deleted successfully',
    fallback: 'Failed to delete league',
    onSuccess,
  });
