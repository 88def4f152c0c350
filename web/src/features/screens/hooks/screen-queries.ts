// Paired TV screens: the list (query options, the one source of its key) and the organiser's changes.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

export interface Screen {
  id: number;
  name: string;
  wallboardId: number | null;
  wallboardName: string | null;
  lastSeenAt: string | null;
  userAgent: string | null;
  appVersion: string | null;
  online: boolean;
  createdAt: string;
}

export interface ClaimScreen {
  code: string;
  name: string;
  wallboardId: number;
}

// Online/offline is derived from heartbeats, which are not announced live; a slow poll keeps it current.
export const screensQuery = () => queryOptions<Screen[]>({ queryKey: ['/screens'], refetchInterval: 30_000 });

export const useClaimScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: ClaimScreen) => api.post<Screen>('/screens/claim', input),
    invalidates: ['/screens'],
    success: 'Screen paired successfully',
    fallback: 'Failed to pair screen',
    onSuccess,
  });

export const useUpdateScreen = () =>
  useApiMutation({
    mutationFn: ({ id, ...input }: { id: number; wallboardId?: number; name?: string }) =>
      api.patch<Screen>(`/screens/${id}`, input),
    invalidates: ['/screens'],
    success: 'Screen updated successfully',
    fallback: 'Failed to update screen',
  });

export const useRevokeScreen = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: number) => api.delete(`/screens/${id}`),
    invalidates: ['/screens'],
    success: 'Screen revoked successfully',
    fallback: 'Failed to revoke screen',
    onSuccess,
  });

/** "Chrome 128 on Linux"-style summary of a user agent, for the screens table. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return '-';
  const silk = /Silk\/(\d+)/.exec(userAgent);
  if (silk) return `Silk ${silk[1]}`;
  const chrome = /(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/.exec(userAgent);
  const os = /Android|Linux|Windows|Mac OS X|CrOS|Tizen|Web0S/.exec(userAgent)?.[0];
  const name = chrome
    ? `Chrome ${chrome[1]}`
    : (/Firefox\/(\d+)/.exec(userAgent)?.[0].replace('/', ' ') ?? 'Browser');
  return os ? `${name} on ${os}` : name;
}
