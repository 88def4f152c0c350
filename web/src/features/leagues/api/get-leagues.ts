import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const leaguesQuery = () => read(api.leagues);
