import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const cupsQuery = () => read(api.cups, { query: {} });

/** The cup with its entries and matches: the one read of the cup screen. */
export const bracketQuery = (id: number) => read(api.cups[':id'].bracket, { param: { id } });
