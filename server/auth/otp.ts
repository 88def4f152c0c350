// One-time codes e-mailed to a person (sign-up confirmation today; recovery, invite or
// reauthentication codes later use the same pieces), and the limits that keep them from being
// guessed:
//  - every verify attempt counts per client address, and every code entry per e-mail address
//    (429 over_request_rate_limit, as GoTrue's verify limiter);
//  - a pending code dies after AUTH_OTP_MAX_ATTEMPTS wrong tries: its row in auth.one_time_tokens
//    is deleted, so neither the code nor the link of that e-mail works any more, and the person
//    asks for a new e-mail.
// The counters are public.take_rate_limit keys; a code's own counters are keyed by its row id, so
// a new e-mail starts afresh while the per-address limits go on counting.
import { createHmac, randomInt } from 'node:crypto';
import type { Queryable } from '../../api/db/port.ts';
import type { AuthDeps } from './deps.ts';
import { AuthError } from './errors.ts';
import { hitRateLimit, takeRateLimit } from './ratelimit.ts';

/** GoTrue's token_type values in auth.one_time_tokens. */
export type OneTimeTokenType = 'confirmation_token' | 'recovery_token' | 'reauthentication_token';

/** How long an e-mailed code or link stays usable (GoTrue's MAILER_OTP_EXP default). */
export const OTP_LIFETIME_SECONDS = 86_400;

/** A new six-digit code. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The stored hash of a code, which is also the token_hash of its link. GoTrue uses
 * sha224(email + otp), which anyone can compute for all million codes and then try as link hashes,
 * around any limit on code entry; keyed with the host's secret, a link hash cannot be derived from
 * a guessed code, so the code can only be tried through code entry, which is counted.
 */
export function otpHash(secret: string, email: string, otp: string): string {
  return createHmac('sha224', secret).update(`one-time-token\0${email.toLowerCase()}\0${otp}`).digest('hex');
}

/**
 * Counts one verify attempt from the client address and, for code entry, one for the e-mail
 * address; throws 429 over_request_rate_limit past either limit.
 */
export async function limitVerifyAttempts(deps: AuthDeps, ip: string, email?: string): Promise<void> {
  const { env } = deps;
  await takeRateLimit(deps.db, `verify:ip:${ip}`, env.AUTH_VERIFY_PER_IP, env.AUTH_VERIFY_WINDOW);
  if (email !== undefined) {
    await takeRateLimit(
      deps.db,
      `verify:email:${email.toLowerCase()}`,
      env.AUTH_VERIFY_PER_EMAIL,
      env.AUTH_VERIFY_WINDOW,
    );
  }
}

const pendingCodes = async (q: Queryable, type: OneTimeTokenType, email: string) =>
  (
    await q.query<{ id: string }>(
      `select id from auth.one_time_tokens where token_type = $1 and lower(relates_to) = lower($2)`,
      [type, email],
    )
  ).map((r) => r.id);

const killCode = (q: Queryable, id: string) =>
  q.query('delete from auth.one_time_tokens where id = $1', [id]);

/**
 * Runs one guess at the code e-mailed to `email` for a `type` token. `attempt` checks the code and
 * throws an AuthError with code `wrongCode` (otp_expired by default) when it is not right.
 *
 * Every guess is counted against each pending code of that address before it is checked (one
 * statement each, so a burst of parallel guesses gets no more than the limit checked between
 * them), and a wrong one afterwards: the guess that makes AUTH_OTP_MAX_ATTEMPTS wrong ones
 * deletes the code, and so does any guess past the limit, right or not.
 */
export async function guessCode<T>(
  deps: AuthDeps,
  type: OneTimeTokenType,
  email: string,
  attempt: () => Promise<T>,
  wrongCode = 'otp_expired',
): Promise<T> {
  const max = deps.env.AUTH_OTP_MAX_ATTEMPTS;
  if (max <= 0) return attempt();
  const { db } = deps;
  const pending = await pendingCodes(db, type, email);
  for (const id of pending) {
    if (!(await hitRateLimit(db, `otp:tries:${id}`, max, OTP_LIFETIME_SECONDS))) await killCode(db, id);
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AuthError && error.code === wrongCode) {
      for (const id of pending) {
        if (!(await hitRateLimit(db, `otp:wrong:${id}`, max - 1, OTP_LIFETIME_SECONDS)))
          await killCode(db, id);
      }
    }
    throw error;
  }
}
