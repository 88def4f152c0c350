import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const venueTablesQuery = (venueId: number) =>
  read(api.venues[':id'].tables, { param: { id: venueId } });
