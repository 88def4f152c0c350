import type { WallboardSponsor } from '@core/schemas/wallboard.ts';
import { listQuery } from '@/lib/queries.ts';

export const wallboardSponsorsQuery = (wallboardId: number) =>
  listQuery<WallboardSponsor>(`/wallboards/${wallboardId}/sponsors`);
