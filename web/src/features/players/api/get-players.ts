import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export const playersQuery = (organisationId?: number | null) =>
  queryOptions({ ...read(api.players, { query: scoped(organisationId) }), enabled: organisationId !== null });
