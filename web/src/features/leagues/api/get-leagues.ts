import type { League } from '@core/schemas/league.ts';
import { listQuery } from '@/lib/queries.ts';

export const leaguesQuery = () => listQuery<League>('/leagues');
