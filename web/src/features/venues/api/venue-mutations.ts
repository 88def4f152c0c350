import type { Venue, VenueCreate, VenueUpdate } from '@core/schemas/venue.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { venuesQuery } from './get-venues.ts';

export const createVenue = (input: VenueCreate) => api.post<Venue>('/venues', input);
export const updateVenue = ({ id, ...input }: VenueUpdate & { id: number }) =>
  api.patch<Venue>(`/venues/${id}`, input);
export const deleteVenue = (id: number) => api.delete(`/venues/${id}`);

export const useCreateVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createVenue,
    invalidates: [venuesQuery().queryKey],
    success: 'Venue created successfully',
    fallback: 'Failed to create venue',
    onSuccess,
  });

export const useUpdateVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateVenue,
    invalidates: [venuesQuery().queryKey],
    success: 'Venue updated successfully',
    fallback: 'Failed to update venue',
    onSuccess,
  });

export const useDeleteVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteVenue,
    invalidates: [venuesQuery().queryKey, fixturesQuery().queryKey, wallboardsQuery().queryKey],
    success: 'Venue deleted successfully',
    fallback: 'Failed to delete venue',
    onSuccess,
  });
