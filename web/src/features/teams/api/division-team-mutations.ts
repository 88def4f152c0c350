// How a team joins or leaves a division.
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';

export const addTeamToDivision = ({ divisionId, teamId }: { divisionId: number; teamId: number }) =>
  ok(api.divisions[':id'].teams.$post({ param: { id: divisionId }, json: { teamId } }));
export const removeTeamFromDivision = ({ divisionId, teamId }: { divisionId: number; teamId: number }) =>
  ok(api.divisions[':id'].teams[':teamId'].$delete({ param: { id: divisionId, teamId } }));

/** silent: when a team just created here joins, its own 'created' toast is the one to keep. */
export const useAddTeamToDivision = (silent = false) =>
  useApiMutation({
    mutationFn: addTeamToDivision,
    invalidates: [divisionsQuery().queryKey, standingsQuery().queryKey],
    success: silent ? undefined : 'Team added to division successfully',
    fallback: 'Failed to add team to division',
  });

export const useRemoveTeamFromDivision = () =>
  useApiMutation({
    mutationFn: removeTeamFromDivision,
    invalidates: [divisionsQuery().queryKey, standingsQuery().queryKey],
    success: 'Team removed from division successfully',
    fallback: 'Failed to remove team from division',
  });
