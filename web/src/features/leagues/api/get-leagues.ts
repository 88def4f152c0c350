import type { League } from '@core/schemas/league.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const leaguesQuery = () => listQuery<League>(api.leagues.$path());
