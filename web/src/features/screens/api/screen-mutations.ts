// The organiser's changes to paired TV screens.
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { screensQuery, type Screen } from './get-screens.ts';

export interface ClaimScreen {
  code: string;
  name: string;
  wallboardId: number;
}

export const useClaimScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: ClaimScreen) => api.post<Screen>('/screens/claim', input),
    invalidates: [screensQuery().queryKey],
    success: 'Screen paired successfully',
    fallback: 'Failed to pair screen',
    onSuccess,
  });

export const useUpdateScreen = () =>
  useApiMutation({
    mutationFn: ({ id, ...input }: { id: number; wallboardId?: number; name?: string }) =>
      api.patch<Screen>(`/screens/${id}`, input),
    invalidates: [screensQuery().queryKey],
    success: 'Screen updated successfully',
    fallback: 'Failed to update screen',
  });

export const useRevokeScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: number) => api.delete(`/screens/${id}`),
    invalidates: [screensQuery().queryKey],
    success: 'Screen revoked successfully',
    fallback: 'Failed to revoke screen',
    onSuccess,
  });
