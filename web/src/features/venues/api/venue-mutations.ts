import type { VenueCreate, VenueUpdate } from '@core/schemas/venue.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { venuesQuery } from './get-venues.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createVenue = (input: VenueCreate) => ok(api.venues.$post({ json: input }));
export const updateVenue = ({ id, ...input }: VenueUpdate & { id: number }) =>
  ok(api.venues[':id'].$patch({ param: { id }, json: input }));
export const deleteVenue = (id: number) => ok(api.venues[':id'].$delete({ param: { id } }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreateVenue = (onSuccess?: () => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: VenueCreate) =>
      createVenue({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [venuesQuery().queryKey],
    success: 'Venue created successfully',
    fallback: 'Failed to create venue',
    onSuccess,
  });
};

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
