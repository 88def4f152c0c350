// Per-caller attempt limits for routes a user types into, through public.take_rate_limit (kept in
// Postgres, so several hosts agree). The counters are the API's own work, so they run as the service.
import { runAsService, type Ctx } from './context.ts';
import { ApiError } from './errors.ts';

export interface Limit {
  max: number;
  perSeconds: number;
}

/** Counts one attempt on key; a 429 once more than limit.max fell in the window. */
export async function requireWithinLimit(c: Ctx, key: string, limit: Limit): Promise<void> {
  const [row] = await runAsService(c, (tx) =>
    tx.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [
      key,
      limit.max,
      limit.perSeconds,
    ]),
  );
  if (!row.ok) {
    c.header('Retry-After', String(limit.perSeconds));
    throw new ApiError(429, 'rate_limited', 'Too many attempts. Try again in a few minutes.');
  }
}
