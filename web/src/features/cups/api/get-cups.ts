import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

/** Every cup (one organisation's when given). */
export const cupsQuery = (organisationId?: number | null) =>
  queryOptions({ ...read(api.cups, { query: scoped(organisationId) }), enabled: organisationId !== null });

/** The cup with its entries and matches: the one read of the cup screen. */
export const bracketQuery = (id: number) => read(api.cups[':id'].bracket, { param: { id } });
