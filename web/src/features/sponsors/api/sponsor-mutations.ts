import type { SponsorCreate, SponsorUpdate } from '@core/schemas/sponsor.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { sponsorsQuery } from './get-sponsors.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createSponsor = (input: SponsorCreate) => ok(api.sponsors.$post({ json: input }));
export const updateSponsor = ({ id, ...input }: SponsorUpdate & { id: number }) =>
  ok(api.sponsors[':id'].$patch({ param: { id }, json: input }));
export const deleteSponsor = (id: number) => ok(api.sponsors[':id'].$delete({ param: { id } }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreateSponsor = (onSuccess?: () => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: SponsorCreate) =>
      createSponsor({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [sponsorsQuery().queryKey],
    success: 'Sponsor created successfully',
    fallback: 'Failed to create sponsor',
    onSuccess,
  });
};

export const useUpdateSponsor = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateSponsor,
    invalidates: [sponsorsQuery().queryKey],
    success: 'Sponsor updated successfully',
    fallback: 'Failed to update sponsor',
    onSuccess,
  });

export const useDeleteSponsor = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteSponsor,
    invalidates: [sponsorsQuery().queryKey, wallboardsQuery().queryKey],
    success: 'Sponsor deleted successfully',
    fallback: 'Failed to delete sponsor',
    onSuccess,
  });
