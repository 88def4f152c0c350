// Rate limits through public.take_rate_limit, kept in Postgres so several hosts agree.
import type { Queryable } from '../../api/db/port.ts';
import type { HostEnv } from '../env.ts';
import { AuthError } from './errors.ts';

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** Counts one hit on `key`; false once more than max hits fell in the window of perSeconds. */
export async function hitRateLimit(
  q: Queryable,
  key: string,
  max: number,
  perSeconds: number,
): Promise<boolean> {
  const [{ ok }] = await q.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [
    key,
    max,
    perSeconds,
  ]);
  return ok;
}

/** Counts one hit; throws 429 once more than max hits fell in the window. max 0 = no limit. */
export async function takeRateLimit(
  q: Queryable,
  key: string,
  max: number,
  perSeconds: number,
): Promise<void> {
  if (max <= 0) return;
  if (!(await hitRateLimit(q, key, max, perSeconds))) throw overRequestRateLimit();
}

/**
 * Starts a new window on `key` holding this one hit: a window of zero seconds has always ended, so
 * take_rate_limit begins the next one. (Used when a success should wipe the failures before it.)
 */
export async function restartRateLimit(q: Queryable, key: string): Promise<void> {
  await hitRateLimit(q, key, 1, 0);
}

/**
 * Counts one POST /recover or /resend from the client address, before anything else is looked at:
 * AUTH_EMAIL_PER_IP in AUTH_SIGNIN_WINDOW, then 429 for every address alike, account or not.
 */
export async function limitEmailRequests(q: Queryable, env: HostEnv, ip: string): Promise<void> {
  await takeRateLimit(q, `email:ip:${ip}`, env.AUTH_EMAIL_PER_IP, env.AUTH_SIGNIN_WINDOW);
}
