// The organiser's changes to paired TV screens.
import type { ScreenClaim } from '@core/schemas/screen.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { screensQuery } from './get-screens.ts';

export const useClaimScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: ScreenClaim) => ok(api.screens.claim.$post({ json: input })),
    invalidates: [screensQuery().queryKey],
    success: 'Screen paired successfully',
    fallback: 'Failed to pair screen',
    onSuccess,
  });

export const useUpdateScreen = () =>
  useApiMutation({
    mutationFn: ({ id, ...input }: { id: number; wallboardId?: number; name?: string }) =>
      ok(api.screens[':id'].$patch({ param: { id }, json: input })),
    invalidates: [screensQuery().queryKey],
    success: 'Screen updated successfully',
    fallback: 'Failed to update screen',
  });

export const useRevokeScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: number) => ok(api.screens[':id'].$delete({ param: { id } })),
    invalidates: [screensQuery().queryKey],
    success: 'Screen revoked successfully',
    fallback: 'Failed to revoke screen',
    onSuccess,
  });
