import { useLocation } from 'react-router-dom';
import { AcceptInvitation } from '@/features/auth/components/accept-invitation.tsx';

/** /invite#token=…: the token comes in the fragment, which the browser never sends to a server. */
export default function InviteRoute() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  return <AcceptInvitation key={token} token={token} />;
}
