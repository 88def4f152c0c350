import type { LeagueCreate } from '@core/schemas/league.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { leaguesQuery } from './get-leagues.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createLeague = (input: LeagueCreate) => ok(api.leagues.$post({ json: input }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreateLeague = (onSuccess?: () => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: LeagueCreate) =>
      createLeague({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [leaguesQuery().queryKey],
    success: 'League created successfully',
    fallback: 'Failed to create league',
    onSuccess,
  });
};
