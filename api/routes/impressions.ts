// POST /api/impressions: one impression or a batch from a display. Allowed for wallboards the
// caller may see (public ones anonymously) and for a paired screen's own wallboard; rate-limited;
// each impression's clientId makes a re-sent batch count once.
import { Hono } from 'hono';
import { impressionBatchSchema } from '../../core/schemas/impression.ts';
import type { Queryable } from '../db/port.ts';
import { run, runAsService, type ApiEnv, type Ctx } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { body } from '../validate.ts';
import { screenMayShow } from './screens.ts';

/** Per wallboard and caller: a TV reports one impression per 10 s slot, so this is generous. */
const LIMIT = { max: 120, perSeconds: 60 };

async function mayReport(c: Ctx, wallboardId: number): Promise<boolean> {
  const visible = await run(c, (tx) =>
    tx.query('select id from public.wallboards where id = $1', [wallboardId]),
  );
  return visible.length > 0 || (await screenMayShow(c, wallboardId));
}

async function isKnown(tx: Queryable, clientId: string) {
  const rows = await tx.query('select 1 from public.sponsor_impressions where client_id = $1::uuid', [
    clientId,
  ]);
  return rows.length > 0;
}

export const impressions = new Hono<ApiEnv>().post('/', async (c) => {
  const batch = await body(c, impressionBatchSchema);
  const caller = c.var.claims.sub ?? c.req.header('x-screen-token')?.slice(0, 16) ?? 'anon';
  for (const wallboardId of new Set(batch.map((i) => i.wallboardId))) {
    if (!(await mayReport(c, wallboardId))) throw notFound('Wallboard');
    const [limit] = await runAsService(c, (tx) =>
      tx.query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [
        `impressions:${wallboardId}:${caller}`,
        LIMIT.max,
        LIMIT.perSeconds,
      ]),
    );
    if (!limit.ok) throw new ApiError(429, 'rate_limited', 'Too many impressions; try again in a minute');
  }
  // Written as the service role after the checks above: anonymous callers may not read the
  // table back. Only sponsors assigned to the wallboard count (a TV cannot credit any sponsor); a row
  // not written is a replay (its clientId is known) or a sponsor no longer assigned.
  const result = await runAsService(c, async (tx) => {
    const counts = { recorded: 0, duplicates: 0, notAssigned: 0 };
    for (const i of batch) {
      const rows = await tx.query(
        `insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms, client_id, shown_at)
         select $1, $2, $3, $4::uuid, coalesce($5::timestamptz, now())
         where exists (select 1 from public.wallboard_sponsors ws where ws.wallboard_id = $2 and ws.sponsor_id = $1)
         on conflict (client_id) do nothing returning id`,
        [i.sponsorId, i.wallboardId, i.durationMs, i.clientId ?? null, i.shownAt ?? null],
      );
      if (rows.length > 0) counts.recorded++;
      else if (i.clientId && (await isKnown(tx, i.clientId))) counts.duplicates++;
      else counts.notAssigned++;
    }
    return counts;
  });
  return c.json(result, 201);
});
