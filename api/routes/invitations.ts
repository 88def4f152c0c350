// /api/invitations: organisers (and captains, for players of their own team) invite an address to a
// role; the invitee opens the e-mailed link, which looks the invitation up and accepts it with a new
// password (or, for an existing account, while signed in as it). A second invitation for a pending
// one is refused (409): the inviter resends the pending one instead, so one address never holds two
// working links for the same role.
import { z } from 'zod';
import {
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
} from '@core/schemas/account.ts';
import { isCaptainOf, requireSignedIn } from '../authz.ts';
import { run, runAsService, type Ctx } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { INVITATION_DAYS, invitationLink, invitationMail } from '../invitation-mail.ts';
import { mailOrganisation } from '../mail-organisation.ts';
import {
  PENDING,
  accountOf,
  claimInvitation,
  guardTokenAttempts,
  listInvitations,
  newToken,
  pendingByToken,
  requireAccounts,
  requireInviter,
  requireMail,
  setLink,
} from '../invitations.ts';
import { checkPlayer, hasRole, organisationOf, teamName } from '../invitation-checks.ts';
import { takeRateLimit, tooMany } from '../rate-limit.ts';
import { pathId, queryId } from '../validate.ts';

const CREATE_LIMIT = { max: 50, perSeconds: 3600 };
const RESEND_LIMIT = { max: 3, perSeconds: 3600 };
const captainsOnlyPlayers = 'Captains can invite only players, to a team they captain';
const signInToAccept = 'An account already exists for that address: sign in to accept the invitation.';

const send = async (
  c: Ctx,
  invitationId: number,
  to: string,
  token: string,
  role: z.infer<typeof invitationSchema>['role'],
  team: string | null,
) => {
  const accounts = requireAccounts(c);
  const organisation = await runAsService(c, async (tx) => {
    const [row] = await tx.query<{ org: string }>(
      'select organisation_id as org from public.invitations where id = $1',
      [invitationId],
    );
    return mailOrganisation(tx, row?.org ?? null);
  });
  const link = invitationLink(accounts.siteUrl, token);
  return accounts.sendMail(invitationMail(to, link, role, team, organisation));
};

