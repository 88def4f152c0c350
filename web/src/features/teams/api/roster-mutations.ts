import type { RosterCreate } from '@core/schemas/roster.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { teamsQuery } from './get-teams.ts';

export const addPlayerToTeam = ({ teamId, ...input }: RosterCreate & { teamId: number }) =>
  ok(api.teams[':id'].players.$post({ param: { id: teamId }, json: input }));
export const removePlayerFromTeam = ({ teamId, entryId }: { teamId: number; entryId: number }) =>
  ok(api.teams[':id'].players[':entryId'].$delete({ param: { id: teamId, entryId } }));

export const useAddPlayerToTeam = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: addPlayerToTeam,
    invalidates: [teamsQuery().queryKey],
    success: 'Player added to team successfully',
    fallback: 'Failed to add player to team',
    onSuccess,
  });

export const useRemovePlayerFromTeam = () =>
  useApiMutation({
    mutationFn: removePlayerFromTeam,
    invalidates: [teamsQuery().queryKey],
    success: 'Player removed from team successfully',
    fallback: 'Failed to remove player from team',
  });
