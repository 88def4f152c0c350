// Idempotency-Key: a write carrying the header is applied once; a replay gets the stored response.
// Match night's offline queue re-sends writes after a lost response and relies on this.
// The ledger (public.idempotency_keys) is the API's own, so it is written as the service role. It
// keeps a key 24 hours: each insert first deletes older rows (a trigger), so a key sent after that
// is a new request.
import { createMiddleware } from 'hono/factory';
import { asUser, type Claims } from './db/port.ts';
import { conflict, badRequest } from './errors.ts';
import type { ApiEnv } from './context.ts';

const service: Claims = { role: 'service_role' };
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotency = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header('idempotency-key');
  if (!header || !writes.has(c.req.method)) return next();
  if (header.length > 200) throw badRequest('Idempotency-Key must be at most 200 characters');
  const { db } = c.var.deps;
  const user = c.var.claims.sub ?? null;
  // Scoped by user, method and path, so one client's key can never replay another's response.
  const key = `${user ?? 'anon'}:${c.req.method}:${c.req.path}:${header}`;

  const claimed = await asUser(db, service, (tx) =>
    tx.query(
      `insert into public.idempotency_keys (key, user_id) values ($1, $2::uuid)
       on conflict (key) do nothing returning key`,
      [key, user],
    ),
  );
  if (claimed.length === 0) {
    const [stored] = await asUser(db, service, (tx) =>
      tx.query<{ status: number | null; response: unknown }>(
        'select status, response from public.idempotency_keys where key = $1',
        [key],
      ),
    );
    if (!stored || stored.status === null)
      throw conflict('A request with this Idempotency-Key is in progress');
    c.header('Idempotent-Replayed', 'true');
    if (stored.status === 204) return c.body(null, 204);
    return c.json(stored.response as object, stored.status as 200);
  }

  try {
    await next();
  } catch (error) {
    await asUser(db, service, (tx) => tx.query('delete from public.idempotency_keys where key = $1', [key]));
    throw error;
  }
  const res = c.res;
  if (res.status >= 500) {
    await asUser(db, service, (tx) => tx.query('delete from public.idempotency_keys where key = $1', [key]));
    return;
  }
  const text = res.status === 204 ? 'null' : await res.clone().text();
  await asUser(db, service, (tx) =>
    tx.query('update public.idempotency_keys set status = $2, response = $3::jsonb where key = $1', [
      key,
      res.status,
      text || 'null',
    ]),
  );
});
