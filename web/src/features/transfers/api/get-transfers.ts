import type { Transfer } from '@core/schemas/transfer.ts';
import { listQuery } from '@/lib/queries.ts';

export const transfersQuery = () => listQuery<Transfer>('/transfers');
