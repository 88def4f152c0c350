// POST /signup and POST /resend (GoTrue api/signup.go, api/resend.go), confirmation required.
// Neither tells whether an address has an account: new, unconfirmed and confirmed addresses get the
// same 200 (/signup: a look-alike user with a random id; /resend: {}), an e-mail asked for too soon
// is quietly not sent, and the per-client limits answer 429 for every address alike.
import { Hono } from 'hono';
import type { Queryable } from '../../api/db/port.ts';
import { PASSWORD_MIN_LENGTH, passwordTooLong } from '@core/rules/password.ts';
import { deliverConfirmation, pkceParams, sendConfirmation, takeEmailSlot } from './confirmation.ts';
import { clientMeta, isEmailAddress, jsonBody, str, type AuthDeps } from './deps.ts';
import { passwordTooLongError, validationFailed, weakPassword } from './errors.ts';
import { limitEmailRequests, takeRateLimit } from './ratelimit.ts';
import { passwords } from './password.ts';
import { emailProvider, obfuscatedUserJson, userByEmail, userById } from './users.ts';

/** Every path that sets a password (sign-up, PUT /user) checks it here (core/rules/password.ts). */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '')
    throw validationFailed('Signup requires a valid password');
  if ([...password].length < PASSWORD_MIN_LENGTH) throw weakPassword(PASSWORD_MIN_LENGTH);
  if (passwordTooLong(password)) throw passwordTooLongError();
  return password;
}

function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !isEmailAddress(email.trim())) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.trim().toLowerCase();
}

/**
 * Nobody has proven the mailbox yet, and two sign-ups chose different passwords: neither password
 * (nor the sign-up metadata, nor the display name taken from it) survives. Confirming the address
 * then signs its owner in to choose a password (verify.ts), and ends whatever the claims left.
 */
async function contest(tx: Queryable, userId: string): Promise<void> {
  const [contested] = await tx.query(
    `update auth.users set encrypted_password = null, raw_user_meta_data = '{}'::jsonb, updated_at = now()
     where id = $1 and email_confirmed_at is null returning id`,
    [userId],
  );
  if (!contested) return; // confirmed meanwhile: the owner's own now
  await tx.query('update public.profiles set display_name = null, avatar_url = null where id = $1', [userId]);
}

/**
 * Creates the user, or, for an address signed up but not confirmed, takes its e-mail slot to send
 * the confirmation again. A repeat with the password the account already has changes nothing else
 * (a double click, a second tab); one with another password contests the account (contest()):
 * a second sign-up never replaces the first one's password, and the first one's does not survive
 * either. `compared` is what the password was compared with before the transaction: the stored hash
 * then (or none), and whether it matched. A concurrent sign-up that created the address first makes
 * this one a repeat, never a unique violation. Returns the user and previous send time when an
 * e-mail is due, undefined when none is (a confirmed address, or one whose slot is not free).
 */
async function takeAddress(
  tx: Queryable,
  deps: AuthDeps,
  signUp: { email: string; password: string; hash: string; data: Record<string, unknown> },
  compared: { stored: string | null | undefined; matches: boolean },
): Promise<{ id: string; previous: Date | null } | undefined> {
  const { email, password, hash, data } = signUp;
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
  const stored = existing.encrypted_password;
  // Changed since the first look (a concurrent sign-up created it): compare again, so a double
  // click with one password is no contest.
  const same =
    !!stored &&
    (stored === compared.stored
      ? compared.matches
      : await passwords(deps.env.AUTH_PASSWORD_HASH_COST).matches(password, stored));
  if (!same) await contest(tx, existing.id);
  const slot = await takeEmailSlot(tx, existing.id, deps.env.AUTH_EMAIL_FREQUENCY);
  return slot && { id: existing.id, previous: slot.previous };
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
    // Hashed and compared on every path, needed or not, so a new, an unconfirmed and a confirmed
    // address take about as long to answer.
    const hasher = passwords(env.AUTH_PASSWORD_HASH_COST);
    const hash = await hasher.hash(password);
    const stored = (await userByEmail(deps.db, email))?.encrypted_password;
    const matches = await hasher.matches(password, stored);
    const taken = await deps.db.transaction((tx) =>
      takeAddress(tx, deps, { email, password, hash, data }, { stored, matches }),
    );
    if (taken) await deliverConfirmation(deps, (await userById(deps.db, taken.id))!, taken.previous, pkce);
    return c.json(obfuscatedUserJson(email, data));
  });

  app.post('/resend', async (c) => {
    const body = await jsonBody(c);
    if (body.type !== 'signup') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = str(body.email);
    if (!email) throw validationFailed('An email address is required');
    const pkce = pkceParams(body);
    await limitEmailRequests(deps.db, deps.env, clientMeta(c).ip);
    const user = await userByEmail(deps.db, email);
    if (user && !user.email_confirmed_at) await sendConfirmation(deps, user, pkce);
    return c.json({});
  });

  return app;
}
