// POST /api/impressions: one impression or a batch from a display. Allowed for wallboards the
// caller may see (public ones anonymously) and for a paired screen's own wallboard. They count when
// a paired screen showing the wallboard sends them, or on a wallboard that counts unpaired displays
// too (countUnpairedImpressions); others are answered as notCounted and not recorded. Each
// impression's clientId makes a re-sent batch count once; a screen earns per wallboard and minute
// at most what the rotation could have shown, and sends at most so many impressions per minute.
import { ROTATION_INTERVAL_MS } from '@core/rules/sponsor-rotation.ts';
import { impressionBatchSchema, impressionResultSchema } from '@core/schemas/impression.ts';
import { clientAddress } from '../client-address.ts';
import { run, runAsService, type Ctx } from '../context.ts';
import { created, jsonBody, routes } from '../declare.ts';
import { ApiError, notFound } from '../errors.ts';
import { screenOfRequest, screenShows, type ScreenRow } from '../screen-of-request.ts';

const MINUTE_MS = 60_000;
/**
 * Per wallboard, screen and minute of shownAt: one impression per 10 s sponsor slot (6), plus one for
 * a slot cut short when the sponsors change (the sponsor leaving and the one after both count).
 */
export const IMPRESSIONS_PER_MINUTE = MINUTE_MS / ROTATION_INTERVAL_MS + 1;
/** shownAt is kept within [now - 7 days, now + 5 minutes]; durationMs at most 10 minutes. */
export const OLDEST_MS = 7 * 24 * 3600 * 1000;
export const LATEST_MS = 5 * MINUTE_MS;
export const MAX_DURATION_MS = 10 * MINUTE_MS;
/** Impressions one screen may send per minute (any wallboards): a 7-day backlog replays in ~100 min. */
export const SEND_LIMIT = { max: 600, perSeconds: 60 };

/** Who showed it: a verified paired screen, else the signed-in user, else the client address. */
function viewerOf(c: Ctx, screen: ScreenRow | null): string {
  if (screen) return `screen:${screen.id}`;
  if (c.var.claims.role === 'authenticated' && c.var.claims.sub) return `user:${c.var.claims.sub}`;
  return `address:${clientAddress(c)}`;
}

/** Whether the request may report for the wallboard (else 404), and whether what it reports counts. */
async function reportFor(c: Ctx, screen: ScreenRow | null, wallboardId: number) {
  if (await screenShows(c, screen, wallboardId)) return { visible: true, counts: true };
  const [wallboard] = await run(c, (tx) =>
    tx.query<{ counts: boolean }>(
      'select count_unpaired_impressions as counts from public.wallboards where id = $1',
      [wallboardId],
    ),
  );
  return { visible: wallboard !== undefined, counts: wallboard?.counts === true };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const impressions = routes().endpoint(
  {
    method: 'post',
    path: '/',
    summary: 'Record impressions shown by a display: one, an array, or { impressions }',
    request: { body: jsonBody(impressionBatchSchema) },
    responses: created(impressionResultSchema),
  },
  async (c, request) => {
    const batch = await request.body();
    const screen = await screenOfRequest(c);
    const counted = new Set<number>();
    for (const wallboardId of new Set(batch.map((i) => i.wallboardId))) {
      const report = await reportFor(c, screen, wallboardId);
      if (!report.visible) throw notFound('Wallboard');
      if (report.counts) counted.add(wallboardId);
    }
    const viewer = viewerOf(c, screen);
    // Each impression takes one hit of the viewer's bucket, so a batch of 500 counts as 500.
    const [limit] = await runAsService(c, (tx) =>
      tx.query<{ ok: boolean }>(
        `select coalesce(bool_and(public.take_rate_limit($1, $2, $3)), true) as ok from generate_series(1, $4)`,
        [`impressions:${viewer}`, SEND_LIMIT.max, SEND_LIMIT.perSeconds, batch.length],
      ),
    );
    if (!limit.ok) throw new ApiError(429, 'rate_limited', 'Too many impressions; try again in a minute');

    const now = Date.now();
    // Written as the service role after the checks above: anonymous callers may not read the table back.
    const result = await runAsService(c, async (tx) => {
      await tx.query('delete from public.impression_minutes where minute < $1::timestamptz', [
        new Date(now - OLDEST_MS - MINUTE_MS).toISOString(),
      ]);
      const counts = { recorded: 0, duplicates: 0, notAssigned: 0, overLimit: 0, notCounted: 0 };
      for (const i of batch) {
        if (!counted.has(i.wallboardId)) {
          counts.notCounted++;
          continue;
        }
        const shownAt = clamp(i.shownAt ? Date.parse(i.shownAt) : now, now - OLDEST_MS, now + LATEST_MS);
        const [row] = await tx.query<{ outcome: string }>(
          'select public.record_impression($1, $2, $3, $4::uuid, $5::timestamptz, $6, $7, $8) as outcome',
          [
            i.sponsorId,
            i.wallboardId,
            Math.min(i.durationMs, MAX_DURATION_MS),
            i.clientId ?? null,
            new Date(shownAt).toISOString(),
            viewer,
            IMPRESSIONS_PER_MINUTE,
            screen?.id ?? null,
          ],
        );
        if (row.outcome === 'recorded') counts.recorded++;
        else if (row.outcome === 'duplicate') counts.duplicates++;
        else if (row.outcome === 'over_limit') counts.overLimit++;
        else counts.notAssigned++;
      }
      return counts;
    });
    return c.json(result, 201);
  },
);
