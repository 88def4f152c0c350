import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettingsUpdate } from '@core/schemas/notification.ts';
import { api, keyOf, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

/** Which e-mails I get; keyed by the user, as /me is (get-me.ts). */
export const notificationsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [keyOf(api.me.notifications.$path()), ...(userId ? [userId] : [])],
    queryFn: () => ok(api.me.notifications.$get()),
  });

export const useUpdateNotifications = () =>
  useApiMutation({
    mutationFn: (input: NotificationSettingsUpdate) => ok(api.me.notifications.$patch({ json: input })),
    invalidates: [notificationsQuery().queryKey],
    success: 'Notification settings saved',
    fallback: 'Failed to save notification settings',
  });

export const unsubscribe = (token: string) => ok(api.unsubscribe.$post({ query: { token } }));
