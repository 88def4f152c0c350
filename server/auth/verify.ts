// GET /verify (the link: 303 redirect, implicit fragment or PKCE ?code=) and POST /verify
// (token_hash + type, or email + token: a session) — GoTrue api/verify.go. type=signup or email
// spends a confirmation token; type=recovery a password-reset one (recovery.ts), whose session
// is a fresh sign-in, so it may set a new password at once (user.ts). Confirming a contested
// account (signup.ts) gives such a recovery session too.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../../api/db/port.ts';
import { clientMeta, jsonBody, str, type AuthDeps } from './deps.ts';
import { AuthError, otpExpired, validationFailed } from './errors.ts';
import {
  guessCode,
  limitVerifyAttempts,
  OTP_LIFETIME_SECONDS,
  otpHash,
  type OneTimeTokenType,
} from './otp.ts';
import { redirectTarget } from './redirects.ts';
import { startSession } from './sessions.ts';
import { userById, type UserRow } from './users.ts';

/** The verify types this host knows, with the token each spends and the session's amr method. */
const TYPES: Record<string, { token: OneTimeTokenType; method: string }> = {
  signup: { token: 'confirmation_token', method: 'otp' },
  email: { token: 'confirmation_token', method: 'otp' },
  recovery: { token: 'recovery_token', method: 'recovery' },
};
const typeOf = (type: string | undefined) => (type && Object.hasOwn(TYPES, type) ? type : undefined);

/**
 * Everything unproven claims on an address may have left behind: sessions (their refresh tokens go
 * with them), one-time tokens and PKCE flows, whoever started them.
 */
async function endClaims(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from auth.sessions where user_id = $1', [userId]);
  await q.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  await q.query('delete from auth.flow_state where user_id = $1', [userId]);
}

/**
 * Consumes a token of the type (once: the row is deleted) and confirms its user — a password-reset
 * link proves the address as well; throws otp_expired when unusable. `contested`: the account was
 * signed up with different passwords before anyone proved the mailbox, so none was kept
 * (signup.ts contest()); its confirmation ends everything the claims left, and its session is a
 * recovery one, which asks the owner to choose a password (docs/decisions.md).
 */
async function confirm(
  deps: AuthDeps,
  q: Queryable,
  type: string,
  hashes: string[],
): Promise<{ user: UserRow; contested: boolean; method: string }> {
  const tokenType = TYPES[type].token;
  const lifetime = tokenType === 'recovery_token' ? deps.env.AUTH_RECOVERY_LIFETIME : OTP_LIFETIME_SECONDS;
  const [token] = await q.query<{ user_id: string; expired: boolean }>(
    `delete from auth.one_time_tokens where token_type = $3 and token_hash = any($1)
     returning user_id, created_at < now() - make_interval(secs => $2) as expired`,
    [hashes, lifetime, tokenType],
  );
  if (!token || token.expired) throw otpExpired();
  const [state] = await q.query<{ contested: boolean }>(
    `select email_confirmed_at is null and encrypted_password is null as contested
     from auth.users where id = $1 for update`,
    [token.user_id],
  );
  if (!state) throw otpExpired();
  if (state.contested) await endClaims(q, token.user_id);
  // Only email_confirmed_at is set here; the schema's trigger reacts to it (first organiser).
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(),
       updated_at = now() where id = $1`,
    [token.user_id],
  );
  const user = await userById(q, token.user_id);
  if (!user) throw otpExpired();
  return { user, contested: state.contested, method: state.contested ? 'recovery' : TYPES[type].method };
}

export function verifyRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  app.get('/verify', async (c) => {
    // Link hashes cannot be guessed (otp.ts), but every try still counts per client address.
    await limitVerifyAttempts(deps, clientMeta(c).ip);
    const target = redirectTarget(deps, c);
    const token = c.req.query('token') ?? '';
    const isPkce = token.startsWith('pkce_');
    try {
      const type = typeOf(c.req.query('type'));
      if (!type) throw validationFailed('Unsupported verification type');
      const url = await deps.db.transaction(async (tx) => {
        const { user, contested, method } = await confirm(deps, tx, type, [token]);
        // A contested account's flows all belong to unproven claims (confirm() ended them): the link
        // signs in the browser that follows it, with the session in the fragment.
        if (isPkce && type !== 'recovery' && !contested) {
          const code = randomUUID();
          const [flow] = await tx.query(
            `update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), updated_at = now()
             where id = (select id from auth.flow_state where user_id = $1 and auth_code is null
                         and authentication_method = 'email/signup' order by created_at desc limit 1)
             returning id`,
            [user.id, code],
          );
          if (!flow) throw new AuthError(404, 'flow_state_not_found', 'No valid flow state found for user.');
          return withParams(target, '?', { code });
        }
        const s = await startSession(deps, tx, user, method, clientMeta(c));
        return withParams(target, '#', {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          sb: '',
          token_type: 'bearer',
          // supabase-js raises PASSWORD_RECOVERY for this type: the owner chooses a password.
          type: type === 'recovery' || contested ? 'recovery' : 'signup',
        });
      });
      return c.redirect(url, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const name = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied' }[
        error.status as 400
      ];
      const params = {
        error: name ?? 'server_error',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      };
      const url = withParams(isPkce ? withParams(target, '?', params) : target, '#', params);
      return c.redirect(url, 303);
    }
  });

  app.post('/verify', async (c) => {
    const body = await jsonBody(c);
    const type = typeOf(str(body.type));
    if (!type) throw validationFailed('Verify requires a verification type');
    const hash = str(body.token_hash);
    const email = str(body.email)?.trim().toLowerCase();
    const meta = clientMeta(c);
    // Confirming and starting the session commit together: a used link never leaves a half state.
    const confirmWith = (hashes: string[]) =>
      deps.db.transaction(async (tx) => {
        const { user, method } = await confirm(deps, tx, type, hashes);
        return startSession(deps, tx, user, method, meta);
      });
    if (hash) {
      if (email || body.phone || c.req.query('redirect_to')) {
        throw validationFailed('Only the token_hash and type should be provided');
      }
      await limitVerifyAttempts(deps, meta.ip);
      return c.json(await confirmWith([hash]));
    }
    const otp = str(body.token);
    if (!email || !otp) throw validationFailed('Verify requires either a token or a token hash');
    // A six-digit code can be guessed: counted per address and per pending code (otp.ts).
    await limitVerifyAttempts(deps, meta.ip, email);
    const codeHash = otpHash(deps.env.JWT_SECRET, email, otp);
    const session = await guessCode(deps, TYPES[type].token, email, () =>
      confirmWith([codeHash, `pkce_${codeHash}`]),
    );
    return c.json(session);
  });

  return app;
}

function withParams(base: string, sep: '?' | '#', params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  if (sep === '#') return `${base.split('#')[0]}#${query}`;
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
