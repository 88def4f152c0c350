import { useQuery } from '@tanstack/react-query';
import { notificationKindLabels, notificationKinds } from '@core/schemas/notification.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { notificationsQuery, useUpdateNotifications } from '../api/notifications.ts';

/** Each kind of e-mail on or off; a change is saved at once. */
export function NotificationsCard({ userId }: { userId: string }) {
  const settings = useQuery(notificationsQuery(userId));
  const update = useUpdateNotifications();
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail notifications</CardTitle>
        <CardDescription>
          Captains get these e-mails about their team. Untick what you do not want.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isError ? (
          <LoadError error={settings.error} />
        ) : (
          notificationKinds.map((kind) => (
            <div key={kind} className="flex items-center gap-3">
              <Checkbox
                id={`notify-${kind}`}
                checked={settings.data?.[kind] ?? false}
                disabled={!settings.data || update.isPending}
                onCheckedChange={(checked) => update.mutate({ [kind]: checked === true })}
              />
              <Label htmlFor={`notify-${kind}`}>{notificationKindLabels[kind]}</Label>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
