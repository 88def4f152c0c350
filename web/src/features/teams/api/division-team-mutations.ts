// How a team joins or leaves a division.
import type { DivisionTeam } from '@core/schemas/division.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';

export const addTeamToDivision = ({ divisionId, teamId }: { divisionId: number; teamId: number }) =>
  api.post<DivisionTeam>(`/divisions/${divisionId}/teams`, { teamId });
export const removeTeamFromDivision = ({ divisionId, teamId }: { divisionId: number; teamId: number }) =>
  api.delete(`/divisions/${divisionId}/teams/${teamId}`);

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
