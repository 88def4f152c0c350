import type { PlayerCreate, PlayerUpdate } from '@core/schemas/player.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { transfersQuery } from '@/features/transfers/api/get-transfers.ts';
import { playersQuery } from './get-players.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createPlayer = (input: PlayerCreate) => ok(api.players.$post({ json: input }));
export const updatePlayer = ({ id, ...input }: PlayerUpdate & { id: number }) =>
  ok(api.players[':id'].$patch({ param: { id }, json: input }));
export const deletePlayer = (id: number) => ok(api.players[':id'].$delete({ param: { id } }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreatePlayer = (onSuccess?: () => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: PlayerCreate) =>
      createPlayer({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [playersQuery().queryKey],
    success: 'Player created successfully',
    fallback: 'Failed to create player',
    onSuccess,
  });
};

export const useUpdatePlayer = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updatePlayer,
    invalidates: [playersQuery().queryKey],
    success: 'Player updated successfully',
    fallback: 'Failed to update player',
    onSuccess,
  });

export const useDeletePlayer = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deletePlayer,
    invalidates: [playersQuery().queryKey, teamsQuery().queryKey, transfersQuery().queryKey],
    success: 'Player deleted successfully',
    fallback: 'Failed to delete player',
    onSuccess,
  });
