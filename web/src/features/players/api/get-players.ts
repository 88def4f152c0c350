import type { Player } from '@core/schemas/player.ts';
import { listQuery } from '@/lib/queries.ts';

export const playersQuery = () => listQuery<Player>('/players');
