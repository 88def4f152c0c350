import { useState } from 'react';
import { AcceptInvitation } from '@/features/auth/components/accept-invitation.tsx';

/** /invite#token=…: the token comes in the fragment, which the browser never sends to a server. */
export default function InviteRoute() {
  const [token] = useState(
    () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '',
  );
  return <AcceptInvitation token={token} />;
}
