// POST /signup and POST /resend (GoTrue api/signup.go, api/resend.go), confirmation required.
import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../../api/db/port.ts';
import { claimEmailSlot, deliverConfirmation, pkceParams, sendConfirmation } from './confirmation.ts';
import { clientMeta, jsonBody, str, type AuthDeps } from './deps.ts';
import { validationFailed, weakPassword } from './errors.ts';
import { takeRateLimit } from './ratelimit.ts';
import { emailProvider, obfuscatedUserJson, userByEmail, userById, userJson } from './users.ts';

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '')
    throw validationFailed('Signup requires a valid password');
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  return password;
}

function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.trim().toLowerCase();
}

/**
 * Creates the user, or — for an address already signed up but not confirmed — only claims its
 * e-mail slot to send the confirmation again, as GoTrue does: the second sign-up cannot prove it is
 * the same person, so the account keeps the password and data of the sign-up that created it, and
 * the link confirms that account. Claiming the slot in the same transaction means a refused (429)
 * sign-up changes nothing. A concurrent sign-up that created the address first makes this one a
 * repeat, never a unique violation. Undefined when the address is already confirmed.
 */
async function takeAddress(
  tx: Queryable,
  deps: AuthDeps,
  email: string,
  hash: string,
  data: Record<string, unknown>,
): Promise<{ id: string; previous: Date | null } | undefined> {
  let existing = await userByEmail(tx, email);
  if (!existing) {
    const [created] = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         confirmation_sent_at)
       values ($1, $2, $3, $4, now()) on conflict do nothing returning id`,
      [email, hash, JSON.stringify(emailProvider), JSON.stringify(data)],
    );
    if (created) return { id: created.id, previous: null };
    existing = await userByEmail(tx, email);
    if (!existing) throw new Error(`The user ${email} disappeared during sign-up`);
  }
  if (existing.email_confirmed_at) return undefined;
  const previous = await claimEmailSlot(tx, existing.id, deps.env.AUTH_EMAIL_FREQUENCY);
  return { id: existing.id, previous };
}

const metadata = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

export function signupRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  app.post('/signup', async (c) => {
    const body = await jsonBody(c);
    const email = checkEmail(body.email);
    const password = checkPassword(body.password);
    const pkce = pkceParams(body);
    const data = metadata(body.data);
    // Accounts in bulk from one client address are refused, whatever addresses they use.
    const { env } = deps;
    await takeRateLimit(
      deps.db,
      `signup:ip:${clientMeta(c).ip}`,
      env.AUTH_SIGNUP_PER_IP,
      env.AUTH_SIGNIN_WINDOW,
    );
    // Hashed on every path, needed or not: a confirmed or unconfirmed address must take as long
    // to answer as a new one, and its answer has the same shape, so sign-up cannot tell them apart.
    const hash = await bcrypt.hash(password, 10);
    const taken = await deps.db.transaction((tx) => takeAddress(tx, deps, email, hash, data));
    if (!taken) return c.json(obfuscatedUserJson(email, data));
    const user = (await userById(deps.db, taken.id))!;
    await deliverConfirmation(deps, user, taken.previous, pkce);
    return c.json(userJson((await userById(deps.db, taken.id))!));
  });

  app.post('/resend', async (c) => {
    const body = await jsonBody(c);
    if (body.type !== 'signup') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = str(body.email);
    if (!email) throw validationFailed('An email address is required');
    const pkce = pkceParams(body);
    const user = await userByEmail(deps.db, email);
    // Unknown and already-confirmed addresses get the same answer, so accounts cannot be probed.
    if (user && !user.email_confirmed_at) await sendConfirmation(deps, user, pkce);
    return c.json({});
  });

  return app;
}
