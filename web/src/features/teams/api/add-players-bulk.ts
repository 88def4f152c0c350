import type { RosterBulk } from '@core/schemas/roster.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from './get-teams.ts';

export type AddPlayersInput = RosterBulk & { teamId: number; teamName: string };

/** Many players onto one roster in one call, all or nothing (named ones are created). */
export const addPlayersBulk = ({ teamId, players }: AddPlayersInput) =>
  ok(api.teams[':id'].players.bulk.$post({ param: { id: teamId }, json: { players } }));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const useAddPlayersBulk = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: addPlayersBulk,
    // '/teams' covers every roster under it (lib/queries.ts under()); '/players' their team names.
    invalidates: [teamsQuery().queryKey, playersQuery().queryKey],
    success: ({ added, created }, { teamName }) =>
      `${plural(added.length, 'player')} added to ${teamName}` +
      (created.length ? ` (${created.length} new)` : ''),
    fallback: 'Failed to add players to the team',
    onSuccess,
  });
