import type { Me } from '@core/schemas/account.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** The signed-in user's own account, roles, linked player, team and next match. */
export const meQuery = () => itemQuery<Me>(api.me.$path());