export const invitations = routes()
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: `Invite an e-mail address to a role; the link works once, for ${INVITATION_DAYS} days (organisers; captains: players of their team)`,
      request: { body: jsonBody(invitationCreateSchema) },
      responses: created(invitationSchema),
    },
    async (c, request) => {
      const me = requireSignedIn(c.var.claims);
      const { organiser } = await run(c, (tx) => requireInviter(tx, c.var.claims));
      const input = await request.body();
      requireMail(c);
      const email = input.email.trim().toLowerCase();
      const teamId = input.teamId ?? null;
      if (input.role === 'organiser' && teamId !== null) {
        const message = 'The organiser role is not scoped to a team';
        throw badRequest(message, { teamId: [message] });
      }
      if (!(await takeRateLimit(c, `invitations:create:${me}`, CREATE_LIMIT))) {
        throw tooMany('Too many invitations sent in the last hour. Try again later.');
      }
      // A captain's limits come first, so whether an address holds some other role is never told.
      if (!organiser) {
        await run(c, async (tx) => {
          if (input.role !== 'player' || teamId === null || !(await isCaptainOf(tx, [teamId]))) {
            throw forbidden(captainsOnlyPlayers);
          }
        });
      }
      const organisationId = await run(c, (tx) => organisationOf(tx, c, teamId, input.organisationId));
      if (await hasRole(c, email, input.role, teamId, organisationId)) {
        const message = 'That address already has this role';
        throw conflict(message, { email: [message] });
      }
      const token = newToken();
      const { invitation, team } = await run(c, async (tx) => {
        const team = await teamName(tx, teamId);
        if (input.playerId) await checkPlayer(tx, input.playerId, teamId, organiser);
        const pending = await tx.query(
          `select 1 from public.invitations i where i.email = $1 and i.role = $2::public.app_role
             and i.team_id is not distinct from $3 and i.organisation_id = $4 and ${PENDING}`,
          [email, input.role, teamId, organisationId],
        );
        if (pending.length) {
          const message = 'An invitation to that address for this role is already pending: resend it instead';
          throw conflict(message, { email: [message] });
        }
        const [row] = await tx.query<{ id: number }>(
          `insert into public.invitations (email, role, team_id, player_id, invited_by, organisation_id)
           values ($1, $2::public.app_role, $3, $4, $5::uuid, $6) returning id`,
          [email, input.role, teamId, input.playerId ?? null, me, organisationId],
        );
        await setLink(tx, row.id, token, false);
        return { invitation: (await listInvitations(tx, row.id))[0], team };
      });
      // Sent after the commit (the mailer may use the database too); an e-mail that cannot be sent
      // leaves no invitation behind.
      await send(c, invitation.id, email, token, input.role, team).catch(async (error: unknown) => {
        await runAsService(c, (tx) =>
          tx.query('delete from public.invitations where id = $1', [invitation.id]),
        );
        throw error;
      });
      return c.json(invitation, 201);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary:
        "Invitations with their status, newest first (organisers: all; captains: their team's); " +
        "?organisationId= keeps one organisation's",
      request: { query: filters('organisationId') },
      responses: ok(z.array(invitationSchema)),
    },
    async (c) =>
      c.json(
        await run(c, async (tx) => {
          await requireInviter(tx, c.var.claims);
          return listInvitations(tx, undefined, queryId(c, 'organisationId'));
        }),
      ),
  )
  .endpoint(
    {
      method: 'post',
      path: '/lookup',
      summary: 'What an invitation link offers, before the invitee chooses a password (anyone with the link)',
      request: { body: jsonBody(invitationTokenSchema) },
      responses: ok(invitationPreviewSchema),
    },
    async (c, request) => {
      const { token } = await request.body();
      requireAccounts(c);
      await guardTokenAttempts(c);
      const found = await pendingByToken(c, token);
      const hasAccount = (await accountOf(c, found.email)) !== undefined;
      return c.json({ email: found.email, role: found.role, teamName: found.teamName, hasAccount });
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/accept',
      summary:
        'Accept an invitation: a new confirmed account with the password, or the signed-in invitee’s own account',
      request: { body: jsonBody(invitationAcceptSchema) },
      responses: ok(invitationPreviewSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const accounts = requireAccounts(c);
      await guardTokenAttempts(c);
      const found = await pendingByToken(c, input.token);
      const existing = await accountOf(c, found.email);
      const preview = { email: found.email, role: found.role, teamName: found.teamName, hasAccount: true };
      if (existing) {
        const caller = c.var.claims.role === 'authenticated' ? c.var.claims.sub : undefined;
        if (!caller) throw conflict(signInToAccept);
        if (caller !== existing) throw forbidden(`Sign in as ${found.email} to accept this invitation.`);
        await claimInvitation(c, input.token, existing);
        return c.json(preview);
      }
      if (!input.password) throw badRequest('Password is required', { password: ['Password is required'] });
      const userId = await accounts.createConfirmedUser(found.email, input.password);
      if (!userId) throw conflict(signInToAccept);
      // The account exists only for this invitation: if another accept claimed the link first (or the
      // grant is refused), the account is removed again, so a lost race leaves nothing behind.
      await claimInvitation(c, input.token, userId).catch(async (error: unknown) => {
        await accounts.deleteUser(userId);
        throw error;
      });
      return c.json(preview);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/resend',
      summary: `Send a new link (the old one stops working), valid ${INVITATION_DAYS} days; 3 an hour`,
      request: { params: ids('id') },
      responses: ok(invitationSchema),
    },
    async (c) => {
      const id = pathId(c);
      await run(c, (tx) => requireInviter(tx, c.var.claims));
      requireMail(c);
      const current = await run(c, async (tx) => {
        const [found] = await listInvitations(tx, id);
        if (!found) throw notFound('Invitation');
        if (found.status === 'accepted' || found.status === 'revoked') {
          throw conflict(`This invitation was ${found.status}; send a new one instead`);
        }
        return { ...found, teamName: await teamName(tx, found.teamId) };
      });
      if (!(await takeRateLimit(c, `invitations:resend:${id}`, RESEND_LIMIT))) {
        throw tooMany('This invitation was resent 3 times in the last hour. Try again later.');
      }
      const token = newToken();
      const invitation = await run(c, async (tx) => {
        if (!(await listInvitations(tx, id)).length) throw notFound('Invitation');
        if (!(await setLink(tx, id, token, true))) {
          throw conflict('This invitation is no longer pending; send a new one instead');
        }
        return (await listInvitations(tx, id))[0];
      });
      await send(c, id, current.email, token, current.role, current.teamName);
      return c.json(invitation);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Revoke an invitation: its link stops working',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      await run(c, async (tx) => {
        await requireInviter(tx, c.var.claims);
        const [current] = await listInvitations(tx, id);
        if (!current) throw notFound('Invitation');
        if (current.status === 'accepted') {
          throw conflict('This invitation was already accepted; remove the role instead');
        }
        await tx.query(
          'update public.invitations set revoked_at = now() where id = $1 and revoked_at is null',
          [id],
        );
      });
      return c.body(null, 204);
    },
  );
