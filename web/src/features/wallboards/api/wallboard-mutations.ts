import type { Wallboard, WallboardCreate, WallboardUpdate } from '@core/schemas/wallboard.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { wallboardsQuery } from './get-wallboards.ts';

export const createWallboard = (input: WallboardCreate) => api.post<Wallboard>('/wallboards', input);
export const updateWallboard = ({ id, ...input }: WallboardUpdate & { id: number }) =>
  api.patch<Wallboard>(`/wallboards/${id}`, input);
export const deleteWallboard = (id: number) => api.delete(`/wallboards/${id}`);

export const useCreateWallboard = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createWallboard,
    invalidates: [wallboardsQuery().queryKey],
    success: 'Wallboard created successfully',
    fallback: 'Failed to create wallboard',
    onSuccess,
  });

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
