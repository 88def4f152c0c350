// The page an invitation e-mail links to (/invite#token=…): looks the link up, then lets the invitee
// choose a password (a new account) or sign in as the invited address (an existing one) to accept.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { roleText } from '@core/rules/role-text.ts';
import { INVITATION_LINK_DEAD } from '@core/schemas/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { HttpError } from '@/lib/api.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitationLookup, type InvitationPreview } from '../api/lookup-invitation.ts';
import { InvitationExistingAccount } from './invitation-existing-account.tsx';
import { InvitationNewAccountForm } from './invitation-new-account-form.tsx';

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-md gap-4 px-4 py-16">
      <h1 className="text-center text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

export function InvitationLinkDead({ message = INVITATION_LINK_DEAD }: { message?: string }) {
  const navigate = useNavigate();
  return (
    <Shell title="Invitation Not Valid">
      <p className="text-center">{message}</p>
      <p className="text-center text-muted-foreground">
        Ask the person who invited you to send a new invitation.
      </p>
      <Button className="justify-self-center" onClick={() => navigate('/')}>
        Return to Home
      </Button>
    </Shell>
  );
}

type Lookup = Pick<UseQueryResult<InvitationPreview>, 'isPending' | 'isError' | 'error' | 'data'>;

export function AcceptInvitation({ token }: { token: string }) {
  const lookup = useInvitationLookup(token);
  return <AcceptInvitationView token={token} lookup={lookup} />;
}

/** The page for a looked-up link: loading, a dead link (or the server's refusal), or the invitation. */
export function AcceptInvitationView({ token, lookup }: { token: string; lookup: Lookup }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(() => navigate('/'));
  if (!token) return <InvitationLinkDead />;
  if (lookup.isPending) {
    return (
      <Shell title="Opening your invitation...">
        <Spinner label="Opening your invitation" />
      </Shell>
    );
  }
  if (lookup.isError || !lookup.data) {
    const error = lookup.error;
    const deadLink = error instanceof HttpError && error.status === 404;
    const message = error instanceof HttpError && !deadLink ? error.serverMessage : undefined;
    return <InvitationLinkDead message={message} />;
  }
  const invitation = lookup.data;
  return (
    <Shell title="You're invited to Cueboard">
      <p className="text-center text-muted-foreground">
        Join as {roleText(invitation.role, invitation.teamName)}.
      </p>
      {invitation.hasAccount ? (
        <InvitationExistingAccount
          email={invitation.email}
          pending={accept.isPending}
          onAccept={() => accept.mutate({ token })}
        />
      ) : (
        <InvitationNewAccountForm
          email={invitation.email}
          pending={accept.isPending}
          onAccept={(password) => accept.mutate({ token, password })}
        />
      )}
    </Shell>
  );
}
