import type { TransferWindow } from '@core/schemas/transfer.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every window; invalidating it also refreshes each league's list. */
export const transferWindowsQuery = () => listQuery<TransferWindow>('/transfer-windows');
export const leagueTransferWindowsQuery = (leagueId: number) =>
  listQuery<TransferWindow>(`/transfer-windows?leagueId=${leagueId}`);
