import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Every venue; invalidating it also refreshes the tables under it. */
export const venuesQuery = () => read(api.venues);
