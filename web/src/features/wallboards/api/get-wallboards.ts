import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Every wallboard; invalidating it also refreshes each wallboard's sponsors. */
export const wallboardsQuery = () => read(api.wallboards);
