// Sign-up confirmation e-mails: a one-time token of which only the hash is stored (the link's
// token_hash, pkce_-prefixed in the PKCE flow; see otp.ts), at most one e-mail per address per
// AUTH_EMAIL_FREQUENCY seconds (one asked for sooner is not sent, and nobody is told).
import { confirmationMail } from '../mail/templates.ts';
import type { Queryable } from '../../api/db/port.ts';
import { authLogger, type AuthDeps } from './deps.ts';
import { AuthError } from './errors.ts';
import { newOtp, otpHash } from './otp.ts';
import type { UserRow } from './users.ts';

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/**
 * Takes the address's e-mail slot: one e-mail per AUTH_EMAIL_FREQUENCY seconds, whichever route,
 * host or client address asks (GoTrue's SMTP_MAX_FREQUENCY). One statement, so two hosts or two tabs
 * cannot both take it. Returns the previous send time (to give the slot back on failure), or
 * undefined when the slot is not free: the e-mail is then quietly not sent, and the caller answers
 * as if it were, so the answer does not tell an unconfirmed address from any other.
 */
export async function takeEmailSlot(
  q: Queryable,
  userId: string,
  frequency: number,
): Promise<{ previous: Date | null } | undefined> {
  const [claimed] = await q.query<{ previous: Date | null }>(
    `update auth.users u set confirmation_sent_at = now()
     from (select confirmation_sent_at as previous from auth.users where id = $1) p
     where u.id = $1 and (u.confirmation_sent_at is null
       or u.confirmation_sent_at <= now() - make_interval(secs => $2))
     returning p.previous`,
    [userId, frequency],
  );
  return claimed;
}

/** Sends the confirmation again (POST /resend) when the address's slot is free; else nothing. */
export async function sendConfirmation(deps: AuthDeps, user: UserRow, pkce?: PkceParams): Promise<void> {
  const slot = await takeEmailSlot(deps.db, user.id, deps.env.AUTH_EMAIL_FREQUENCY);
  if (slot) await deliverConfirmation(deps, user, slot.previous, pkce);
}

/** Sends the confirmation once its slot is taken; `previous` is the send time before the claim. */
export async function deliverConfirmation(
  deps: AuthDeps,
  user: UserRow,
  previous: Date | null,
  pkce?: PkceParams,
): Promise<void> {
  const { db, env } = deps;
  const otp = newOtp();
  const hash = (pkce ? 'pkce_' : '') + otpHash(env.JWT_SECRET, user.email, otp);
  await db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
      [user.id],
    );
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
       values ($1, 'confirmation_token', $2, $3)`,
      [user.id, hash, user.email],
    );
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method)
         values ($1, $2, $3, 'email/signup')`,
        [user.id, pkce.challenge, pkce.method],
      );
    }
  });
  const link = `${env.SITE_URL}/auth/callback?token_hash=${hash}&type=signup`;
  try {
    await deps.mailer.send(confirmationMail(user.email, link, otp));
  } catch (error) {
    // Give the slot back so a resend can follow at once.
    await db.query('update auth.users set confirmation_sent_at = $2 where id = $1', [user.id, previous]);
    authLogger(deps).error({ err: error, to: user.email }, 'auth: could not send the confirmation e-mail');
    throw new AuthError(500, 'unexpected_failure', 'Error sending confirmation email');
  }
}

/** The PKCE fields of /signup and /resend (GoTrue api/pkce.go): both or neither. */
export function pkceParams(body: Record<string, unknown>): PkceParams | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if ((challenge === undefined || challenge === null) && (method === undefined || method === null))
    return undefined;
  if (typeof challenge !== 'string' || typeof method !== 'string') {
    throw new AuthError(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw new AuthError(400, 'validation_failed', `code challenge method not supported: ${method}`);
  }
  return { challenge, method: lower };
}
