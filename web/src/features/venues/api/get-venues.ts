import type { Venue } from '@core/schemas/venue.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

/** Every venue; invalidating it also refreshes the tables under it. */
export const venuesQuery = () => listQuery<Venue>(api.venues.$path());
