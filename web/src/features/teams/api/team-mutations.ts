import type { Team, TeamCreate, TeamUpdate } from '@core/schemas/team.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { transfersQuery } from '@/features/transfers/api/get-transfers.ts';
import { teamsQuery } from './get-teams.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createTeam = (input: TeamCreate) => ok(api.teams.$post({ json: input }));
export const updateTeam = ({ id, ...input }: TeamUpdate & { id: number }) =>
  ok(api.teams[':id'].$patch({ param: { id }, json: input }));
export const deleteTeam = (id: number) => ok(api.teams[':id'].$delete({ param: { id } }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreateTeam = (onSuccess?: (team: Team) => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: TeamCreate) => createTeam({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [teamsQuery().queryKey],
    success: 'Team created successfully',
    fallback: 'Failed to create team',
    onSuccess,
  });
};

export const useUpdateTeam = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateTeam,
    invalidates: [teamsQuery().queryKey],
    success: 'Team updated successfully',
    fallback: 'Failed to update team',
    onSuccess,
  });

export const useDeleteTeam = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteTeam,
    invalidates: [
      teamsQuery().queryKey,
      divisionsQuery().queryKey,
      fixturesQuery().queryKey,
      transfersQuery().queryKey,
    ],
    success: 'Team deleted successfully',
    fallback: 'Failed to delete team',
    onSuccess,
  });
