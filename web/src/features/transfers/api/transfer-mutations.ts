import type { TransferWindowCreate } from '@core/schemas/transfer.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { transferWindowsQuery } from './get-transfer-windows.ts';
import { transfersQuery } from './get-transfers.ts';

export const approveTransfer = (id: number) =>
  ok(
    api.transfers[':id'].$patch({
      param: { id },
      json: { status: 'approved', approvedAt: new Date().toISOString() },
    }),
  );
export const rejectTransfer = (id: number) =>
  ok(api.transfers[':id'].$patch({ param: { id }, json: { status: 'rejected' } }));
export const createTransferWindow = (input: TransferWindowCreate) =>
  ok(api['transfer-windows'].$post({ json: input }));

// Approving moves the player's roster entry, so rosters refresh too.
export const useApproveTransfer = () =>
  useApiMutation({
    mutationFn: approveTransfer,
    invalidates: [transfersQuery().queryKey, teamsQuery().queryKey],
    success: 'Transfer approved successfully',
    fallback: 'Failed to approve transfer',
  });

export const useRejectTransfer = () =>
  useApiMutation({
    mutationFn: rejectTransfer,
    invalidates: [transfersQuery().queryKey],
    success: 'Transfer rejected successfully',
    fallback: 'Failed to reject transfer',
  });

export const useCreateTransferWindow = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createTransferWindow,
    invalidates: [transferWindowsQuery().queryKey],
    success: 'Transfer window created successfully',
    fallback: 'Failed to create transfer window',
    onSuccess,
  });
