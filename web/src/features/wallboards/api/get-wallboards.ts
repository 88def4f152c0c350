import type { Wallboard } from '@core/schemas/wallboard.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every wallboard; invalidating it also refreshes each wallboard's sponsors. */
export const wallboardsQuery = () => listQuery<Wallboard>('/wallboards');
