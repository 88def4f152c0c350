import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export const playersQuery = (organisationId?: number) => read(api.players, { query: scoped(organisationId) });
