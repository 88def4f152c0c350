import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';

/** The invited address has an account: its owner signs in as it, then accepts. */
export function InvitationExistingAccount({
  email,
  pending,
  onAccept,
}: {
  email: string;
  pending: boolean;
  onAccept: () => void;
}) {
  const { user, loading, setDialogOpen, signOut } = useAuth();
  if (loading) return null;
  if (!user) {
    return (
      <div className="grid gap-4 text-center">
        <p>An account already exists for {email}: sign in to accept the invitation.</p>
        <Button className="justify-self-center" onClick={() => setDialogOpen(true)}>
          Sign In to Accept
        </Button>
      </div>
    );
  }
  if (user.email?.toLowerCase() !== email.toLowerCase()) {
    return (
      <div className="grid gap-4 text-center">
        <p>
          You are signed in as {user.email}. Sign out, then sign in as {email} to accept the invitation.
        </p>
        <Button className="justify-self-center" variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 text-center">
      <p>You are signed in as {email}.</p>
      <Button className="justify-self-center" disabled={pending} onClick={onAccept}>
        {pending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
    </div>
  );
}
