// Sessions, access tokens and refresh-token rotation with reuse detection (GoTrue's
// tokens/service.go): a revoked token presented again revokes its whole session, except within
// the reuse interval when it is the parent of the session's active token (concurrent tabs).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../api/db/port.ts';
import type { AuthDeps, ClientMeta } from './deps.ts';
import { AuthError } from './errors.ts';
import { userById, userJson, type UserRow } from './users.ts';

interface SessionRow {
  id: string;
  created_at: Date;
  amr_method: string;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

export async function startSession(
  deps: AuthDeps,
  q: Queryable,
  user: UserRow,
  method: string,
  meta: ClientMeta,
) {
  const [session] = await q.query<SessionRow>(
    `insert into auth.sessions (user_id, amr_method, ip, user_agent) values ($1, $2, $3, $4)
     returning id, created_at, amr_method`,
    [user.id, method, meta.ip, meta.userAgent],
  );
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    token,
    user.id,
    session.id,
  ]);
  return sessionJson(deps, user, session, token);
}

/** GoTrue's AccessTokenResponse, with an access token carrying Supabase's claims. */
export async function sessionJson(deps: AuthDeps, user: UserRow, session: SessionRow, refreshToken: string) {
  const expiresIn = deps.env.JWT_EXP;
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await deps.keys.sign(
    {
      iss: `${deps.env.SITE_URL}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [
        { method: session.amr_method, timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) },
      ],
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    expiresIn,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

type Outcome = { session: SessionRow; userId: string; token: string } | { error: AuthError };

export async function refreshSession(deps: AuthDeps, token: string) {
  // Errors are returned, not thrown, so the session revocation commits.
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [rotated] = await tx.query<{ session_id: string; user_id: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where token = $1 and not revoked returning session_id, user_id`,
      [token],
    );
    if (rotated) {
      const [session] = await tx.query<SessionRow & { expired: boolean }>(
        `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1
         returning id, created_at, amr_method, coalesce(not_after < now(), false) as expired`,
        [rotated.session_id],
      );
      if (!session) return { error: new AuthError(400, 'session_not_found', 'Session not found') };
      if (session.expired) return { error: new AuthError(400, 'session_expired', 'Session Expired') };
      const child = newRefreshToken();
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [child, rotated.user_id, rotated.session_id, token],
      );
      return { session, userId: rotated.user_id, token: child };
    }
    const [old] = await tx.query<{ session_id: string; user_id: string; recent: boolean }>(
      `select session_id, user_id, updated_at > now() - make_interval(secs => $2) as recent
       from auth.refresh_tokens where token = $1`,
      [token, deps.env.AUTH_REFRESH_REUSE_INTERVAL],
    );
    if (!old) {
      return {
        error: new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      };
    }
    if (old.recent) {
      const [active] = await tx.query<{ token: string } & SessionRow>(
        `select t.token, s.id, s.created_at, s.amr_method from auth.refresh_tokens t
         join auth.sessions s on s.id = t.session_id
         where t.parent = $1 and t.session_id = $2 and not t.revoked`,
        [token, old.session_id],
      );
      if (active) return { session: active, userId: old.user_id, token: active.token };
    }
    await tx.query('delete from auth.sessions where id = $1', [old.session_id]);
    return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
  });
  if ('error' in outcome) throw outcome.error;
  const user = await userById(deps.db, outcome.userId);
  if (!user) throw new AuthError(400, 'user_not_found', 'User not found');
  return sessionJson(deps, user, outcome.session, outcome.token);
}
