import { AcceptInvitation } from '@/features/auth/components/accept-invitation.tsx';
import { useFragmentToken } from '@/lib/fragment-token.ts';

/** /invite#token=…: an invitation link. */
export default function InviteRoute() {
  const token = useFragmentToken();
  return <AcceptInvitation key={token} token={token} />;
}
