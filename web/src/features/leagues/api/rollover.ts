import type { RolloverRequest } from '@core/schemas/rollover.ts';
import { leaguesQuery } from './get-leagues.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { seasonsQuery } from '@/features/seasons/api/get-seasons.ts';

const rollover = ({ leagueId, ...json }: RolloverRequest & { leagueId: number }) =>
  ok(api.leagues[':id'].rollover.$post({ param: { id: String(leagueId) }, json }));

/** The plan only: nothing is written, nothing to refresh. */
export const usePlanSeason = () =>
  useApiMutation({
    mutationFn: (vars: Omit<RolloverRequest, 'dryRun'> & { leagueId: number }) =>
      rollover({ ...vars, dryRun: true }),
    invalidates: [],
    fallback: 'Failed to plan the next season',
  });

export const useStartSeason = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (vars: Omit<RolloverRequest, 'dryRun'> & { leagueId: number }) =>
      rollover({ ...vars, dryRun: false }),
    invalidates: [leaguesQuery().queryKey, seasonsQuery().queryKey],
    success: 'Season started successfully',
    fallback: 'Failed to start the next season',
    onSuccess,
  });
