import type { TransferWindow } from '@core/schemas/transfer.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every window; invalidating it also refreshes each league's list. */
export const transferWindowsQuery = () => listQuery<TransferWindow>(api['transfer-windows'].$path());
export const leagueTransferWindowsQuery = (leagueId: number) =>
  listQuery<TransferWindow>(api['transfer-windows'].$path({ query: { leagueId } }));
