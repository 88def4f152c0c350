import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export const leaguesQuery = (organisationId?: number) => read(api.leagues, { query: scoped(organisationId) });
