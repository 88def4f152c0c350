// Rate limits through public.take_rate_limit, kept in Postgres so several hosts agree.
import type { Db } from '../../api/db/port.ts';
import { AuthError } from './errors.ts';

/** Counts one hit; throws 429 once more than max hits fell in the window. max 0 = no limit. */
export async function takeRateLimit(db: Db, key: string, max: number, perSeconds: number): Promise<void> {
  if (max <= 0) return;
  const [{ ok }] = await db.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [
    key,
    max,
    perSeconds,
  ]);
  if (!ok) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
