// The organiser's changes to paired TV screens.
import type { ScreenClaim, ScreenCommandType } from '@core/schemas/screen.ts';
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

const commandTexts = {
  reload: { success: 'The screen reloads within seconds', fallback: 'Failed to reload the screen' },
  identify: {
    success: 'The screen shows its name for 10 seconds',
    fallback: 'Failed to identify the screen',
  },
} as const;

/** Reload or Identify: the TV acts within seconds (live stream, or its 5 s poll while the stream is down). */
export const useScreenCommand = (type: ScreenCommandType) =>
  useApiMutation({
    mutationFn: (id: number) =>
      ok(
        type === 'reload'
          ? api.screens[':id'].reload.$post({ param: { id } })
          : api.screens[':id'].identify.$post({ param: { id } }),
      ),
    invalidates: [],
    ...commandTexts[type],
  });
