import type { VenueTable } from '@core/schemas/venue.ts';
import { listQuery } from '@/lib/queries.ts';

export const venueTablesQuery = (venueId: number) => listQuery<VenueTable>(`/venues/${venueId}/tables`);
