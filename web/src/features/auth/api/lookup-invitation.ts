// POST /api/invitations/lookup: what an invitation link offers. A read, sent as a POST so the token
// travels in a body, never in a URL; its query key holds the token only in this tab's memory.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@core/schemas/account.ts';
import { api, keyOf, ok } from '@/lib/api.ts';

export type { InvitationPreview };

export const lookupInvitation = (token: string) => ok(api.invitations.lookup.$post({ json: { token } }));

export const invitationLookupQuery = (token: string) =>
  queryOptions({
    queryKey: [keyOf(api.invitations.lookup.$path()), token],
    queryFn: () => lookupInvitation(token),
    retry: false,
    staleTime: Infinity,
    enabled: token !== '',
  });

export const useInvitationLookup = (token: string) => useQuery(invitationLookupQuery(token));
