// /api/screens: pairing TVs by code (RFC 8628 style) and managing paired screens.
// Device endpoints (pair, poll, me, heartbeat) run with service-level access and know the device only
// by a secret or token whose hash is stored; organiser endpoints run as the caller, under RLS.
import { z } from 'zod';
import {
  claimSchema,
  PAIRING_ALPHABET,
  pairSchema,
  pairStartSchema,
  pollPairedSchema,
  pollSchema,
  screenInfoSchema,
  screenSchema,
  screenUpdateSchema as updateSchema,
  type PollErrorCode,
} from '@core/schemas/screen.ts';
import { requireOrganiser, requireSignedIn } from '../authz.ts';
import { clientAddress } from '../client-address.ts';
import { run, runAsService } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { ApiError, notFound } from '../errors.ts';
import { randomToken, takeRateLimit, tokenHash, tooMany } from '../rate-limit.ts';
import { pathId, queryId } from '../validate.ts';
import { listScreen } from './screen-list.ts';
import { requireScreen, SCREEN_COLUMNS, type ScreenRow } from '../screen-of-request.ts';

export const PAIRING_TTL_SECONDS = 900;
export const POLL_INTERVAL_SECONDS = 5;
/**
 * Polls closer than this get slow_down. Less than the interval: a TV polls at once when the live stream
 * says some screen was just paired (kiosk/src/pairing/use-pairing.ts), and that early poll is allowed.
 */
const MIN_POLL_GAP_SECONDS = 1;
const CLAIM_ATTEMPTS = { max: 10, perSeconds: 600 };
const PAIR_REQUESTS = { max: 30, perSeconds: 60 };

const hash = tokenHash('$1');

function randomCode(): string {
  let code = '';
  while (code.length < 8) {
    // 240 is the largest multiple of 20 below 256: rejecting above it keeps every letter equally likely.
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      if (b < 240 && code.length < 8) code += PAIRING_ALPHABET[b % 20];
    }
  }
  return code;
}

export const formatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

const deviceError = (status: 400 | 429, code: string, message: string) => new ApiError(status, code, message);
const declared = {
  pair: {
    method: 'post',
    path: '/pair',
    summary: 'A TV asks for a pairing code',
    request: { body: jsonBody(pairSchema) },
    responses: created(pairStartSchema),
  },
  poll: {
    method: 'post',
    path: '/poll',
    summary: 'The TV polls until an organiser claims the code',
    request: { body: jsonBody(pollSchema) },
    responses: ok(pollPairedSchema),
  },
  me: {
    method: 'get',
    path: '/me',
    summary: 'The paired screen itself (X-Screen-Token)',
    responses: ok(screenInfoSchema),
  },
  claim: {
    method: 'post',
    path: '/claim',
    summary: 'Claim a code shown on a TV (organisers)',
    request: { body: jsonBody(claimSchema) },
    responses: created(screenSchema),
  },
  list: {
    method: 'get',
    path: '/',
    summary: "Paired screens of the caller's organisations (organisers; ?organisationId= keeps one's)",
    request: { query: filters('organisationId') },
    responses: ok(z.array(screenSchema)),
  },
  update: {
    method: 'patch',
    path: '/{id}',
    summary: 'Rename a screen or change its wallboard (organisers)',
    request: { params: ids('id'), body: jsonBody(updateSchema) },
    responses: ok(screenSchema),
  },
  revoke: {
    method: 'delete',
    path: '/{id}',
    summary: 'Revoke a screen (organisers)',
    request: { params: ids('id') },
    responses: noContent,
  },
} as const;

