// The invitation rules the routes share: who may invite, how a token is found, the attempt limit on
// tokens, and claiming an invitation for an account (role, team, player link) in one transaction.
import type { Claims, Queryable } from './db/port.ts';
import { isOrganiser, requireSignedIn } from './authz.ts';
import { clientAddress } from './client-address.ts';
import { runAsService, type AccountsPort, type Ctx } from './context.ts';
import { ApiError, conflict, forbidden } from './errors.ts';
import { INVITATION_DAYS } from './invitation-mail.ts';
import { rateLimitUsed, randomToken, takeRateLimit, tokenHash, tooMany } from './rate-limit.ts';
import { camelAll } from './rows.ts';
import { INVITATION_LINK_DEAD, type Invitation } from '@core/schemas/account.ts';
import type { Role } from '@core/schemas/enums.ts';

const STATUS = `case when i.accepted_at is not null then 'accepted' when i.revoked_at is not null then 'revoked'
  when i.expires_at <= now() then 'expired' else 'pending' end`;
export const PENDING = 'i.accepted_at is null and i.revoked_at is null and i.expires_at > now()';

/** Invitations as the caller may see them (RLS), newest first; one when id is given. */
export async function listInvitations(
  tx: Queryable,
  id?: number,
  organisationId?: number,
): Promise<Invitation[]> {
  const rows = await tx.query(
    `select i.id, i.email, i.role::text as role, i.team_id, i.player_id,
            public.account_id_shown(i.invited_by)::text as invited_by,
            i.created_at, i.expires_at, i.accepted_at, i.revoked_at, ${STATUS} as status
     from public.invitations i
     where ($1::bigint is null or i.id = $1) and ($2::bigint is null or i.organisation_id = $2)
     order by i.created_at desc, i.id desc`,
    [id ?? null, organisationId ?? null],
  );
  return camelAll<Invitation>(rows);
}

/**
 * The API's own step inside a caller's transaction, once RLS has let the caller create or see the
 * invitation: a new link (its token's hash, 7 more days). No end-user role may write these columns,
 * so the rest of the transaction runs as the service role. False when it is no longer open.
 */
export async function setLink(tx: Queryable, id: number, token: string, resend: boolean): Promise<boolean> {
  await tx.query(`select set_config('role', 'service_role', true)`);
  const rows = await tx.query(
    `update public.invitations set token_hash = ${tokenHash('$2')},
       expires_at = now() + make_interval(days => ${INVITATION_DAYS}),
       resent_at = case when $3 then now() else resent_at end,
       resend_count = resend_count + case when $3 then 1 else 0 end
     where id = $1 and accepted_at is null and revoked_at is null returning id`,
    [id, token, resend],
  );
  return rows.length > 0;
}

/** 32 random bytes, base64url: the link's secret. Only its sha-256 is stored. */
export const newToken = () => randomToken();

export function requireAccounts(c: Ctx): AccountsPort {
  const accounts = c.var.deps.accounts;
  if (!accounts) {
    throw new ApiError(
      503,
      'service_unavailable',
      'Invitations are not available on this deployment: it has no account and e-mail service configured',
    );
  }
  return accounts;
}

/**
 * The accounts port of a deployment that can e-mail a link: one without mail answers 503 with the
 * reason before the invitation is written or its link replaced (docs/organiser-guide.md, Invitations).
 */
export function requireMail(c: Ctx): AccountsPort {
  const accounts = requireAccounts(c);
  if (accounts.mailUnavailable) throw new ApiError(503, 'service_unavailable', accounts.mailUnavailable);
  return accounts;
}

/** Organisers, or a captain of some team; anyone else hears 403 before their input is read. */
export async function requireInviter(tx: Queryable, claims: Claims): Promise<{ organiser: boolean }> {
  requireSignedIn(claims);
  if (await isOrganiser(tx, claims)) return { organiser: true };
  const [row] = await tx.query<{ ok: boolean }>(
    `select exists (select 1 from public.user_roles where user_id = (select auth.uid()) and role = 'captain')
       or exists (select 1 from public.teams where captain_user_id = (select auth.uid())) as ok`,
  );
  if (!row.ok) throw forbidden("Only organisers or a team's captain can manage invitations");
  return { organiser: false };
}

