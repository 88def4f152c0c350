// POST /token?grant_type=password|refresh_token|pkce (GoTrue api/token.go, api/pkce.go).
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { clientMeta, jsonBody, str, type AuthDeps } from './deps.ts';
import { passwords } from './password.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { restartRateLimit, takeRateLimit } from './ratelimit.ts';
import { refreshSession, startSession } from './sessions.ts';
import { userByEmail, userById } from './users.ts';

const FLOW_STATE_SECONDS = 300;

export function tokenRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type') ?? '';
    const body = await jsonBody(c);
    if (grant === 'password') return c.json(await passwordGrant(deps, c, body));
    if (grant === 'refresh_token') {
      const token = str(body.refresh_token);
      if (!token)
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return c.json(await refreshSession(deps, token));
    }
    if (grant === 'pkce') return c.json(await pkceGrant(deps, c, body));
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  return app;
}

/**
 * Checks a password someone gives for an e-mail address, within the sign-in limits (GoTrue-like:
 * they slow a guesser down without locking the owner out):
 *  - per (e-mail, client address) pair: AUTH_SIGNIN_PER_EMAIL attempts in the window, counted
 *    before the password is checked, so parallel guesses get no more; a right password starts the
 *    count again. Another client is never held back by this one's guesses.
 *  - per client address: once AUTH_SIGNIN_PER_IP failed attempts fell in the window, further
 *    failures from it are answered 429 instead of 400, whichever address they name (unknown ones
 *    included, so the answer does not tell which addresses exist). A right password is never
 *    refused by it: everyone behind one venue's router shares that address.
 * Throws 429 over_request_rate_limit; returns whether the password matches.
 */
export async function attemptPassword(
  deps: AuthDeps,
  email: string,
  ip: string,
  password: string | undefined,
  encrypted: string | null | undefined,
): Promise<boolean> {
  const { db, env } = deps;
  const pair = `signin:pair:${ip} ${email.toLowerCase()}`;
  await takeRateLimit(db, pair, env.AUTH_SIGNIN_PER_EMAIL, env.AUTH_SIGNIN_WINDOW);
  // Compared against a dummy hash when there is nothing to compare, so every failure takes as long.
  const matches = await passwords(env.AUTH_PASSWORD_HASH_COST).matches(password ?? '', encrypted);
  if (matches && password) {
    if (env.AUTH_SIGNIN_PER_EMAIL > 0) await restartRateLimit(db, pair);
    return true;
  }
  await takeRateLimit(db, `signin:ip:${ip}`, env.AUTH_SIGNIN_PER_IP, env.AUTH_SIGNIN_WINDOW);
  return false;
}

async function passwordGrant(deps: AuthDeps, c: Context, body: Record<string, unknown>) {
  const email = str(body.email)?.trim().toLowerCase();
  const password = str(body.password);
  if (!email) throw validationFailed('missing email or phone');
  const meta = clientMeta(c);
  const user = await userByEmail(deps.db, email);
  if (!(await attemptPassword(deps, email, meta.ip, password, user?.encrypted_password)) || !user) {
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  await deps.db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  return startSession(deps, deps.db, (await userById(deps.db, user.id))!, 'password', meta);
}

async function pkceGrant(deps: AuthDeps, c: Context, body: Record<string, unknown>) {
  const authCode = str(body.auth_code);
  const verifier = str(body.code_verifier);
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  // Deleting the flow as it is read makes the code single-use, even under concurrent exchanges.
  const [flow] = await deps.db.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    expired: boolean;
  }>(
    `delete from auth.flow_state where auth_code = $1
     returning user_id, code_challenge, code_challenge_method, authentication_method,
       coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired`,
    [authCode, FLOW_STATE_SECONDS],
  );
  if (!flow)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired)
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  const expected =
    flow.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const user = await userById(deps.db, flow.user_id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  await deps.db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  return startSession(
    deps,
    deps.db,
    (await userById(deps.db, user.id))!,
    flow.authentication_method,
    clientMeta(c),
  );
}
