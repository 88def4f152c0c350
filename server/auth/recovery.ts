// POST /recover (GoTrue api/recover.go): e-mails a link and a code to choose a new password. The
// answer never tells whether the address has an account: every address gets {} and the same work
// before the answer (the e-mail goes out after it), and the same 429 when asked again within
// AUTH_EMAIL_FREQUENCY seconds, or past AUTH_EMAIL_PER_IP requests from one client. The token is a
// recovery_token in auth.one_time_tokens, stored as its hash like the confirmation ones (otp.ts);
// verify.ts spends it.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { recoveryMail } from '../mail/templates.ts';
import { pkceParams } from './confirmation.ts';
import { authLogger, clientMeta, isEmailAddress, jsonBody, type AuthDeps } from './deps.ts';
import { AuthError, validationFailed } from './errors.ts';
import { newOtp, otpHash } from './otp.ts';
import { hitRateLimit, limitEmailRequests } from './ratelimit.ts';
import { userByEmail, type UserRow } from './users.ts';

const slotKey = (email: string) => `recover:email:${email.toLowerCase()}`;

/**
 * The address's reset slot, as the confirmation e-mail's (confirmation.ts) but kept apart from it
 * (GoTrue's recovery_sent_at) and taken for every address, account or not: one request per
 * AUTH_EMAIL_FREQUENCY seconds, else 429.
 */
async function limitRequests(deps: AuthDeps, email: string): Promise<void> {
  const frequency = deps.env.AUTH_EMAIL_FREQUENCY;
  const key = slotKey(email);
  if (await hitRateLimit(deps.db, key, 1, frequency)) return;
  const [{ wait }] = await deps.db.query<{ wait: number }>(
    `select greatest(1, ceil(extract(epoch from window_start + make_interval(secs => $2) - now())))::int
     as wait from auth.rate_limits where key = $1`,
    [key, frequency],
  );
  throw new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${wait} seconds.`,
  );
}

/**
 * Replaces the user's pending recovery token with this one. The same statements run for an address
 * without an account (they change nothing), so both paths take as long before the answer.
 */
async function storeToken(deps: AuthDeps, user: UserRow | undefined, email: string, hash: string) {
  await deps.db.transaction(async (tx) => {
    const userId = user?.id ?? randomUUID();
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`, [
      userId,
    ]);
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
       select $1::uuid, 'recovery_token', $2::text, $3::text where $4::boolean`,
      [userId, hash, email, !!user],
    );
  });
}

/** Mails the link and code without the caller waiting on it; a failure gives the slot back. */
function sendRecovery(deps: AuthDeps, user: UserRow, otp: string, hash: string): void {
  const link = `${deps.env.SITE_URL}/auth/callback?token_hash=${hash}&type=recovery`;
  void deps.mailer.send(recoveryMail(user.email, link, otp)).catch(async (error: unknown) => {
    authLogger(deps).error({ err: error, to: user.email }, 'auth: could not send the password-reset e-mail');
    await deps.db.query('delete from auth.rate_limits where key = $1', [slotKey(user.email)]).catch(() => {});
  });
}

export function recoveryRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    const raw = body.email;
    if (typeof raw !== 'string' || raw.trim() === '')
      throw validationFailed('Password recovery requires an email');
    if (!isEmailAddress(raw.trim()))
      throw validationFailed('Unable to validate email address: invalid format');
    const email = raw.trim().toLowerCase();
    // The link carries a token_hash, so it works in any browser; PKCE fields are checked but not needed.
    pkceParams(body);
    await limitEmailRequests(deps.db, deps.env, clientMeta(c).ip);
    await limitRequests(deps, email);
    // The code and its hash are made for every address, account or not.
    const otp = newOtp();
    const hash = otpHash(deps.env.JWT_SECRET, email, otp);
    const user = await userByEmail(deps.db, email);
    await storeToken(deps, user, user?.email ?? email, hash);
    if (user) sendRecovery(deps, user, otp, hash);
    return c.json({});
  });

  return app;
}
