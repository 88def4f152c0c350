import type { Wallboard } from '@core/schemas/wallboard.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every wallboard; invalidating it also refreshes each wallboard's sponsors. */
export const wallboardsQuery = () => listQuery<Wallboard>(api.wallboards.$path());
