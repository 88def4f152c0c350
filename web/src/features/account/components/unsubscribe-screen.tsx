import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { unsubscribe } from '../api/notifications.ts';

/**
 * Where an e-mail's "stop these e-mails" link lands. It asks for a click, so a mail scanner that
 * opens links does not unsubscribe anyone (mail clients use the one-click header instead).
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  return (
    <Page title="E-mail notifications">
      <Card className="max-w-lg">
        <CardHeader>
          <CardTitle>Stop these e-mails</CardTitle>
          <CardDescription>You can turn them back on under Account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {stop.isSuccess ? (
            <p role="status">You will no longer get e-mails for: {stop.data.label}.</p>
          ) : (
            <Button disabled={!token || stop.isPending} onClick={() => stop.mutate()}>
              Unsubscribe
            </Button>
          )}
          {stop.isError && <LoadError error={stop.error} />}
        </CardContent>
      </Card>
    </Page>
  );
}