export const screens = routes()
  // A fresh TV asks for a code; it gets back a device secret only it knows.
  .endpoint(declared.pair, async (c, request) => {
    const input = await request.body().catch(() => undefined);
    if (!(await takeRateLimit(c, `screens:pair:${clientAddress(c)}`, PAIR_REQUESTS))) throw tooMany();
    const deviceSecret = randomToken('dev_');
    const code = await runAsService(c, async (tx) => {
      await tx.query(`delete from public.screen_pairings where expires_at < now() - interval '1 hour'`);
      for (;;) {
        const candidate = randomCode();
        const rows = await tx.query(
          `insert into public.screen_pairings (code, device_secret_hash, user_agent, expires_at, interval_seconds)
           values ($2, ${hash}, $3, now() + make_interval(secs => $4), $5)
           on conflict (code) do nothing returning id`,
          [
            deviceSecret,
            candidate,
            input?.userAgent ?? c.req.header('user-agent') ?? null,
            PAIRING_TTL_SECONDS,
            POLL_INTERVAL_SECONDS,
          ],
        );
        if (rows.length) return candidate;
      }
    });
    const origin = new URL(c.req.url).origin;
    return c.json(
      {
        code: formatCode(code),
        deviceSecret,
        expiresIn: PAIRING_TTL_SECONDS,
        interval: POLL_INTERVAL_SECONDS,
        verificationUri: `${origin}/wallboards`,
        verificationUriComplete: `${origin}/wallboards?pair=${formatCode(code)}`,
      },
      201,
    );
  })
  // The TV polls: authorization_pending, slow_down (polled again within MIN_POLL_GAP_SECONDS: +5 s
  // from now on), expired_token, or, once claimed, its screen token (generated now, so it is never
  // stored in the clear); a claimed code is answered however soon it is polled.
  .endpoint(declared.poll, async (c, request) => {
    const { deviceSecret } = await request.body();
    const token = randomToken('scr_');
    type PollOutcome = { error: PollErrorCode } | { screen: ScreenRow };
    const result = await runAsService(c, async (tx): Promise<PollOutcome> => {
      const [p] = await tx.query<{ id: number; expired: boolean; tooSoon: boolean; screenId: number | null }>(
        `select id, expires_at <= now() as expired, screen_id as "screenId",
                coalesce(last_polled_at > now() - make_interval(secs => $2), false) as "tooSoon"
         from public.screen_pairings where device_secret_hash = ${hash} for update`,
        [deviceSecret, MIN_POLL_GAP_SECONDS],
      );
      if (!p || (p.expired && p.screenId === null)) return { error: 'expired_token' };
      if (p.tooSoon && p.screenId === null) {
        await tx.query(
          'update public.screen_pairings set interval_seconds = interval_seconds + 5, last_polled_at = now() where id = $1',
          [p.id],
        );
        return { error: 'slow_down' };
      }
      if (p.screenId === null) {
        await tx.query('update public.screen_pairings set last_polled_at = now() where id = $1', [p.id]);
        return { error: 'authorization_pending' };
      }
      const [screen] = await tx.query<ScreenRow>(
        `update public.screens s set token_hash = ${hash}, last_seen_at = now() where s.id = $2 returning ${SCREEN_COLUMNS}`,
        [token, p.screenId],
      );
      await tx.query('delete from public.screen_pairings where id = $1', [p.id]);
      return { screen };
    });
    if ('error' in result) {
      const messages = {
        expired_token: 'The pairing code has expired; ask for a new one',
        slow_down: 'Polling too fast; wait longer between polls',
        authorization_pending: 'Waiting for an organiser to enter the code',
      };
      throw deviceError(400, result.error, messages[result.error]);
    }
    return c.json({
      token,
      screenId: result.screen.id,
      name: result.screen.name,
      wallboardId: result.screen.wallboardId,
    });
  })
  .endpoint(declared.me, async (c) => c.json(await requireScreen(c)))
  // An organiser enters the code shown on the TV (any case, dash optional), names it, picks a wallboard.
  .endpoint(declared.claim, async (c, request) => {
    const userId = requireSignedIn(c.var.claims);
    await run(c, (tx) => requireOrganiser(tx, c.var.claims, 'pair screens'));
    // A body refused as invalid (a name with a line break) tries no code, so it uses no attempt.
    const input = await request.body();
    if (!(await takeRateLimit(c, `screens:claim:${userId}`, CLAIM_ATTEMPTS))) throw tooMany();
    const screen = await run(c, async (tx) => {
      const [row] = await tx.query<{ id: number }>('select id from public.claim_screen($1, $2, $3::bigint)', [
        input.code,
        input.name,
        input.wallboardId,
      ]);
      return (await listScreen(tx, { id: row.id }))[0];
    });
    return c.json(screen, 201);
  })
  .endpoint(declared.list, async (c) =>
    c.json(
      await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'manage screens');
        return listScreen(tx, { organisationId: queryId(c, 'organisationId') });
      }),
    ),
  )
  .endpoint(declared.update, async (c, request) => {
    const id = pathId(c);
    const input = await request.body();
    const screen = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'manage screens');
      if (input.wallboardId) {
        const [w] = await tx.query('select 1 from public.wallboards where id = $1', [input.wallboardId]);
        if (!w) throw notFound('Wallboard');
      }
      const rows = await tx.query(
        `update public.screens set name = coalesce($2, name),
                wallboard_id = case when $3::boolean then $4::bigint else wallboard_id end
         where id = $1 returning id`,
        [id, input.name ?? null, input.wallboardId !== undefined, input.wallboardId ?? null],
      );
      return rows.length ? (await listScreen(tx, { id }))[0] : undefined;
    });
    if (!screen) throw notFound('Screen');
    return c.json(screen);
  })
  // Revoking deletes the screen: its token stops working and the TV goes back to showing a code.
  .endpoint(declared.revoke, async (c) => {
    const id = pathId(c);
    const deleted = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'manage screens');
      return (await tx.query('delete from public.screens where id = $1 returning id', [id])).length > 0;
    });
    if (!deleted) throw notFound('Screen');
    return c.body(null, 204);
  });
