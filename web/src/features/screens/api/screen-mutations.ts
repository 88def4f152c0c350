// The organiser's changes to paired TV screens.
import type { ScreenClaim } from '@core/schemas/screen.ts';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { screensQuery, type Screen } from './get-screens.ts';

export const useClaimScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: ScreenClaim) => api.post<Screen>('/screens/claim', input),
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
