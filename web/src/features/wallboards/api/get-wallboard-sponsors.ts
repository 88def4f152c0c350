import type { WallboardSponsor } from '@core/schemas/wallboard.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const wallboardSponsorsQuery = (wallboardId: number) =>
  listQuery<WallboardSponsor>(api.wallboards[':id'].sponsors.$path({ param: { id: wallboardId } }));
