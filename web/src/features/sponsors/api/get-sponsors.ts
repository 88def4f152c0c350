import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export const sponsorsQuery = (organisationId?: number | null) =>
  queryOptions({
    ...read(api.sponsors, { query: scoped(organisationId) }),
    enabled: organisationId !== null,
  });
