import type { Venue, VenueCreate, VenueUpdate } from '@core/schemas/venue.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

export const createVenue = (input: VenueCreate) => api.post<Venue>('/venues', input);
export const updateVenue = ({ id, ...input }: VenueUpdate & { id: number }) =>
  api.patch<Venue>(`/venues/${id}`, input);
export const deleteVenue = (id: number) => api.delete(`/venues/${id}`);

export const useCreateVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createVenue,
    invalidates: ['/venues'],
    success: 'Venue created successfully',
    fallback: 'Failed to create venue',
    onSuccess,
  });

export const useUpdateVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateVenue,
    invalidates: ['/venues'],
    success: 'Venue updated successfully',
    fallback: 'Failed to update venue',
    onSuccess,
  });

export const useDeleteVenue = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteVenue,
    invalidates: ['/venues', '/fixtures', '/wallboards'],
    success: 'Venue deleted successfully',
    fallback: 'Failed to delete venue',
    onSuccess,
  });
