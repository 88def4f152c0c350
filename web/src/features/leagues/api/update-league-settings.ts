import type { LeagueSettings } from '@core/schemas/league.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';
import { leaguesQuery } from './get-leagues.ts';

export const updateLeagueSettings = ({ id, settings }: { id: number; settings: LeagueSettings }) =>
  ok(api.leagues[':id'].$patch({ param: { id }, json: { settings } }));

/** Saving the rules recomputes every table of the league on the server, so the standings refresh. */
export const useUpdateLeagueSettings = () =>
  useApiMutation({
    mutationFn: updateLeagueSettings,
    invalidates: [leaguesQuery().queryKey, standingsQuery().queryKey],
    success: 'League settings saved',
    fallback: 'Failed to save league settings',
  });
