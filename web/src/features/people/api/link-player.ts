// Links a player record to an account (PATCH /api/players/{id} {userId}); a record already linked to
// this account is let go first, so one account has one player record.
import { playersQuery } from '@/features/players/api/get-players.ts';
import { updatePlayer } from '@/features/players/api/player-mutations.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { usersQuery } from './get-users.ts';

export interface PlayerLink {
  userId: string;
  playerId: number;
  /** The record linked to the account now, if any. */
  previousPlayerId: number | null;
}

export async function linkPlayer({ userId, playerId, previousPlayerId }: PlayerLink) {
  if (previousPlayerId !== null && previousPlayerId !== playerId) {
    await updatePlayer({ id: previousPlayerId, userId: null });
  }
  return updatePlayer({ id: playerId, userId });
}

export const useLinkPlayer = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: linkPlayer,
    invalidates: [usersQuery().queryKey, playersQuery().queryKey],
    success: 'Player linked successfully',
    fallback: 'Failed to link player',
    onSuccess,
  });
