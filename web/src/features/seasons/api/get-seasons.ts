import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/** Finished seasons (one organisation's when given). */
export const seasonsQuery = (organisationId?: number | null) =>
  queryOptions({ ...read(api.seasons, { query: scoped(organisationId) }), enabled: organisationId !== null });
