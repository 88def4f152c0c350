// Who is calling: a bearer token (or ?access_token= on the live stream, since EventSource cannot
// send headers) verified by deps.verifyJwt; no token means anonymous. A token whose session was
// ended (sign-out) is refused even while its signature is still valid. Anywhere else a token in the
// URL is refused (400): URLs end up in logs, histories and Referer headers.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Claims } from './db/port.ts';
import { ApiError } from './errors.ts';
import type { ApiDeps, ApiEnv } from './context.ts';

const invalidToken = () => new ApiError(401, 'invalid_token', 'Invalid or expired token');
const anonymous: Claims = { role: 'anon' };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tokenInUrl = () =>
  new ApiError(
    400,
    'token_in_url',
    'access_token is only accepted on GET /api/live; send the token in an Authorization: Bearer header',
  );

function tokenOf(c: Context<ApiEnv>): string | undefined {
  const header = c.req.header('authorization');
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const query = c.req.query('access_token');
  if (query !== undefined && !(c.req.method === 'GET' && /^\/api\/live\/?$/.test(c.req.path)))
    throw tokenInUrl();
  return bearer || query || undefined;
}

export function authMiddleware(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set('deps', deps);
    const token = tokenOf(c);
    if (!token) {
      c.set('claims', anonymous);
      return next();
    }
    let claims: Claims;
    try {
      claims = await deps.verifyJwt(token);
    } catch {
      throw invalidToken();
    }
    if (!['anon', 'authenticated', 'service_role'].includes(claims.role)) throw invalidToken();
    // A Supabase anon key is a valid JWT for the anon role: it signs no one in.
    if (claims.role === 'authenticated') {
      if (!claims.sub) throw invalidToken();
      if (claims.session_id !== undefined) {
        if (typeof claims.session_id !== 'string' || !uuid.test(claims.session_id)) throw invalidToken();
        const rows = await deps.db.query('select 1 from auth.sessions where id = $1::uuid', [
          claims.session_id,
        ]);
        if (rows.length === 0) throw new ApiError(401, 'session_revoked', 'Session has ended; sign in again');
      }
    }
    c.set('claims', claims);
    return next();
  });
}
