// Invitations on /people: who was invited to what, each link's status, and Resend and Revoke.
// Organisers see every invitation; a captain sees and sends player invitations for their own team.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
  type Invitation,
} from '../api/invitations.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const statusBadge = {
  pending: { label: 'Pending', variant: 'info' },
  accepted: { label: 'Accepted', variant: 'default' },
  revoked: { label: 'Revoked', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'outline' },
} as const;

const roleLabel = { organiser: 'Organiser', captain: 'Captain', player: 'Player' } as const;

export function InvitationsPanel() {
  const { isOrganiser, isCaptain } = useAuth();
  const allowed = isOrganiser || isCaptain();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const organisationId = useOrganisationId();
  const invitations = useInvitations(allowed, organisationId);
  const teams = useQuery({ ...teamsQuery(organisationId), enabled: organisationId !== null && allowed });
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation(() => setRevoking(null));
  if (!allowed) return null;
  const teamName = (id: number | null) =>
    id ? (teams.data?.find((t) => t.id === id)?.name ?? `#${id}`) : '-';

  return (
    <section className="mt-10" aria-labelledby="invitations-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="invitations-title" className="text-xl font-bold">
          Invitations
        </h2>
        <Button onClick={() => setInviting(true)}>Invite</Button>
      </div>
      <QueryView
        query={invitations}
        loading={<p className="text-muted-foreground">Loading invitations...</p>}
        empty="No invitations yet. Invite someone by e-mail to give them an account and a role."
      >
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                {['Email', 'Role', 'Team', 'Status', 'Expires', 'Actions'].map((h) => (
                  <TableHead key={h}>{h}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((i) => (
                <TableRow key={i.id}>
                  <TableCell className="font-medium">{i.email}</TableCell>
                  <TableCell>{roleLabel[i.role]}</TableCell>
                  <TableCell>{teamName(i.teamId)}</TableCell>
                  <TableCell>
                    <Badge variant={statusBadge[i.status].variant}>{statusBadge[i.status].label}</Badge>
                  </TableCell>
                  <TableCell>{i.status === 'pending' ? formatDateTime(i.expiresAt) : '-'}</TableCell>
                  <TableCell className="flex gap-2">
                    {(i.status === 'pending' || i.status === 'expired') && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Resend invitation to ${i.email}`}
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(i.id)}
                      >
                        Resend
                      </Button>
                    )}
                    {i.status === 'pending' && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Revoke invitation to ${i.email}`}
                        onClick={() => setRevoking(i)}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke Invitation"
        description={`The link sent to ${revoking?.email} will stop working.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
