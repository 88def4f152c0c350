// Bearer-token check for /user and /logout, with GoTrue's error codes (api/auth.go).
import type { MiddlewareHandler } from 'hono';
import type { AuthDeps } from './deps.ts';
import { AuthError } from './errors.ts';
import { userById, type UserRow } from './users.ts';

export type UserEnv = { Variables: { user: UserRow; sessionId: string } };

export function requireUser(deps: AuthDeps): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await deps.keys.verify(match[1]).catch((error: Error) => {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${error.message}`,
      );
    });
    if (typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const [session] = await deps.db.query('select id from auth.sessions where id = $1 and user_id = $2', [
      claims.session_id,
      claims.sub,
    ]);
    if (!session) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await userById(deps.db, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    c.set('user', user);
    c.set('sessionId', claims.session_id);
    await next();
  };
}
