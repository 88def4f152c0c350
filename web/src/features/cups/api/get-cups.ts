import type { Cup, CupBracket } from '@core/schemas/cup.ts';
import { api } from '@/lib/api.ts';
import { itemQuery, listQuery } from '@/lib/queries.ts';

export const cupsQuery = () => listQuery<Cup>(api.cups.$path({ query: {} }));

/** The cup with its entries and matches: the one read of the cup screen. */
export const bracketQuery = (id: number) =>
  itemQuery<CupBracket>(api.cups[':id'].bracket.$path({ param: { id } }));
