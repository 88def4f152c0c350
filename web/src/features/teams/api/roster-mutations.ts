import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from './get-teams.ts';

export const removePlayerFromTeam = ({ teamId, entryId }: { teamId: number; entryId: number }) =>
  ok(api.teams[':id'].players[':entryId'].$delete({ param: { id: teamId, entryId } }));

export const useRemovePlayerFromTeam = () =>
  useApiMutation({
    mutationFn: removePlayerFromTeam,
    invalidates: [teamsQuery().queryKey, playersQuery().queryKey],
    success: 'Player removed from team successfully',
    fallback: 'Failed to remove player from team',
  });
