import type { WallboardCreate, WallboardUpdate } from '@core/schemas/wallboard.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { wallboardsQuery } from './get-wallboards.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export const createWallboard = (input: WallboardCreate) => ok(api.wallboards.$post({ json: input }));
export const updateWallboard = ({ id, ...input }: WallboardUpdate & { id: number }) =>
  ok(api.wallboards[':id'].$patch({ param: { id }, json: input }));
export const deleteWallboard = (id: number) => ok(api.wallboards[':id'].$delete({ param: { id } }));

// Made in the organisation shown (lib/organisation.ts); the API's default when it is not known yet.
export const useCreateWallboard = (onSuccess?: () => void) => {
  const organisationId = useOrganisationId();
  return useApiMutation({
    mutationFn: (input: WallboardCreate) =>
      createWallboard({ ...input, organisationId: organisationId ?? undefined }),
    invalidates: [wallboardsQuery().queryKey],
    success: 'Wallboard created successfully',
    fallback: 'Failed to create wallboard',
    onSuccess,
  });
};

export const useUpdateWallboard = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateWallboard,
    invalidates: [wallboardsQuery().queryKey],
    success: 'Wallboard updated successfully',
    fallback: 'Failed to update wallboard',
    onSuccess,
  });

export const useDeleteWallboard = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteWallboard,
    invalidates: [wallboardsQuery().queryKey],
    success: 'Wallboard deleted successfully',
    fallback: 'Failed to delete wallboard',
    onSuccess,
  });
