// GET /healthz, for a process manager, a load balancer or an uptime check: 200 {"database":"ok"}
// when the database answers `select 1` within 5 s, else 503 {"database":"unavailable"}. No sign-in
// and no rate limit, so a probe is never refused: instead, probes arriving together share the one
// query in flight, and the database never runs more than one `select 1` for them at a time.
// Nothing is cached: each probe after the last answer asks the database again.
import { Hono } from 'hono';
import type { Queryable } from '../api/db/port.ts';

const HEALTH_TIMEOUT_MS = 5000;

export function healthRoutes(db: Queryable, timeoutMs = HEALTH_TIMEOUT_MS): Hono {
  let inFlight: Promise<boolean> | undefined;
  const databaseAnswers = () =>
    (inFlight ??= db
      .query('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => (inFlight = undefined)));

  return new Hono().get('/healthz', async (c) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A server that stopped answering (not refusing) would otherwise hold the probe for minutes.
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const ok = await Promise.race([databaseAnswers(), late]);
    clearTimeout(timer);
    c.header('Cache-Control', 'no-store');
    return ok ? c.json({ database: 'ok' }) : c.json({ database: 'unavailable' }, 503);
  });
}
