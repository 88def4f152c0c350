// Invitations on /people: the list (organisers: all; captains: their team's) and the changes to it.
import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationCreate } from '@core/schemas/account.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export type { Invitation, InvitationCreate };

export const invitationsQuery = (organisationId?: number | null) =>
  read(api.invitations, { query: scoped(organisationId) });

/** The list, one organisation's when the person is in any (null: theirs are loading, so wait). */
export const useInvitations = (enabled: boolean, organisationId?: number | null) =>
  useQuery({ ...invitationsQuery(organisationId), enabled: enabled && organisationId !== null });

export const useCreateInvitation = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: InvitationCreate) => ok(api.invitations.$post({ json: input })),
    invalidates: [invitationsQuery().queryKey],
    success: 'Invitation sent',
    fallback: 'Failed to send invitation',
    onSuccess,
  });

export const useResendInvitation = () =>
  useApiMutation({
    mutationFn: (id: number) => ok(api.invitations[':id'].resend.$post({ param: { id } })),
    invalidates: [invitationsQuery().queryKey],
    success: 'Invitation sent again',
    fallback: 'Failed to resend invitation',
  });

export const useRevokeInvitation = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (id: number) => ok(api.invitations[':id'].$delete({ param: { id } })),
    invalidates: [invitationsQuery().queryKey],
    success: 'Invitation revoked',
    fallback: 'Failed to revoke invitation',
    onSuccess,
  });
