// E-mail notifications a person can turn off (GET/PATCH /api/me/notifications) and the one-click
// unsubscribe of each e-mail (POST /api/unsubscribe). docs/notifications.md says when each is sent.
import { z } from 'zod';

/** The same list as public.notification_kinds() (tests/api/notifications.test.ts ties them). */
export const notificationKinds = ['fixture', 'confirmation', 'transfer'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  fixture: 'My fixture is postponed, rescheduled, voided or forfeited',
  confirmation: 'A result waits for my confirmation, or is disputed',
  transfer: 'A transfer request for my team is decided',
};

const flag = (kind: NotificationKind) => z.boolean(`${kind} must be true or false`);

export const notificationSettingsSchema = z.object({
  fixture: z.boolean(),
  confirmation: z.boolean(),
  transfer: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = z.strictObject(
  {
    fixture: flag('fixture').optional(),
    confirmation: flag('confirmation').optional(),
    transfer: flag('transfer').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown notification: ${issue.keys.join(', ')}` : undefined,
  },
);
export type NotificationSettingsUpdate = z.input<typeof notificationSettingsUpdateSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const unsubscribedSchema = z.object({ kind: z.enum(notificationKinds), label: z.string() });
