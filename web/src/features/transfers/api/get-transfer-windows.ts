import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Every window; invalidating it also refreshes each league's list. */
export const transferWindowsQuery = () => read(api['transfer-windows']);
export const leagueTransferWindowsQuery = (leagueId: number) =>
  read(api['transfer-windows'], { query: { leagueId } });
