import type { VenueTableCreate, VenueTableUpdate } from '@core/schemas/venue.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { venuesQuery } from './get-venues.ts';

type Ids = { venueId: number };

export const createTable = ({ venueId, ...input }: VenueTableCreate & Ids) =>
  ok(api.venues[':id'].tables.$post({ param: { id: venueId }, json: input }));
export const updateTable = ({ venueId, id, ...input }: VenueTableUpdate & Ids & { id: number }) =>
  ok(api.venues[':id'].tables[':tableId'].$patch({ param: { id: venueId, tableId: id }, json: input }));
export const deleteTable = ({ venueId, id }: Ids & { id: number }) =>
  ok(api.venues[':id'].tables[':tableId'].$delete({ param: { id: venueId, tableId: id } }));

export const useCreateTable = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createTable,
    invalidates: [venuesQuery().queryKey],
    success: 'Table created successfully',
    fallback: 'Failed to create table',
    onSuccess,
  });

export const useUpdateTable = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateTable,
    invalidates: [venuesQuery().queryKey],
    success: 'Table updated successfully',
    fallback: 'Failed to update table',
    onSuccess,
  });

export const useDeleteTable = () =>
  useApiMutation({
    mutationFn: deleteTable,
    invalidates: [venuesQuery().queryKey, fixturesQuery().queryKey],
    success: 'Table deleted successfully',
    fallback: 'Failed to delete table',
  });
