import type { TransferCreate } from '@core/schemas/transfer.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { transfersQuery } from './get-transfers.ts';

export const createTransfer = (input: TransferCreate) => ok(api.transfers.$post({ json: input }));

export const useCreateTransfer = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createTransfer,
    invalidates: [transfersQuery().queryKey],
    success: 'Transfer request created successfully',
    fallback: 'Failed to create transfer request',
    onSuccess,
  });
