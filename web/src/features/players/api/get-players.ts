import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const playersQuery = () => read(api.players);
