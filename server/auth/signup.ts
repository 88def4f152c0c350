// POST /signup and POST /resend (GoTrue api/signup.go, api/resend.go), confirmation required.
import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import { pkceParams, sendConfirmation } from './confirmation.ts';
import { jsonBody, str, type AuthDeps } from './deps.ts';
import { validationFailed, weakPassword } from './errors.ts';
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
    const existing = await userByEmail(deps.db, email);
    if (existing?.email_confirmed_at) return c.json(obfuscatedUserJson(email, data));
    const hash = await bcrypt.hash(password, 10);
    let id = existing?.id;
    if (existing) {
      // An unconfirmed account is taken over by whoever confirms the new e-mail, as in GoTrue.
      await deps.db.query(
        `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1`,
        [existing.id, hash, JSON.stringify(data)],
      );
    } else {
      [{ id }] = await deps.db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, $3, $4) returning id`,
        [email, hash, JSON.stringify(emailProvider), JSON.stringify(data)],
      );
    }
    await sendConfirmation(deps, (await userById(deps.db, id!))!, pkce);
    return c.json(userJson((await userById(deps.db, id!))!));
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