// Wrong tokens per client address. Checked before any lookup, counted after a wrong one, so a client
// over the limit is refused even when it guesses right, and an invitee's own right link never counts.
const WRONG_TOKENS = { max: 10, perSeconds: 900 };
const wrongTokenKey = (c: Ctx) => `invitations:token:${clientAddress(c)}`;

export async function guardTokenAttempts(c: Ctx) {
  if ((await rateLimitUsed(c, wrongTokenKey(c), WRONG_TOKENS)) >= WRONG_TOKENS.max) throw tooMany();
}

export const linkDead = () => new ApiError(404, 'invitation_invalid', INVITATION_LINK_DEAD);

export interface PendingInvitation {
  id: number;
  email: string;
  role: Role;
  teamId: number | null;
  playerId: number | null;
  teamName: string | null;
}

/** The pending invitation a token opens; a wrong, used, revoked or expired one counts as a wrong token. */
export async function pendingByToken(c: Ctx, token: string): Promise<PendingInvitation> {
  const [row] = await runAsService(c, (tx) =>
    tx.query<PendingInvitation>(
      `select i.id, i.email, i.role::text as role, i.team_id as "teamId", i.player_id as "playerId",
              t.name as "teamName"
       from public.invitations i left join public.teams t on t.id = i.team_id
       where i.token_hash = ${tokenHash('$1')} and ${PENDING}`,
      [token],
    ),
  );
  if (row) return row;
  await takeRateLimit(c, wrongTokenKey(c), WRONG_TOKENS);
  throw linkDead();
}

/**
 * The confirmed account an address belongs to (an unconfirmed sign-up cannot sign in to accept);
 * auth.users is read by the API's own connection only.
 */
export async function accountOf(c: Ctx, email: string): Promise<string | undefined> {
  const [row] = await c.var.deps.db.query<{ id: string }>(
    'select id::text as id from auth.users where lower(email) = lower($1) and email_confirmed_at is not null',
    [email],
  );
  return row?.id;
}

/**
 * Marks the invitation accepted by the user and grants what it promised, in one transaction: a
 * concurrent accept of the same link finds it no longer pending, and a refused grant undoes the claim.
 */
export async function claimInvitation(c: Ctx, token: string, userId: string): Promise<void> {
  await runAsService(c, async (tx) => {
    // The audit log names the session's user (public.record_audit()): the invitee accepts, and the
    // inviter grants the role and links the player (null, "system", if their account has gone).
    await actAs(tx, userId);
    const [claimed] = await tx.query<{
      role: Role;
      teamId: number | null;
      playerId: number | null;
      invitedBy: string | null;
    }>(
      `update public.invitations i set accepted_at = now(), accepted_by = $2::uuid
       where i.token_hash = ${tokenHash('$1')} and ${PENDING}
       returning i.role::text as role, i.team_id as "teamId", i.player_id as "playerId",
         i.invited_by::text as "invitedBy"`,
      [token, userId],
    );
    if (!claimed) throw linkDead();
    await actAs(tx, claimed.invitedBy);
    await tx.query(
      `insert into public.user_roles (user_id, role, team_id) values ($1::uuid, $2::public.app_role, $3)
       on conflict (user_id, role, team_id, organisation_id) do nothing`,
      [userId, claimed.role, claimed.teamId],
    );
    if (claimed.playerId === null) return;
    await tx.query('update public.players set user_id = $2::uuid where id = $1 and user_id is null', [
      claimed.playerId,
      userId,
    ]);
    const taken = await tx.query('select 1 from public.players where id = $1 and user_id <> $2::uuid', [
      claimed.playerId,
      userId,
    ]);
    if (taken.length) throw conflict('That player is already linked to another account');
  });
}

/** The service role's transaction, on behalf of a user (auth.uid()) for the audit log; none: "system". */
async function actAs(tx: Queryable, userId: string | null): Promise<void> {
  const claims: Claims = userId ? { role: 'service_role', sub: userId } : { role: 'service_role' };
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}
