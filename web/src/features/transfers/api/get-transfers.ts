import type { Transfer } from '@core/schemas/transfer.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const transfersQuery = () => listQuery<Transfer>(api.transfers.$path());
