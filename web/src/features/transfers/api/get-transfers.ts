import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const transfersQuery = () => read(api.transfers);
