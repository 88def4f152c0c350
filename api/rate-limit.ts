// Rate limits and secrets shared by the routes: counters in Postgres (public.take_rate_limit), so
// several hosts agree, and random tokens of which only a sha-256 is ever stored.
import { runAsService, type Ctx } from './context.ts';
import { ApiError } from './errors.ts';

export interface Limit {
  max: number;
  perSeconds: number;
}

export const tooMany = (message = 'Too many attempts. Try again in a few minutes.') =>
  new ApiError(429, 'rate_limited', message);

/** Counts one hit on `key`; false once more than `limit.max` fell in the current window. */
export async function takeRateLimit(c: Ctx, key: string, limit: Limit): Promise<boolean> {
  const [row] = await runAsService(c, (tx) =>
    tx.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [
      key,
      limit.max,
      limit.perSeconds,
    ]),
  );
  return row.ok;
}

/** Counts one attempt on `key`; a 429 with Retry-After once more than `limit.max` fell in the window. */
export async function requireWithinLimit(c: Ctx, key: string, limit: Limit): Promise<void> {
  if (await takeRateLimit(c, key, limit)) return;
  c.header('Retry-After', String(limit.perSeconds));
  throw tooMany();
}

/** The hits `key` has taken in its current window, without taking one. */
export async function rateLimitUsed(c: Ctx, key: string, limit: Limit): Promise<number> {
  const [row] = await runAsService(c, (tx) =>
    tx.query<{ used: number }>('select public.rate_limit_used($1, $2) as used', [key, limit.perSeconds]),
  );
  return row.used;
}

/** 32 random bytes, base64url, after a prefix. */
export function randomToken(prefix = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const b64 = btoa(String.fromCharCode(...bytes));
  return prefix + b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SQL for the sha-256 (hex) of a text parameter, e.g. tokenHash('$1'). */
export const tokenHash = (param: string) => `encode(sha256(convert_to(${param}::text, 'UTF8')), 'hex')`;
