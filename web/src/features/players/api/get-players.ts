import type { Player } from '@core/schemas/player.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const playersQuery = () => listQuery<Player>(api.players.$path());
