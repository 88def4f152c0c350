import type { PlayerListItem } from '@core/schemas/player.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const playersQuery = () => listQuery<PlayerListItem>(api.players.$path());
