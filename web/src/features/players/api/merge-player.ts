import type { PlayerMerge } from '@core/schemas/player.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { transfersQuery } from '@/features/transfers/api/get-transfers.ts';
import { playersQuery } from './get-players.ts';

export type MergePlayerInput = PlayerMerge & { id: number };

export const mergePlayer = ({ id, ...input }: MergePlayerInput) =>
  ok(api.players[':id'].merge.$post({ param: { id }, json: input }));

export const useMergePlayer = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: mergePlayer,
    invalidates: [playersQuery().queryKey, teamsQuery().queryKey, transfersQuery().queryKey],
    success: 'Players merged successfully',
    fallback: 'Failed to merge players',
    onSuccess,
  });
