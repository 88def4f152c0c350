-- Invitations join the audit log (README "Security"): sending, resending, revoking and accepting one
-- each leave an entry naming who did it, with the invited address in the row. The actor is the
-- session's user as for every audited table (auth.uid()); the API accepts an invitation as the
-- invitee and grants its role as the inviter (api/invitations.ts claimInvitation()), so the role's
-- entry names who granted it. token_hash never reaches the log (public.audit_redact()), and the link's
-- expiry, which moves with every link the API sets, is left out of update entries: the first link,
-- set in the same transaction as the insert, adds no entry, and a resend shows as resent_at and
-- resend_count.
create trigger invitations_audit after insert or update or delete on public.invitations
  for each row execute function public.record_audit('expires_at');
