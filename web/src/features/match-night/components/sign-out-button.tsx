// The shell's Sign Out, which first tells a scorer whose match night changes still wait on this
// phone: they are kept and sent when that scorer signs in here again, never as the next user.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { unsentText, waitingFor } from '../outbox/waiting.ts';

export function SignOutButton({ userId, signOut }: { userId: string; signOut: () => Promise<void> }) {
  const [waiting, setWaiting] = useState(0);

  const click = async () => {
    const n = await waitingFor(userId).catch((error: unknown) => {
      // No readable outbox means none was saved either.
      console.warn('match night: the outbox could not be read', error);
      return 0;
    });
    if (n > 0) setWaiting(n);
    else await signOut();
  };

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => void click()}>
        Sign Out
      </Button>
      <ConfirmDialog
        open={waiting > 0}
        onOpenChange={(open) => !open && setWaiting(0)}
        title="Changes not sent yet"
        description={unsentText(waiting)}
        confirmLabel="Sign Out anyway"
        onConfirm={() => void signOut()}
      />
    </>
  );
}
