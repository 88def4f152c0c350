import type { Sponsor, SponsorCreate, SponsorUpdate } from '@core/schemas/sponsor.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { sponsorsQuery } from './get-sponsors.ts';

export const createSponsor = (input: SponsorCreate) => api.post<Sponsor>('/sponsors', input);
export const updateSponsor = ({ id, ...input }: SponsorUpdate & { id: number }) =>
  api.patch<Sponsor>(`/sponsors/${id}`, input);
export const deleteSponsor = (id: number) => api.delete(`/sponsors/${id}`);

export const useCreateSponsor = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createSponsor,
    invalidates: [sponsorsQuery().queryKey],
    success: 'Sponsor created successfully',
    fallback: 'Failed to create sponsor',
    onSuccess,
  });

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
