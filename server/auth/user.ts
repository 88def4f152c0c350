// GET /user and PUT /user (GoTrue api/user.go); POST /logout (api/logout.go).
import { Hono, type Context } from 'hono';
import { clientMeta, jsonBody, type AuthDeps } from './deps.ts';
import { AuthError, validationFailed } from './errors.ts';
import { requireUser, type UserEnv } from './guard.ts';
import { passwords } from './password.ts';
import { checkPassword } from './signup.ts';
import { attemptPassword } from './token.ts';
import { userById, userJson } from './users.ts';

/**
 * A password change needs proof that the person at the keyboard is the account's owner, not just
 * someone holding a session: a sign-in (password, e-mail link or code) within AUTH_REAUTH_WINDOW
 * seconds, or the current password (GoTrue's current_password, checked within the sign-in limits).
 * GoTrue's errors: 400 reauthentication_needed, 400 current_password_invalid.
 */
async function proveItIsThem(deps: AuthDeps, c: Context<UserEnv>, currentPassword: unknown): Promise<void> {
  const user = c.get('user');
  if (typeof currentPassword === 'string' && currentPassword !== '') {
    const matches = await attemptPassword(
      deps,
      user.email,
      clientMeta(c).ip,
      currentPassword,
      user.encrypted_password,
    );
    if (!matches) {
      throw new AuthError(
        400,
        'current_password_invalid',
        'Current password required when setting new password.',
      );
    }
    return;
  }
  const [session] = await deps.db.query<{ recent: boolean }>(
    `select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1`,
    [c.get('sessionId'), deps.env.AUTH_REAUTH_WINDOW],
  );
  if (!session?.recent) {
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
}

export function userRoutes(deps: AuthDeps): Hono<UserEnv> {
  const app = new Hono<UserEnv>();
  app.use('/user', requireUser(deps));
  app.use('/logout', requireUser(deps));

  app.get('/user', (c) => c.json(userJson(c.get('user'))));

  app.put('/user', async (c) => {
    const user = c.get('user');
    const body = await jsonBody(c);
    if (typeof body.email === 'string' && body.email.toLowerCase() !== user.email) {
      throw validationFailed('Changing the e-mail address is not supported by this server');
    }
    if (body.password !== undefined) {
      const password = checkPassword(body.password);
      await proveItIsThem(deps, c, body.current_password);
      const hasher = passwords(deps.env.AUTH_PASSWORD_HASH_COST);
      if (await hasher.matches(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      const hash = await hasher.hash(password);
      // The new password ends every other session (their refresh tokens go with them, and the API
      // refuses their access tokens), as GoTrue's UpdatePassword does; this one stays.
      await deps.db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          hash,
        ]);
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          c.get('sessionId'),
        ]);
      });
    }
    if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
      // Top-level keys merge, and a null value removes its key, as GoTrue's UpdateUserMetaData.
      await deps.db.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || $2::jsonb),
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(body.data)],
      );
    }
    return c.json(userJson((await userById(deps.db, user.id))!));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    const { id } = c.get('user');
    const sessionId = c.get('sessionId');
    if (scope === 'global') await deps.db.query('delete from auth.sessions where user_id = $1', [id]);
    else if (scope === 'local') await deps.db.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others') {
      await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [id, sessionId]);
    } else throw validationFailed(`Unsupported logout scope "${scope}"`);
    return c.body(null, 204);
  });

  return app;
}
