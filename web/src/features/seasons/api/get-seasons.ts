import type { PastSeason } from '@core/schemas/rollover.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const seasonsQuery = () => listQuery<PastSeason>(api.seasons.$path());
