import type { VenueTable } from '@core/schemas/venue.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const venueTablesQuery = (venueId: number) =>
  listQuery<VenueTable>(api.venues[':id'].tables.$path({ param: { id: venueId } }));
