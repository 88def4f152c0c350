// The pairing API as a TV and an organiser use it, on both engines, through the real auth middleware.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { SignJWT, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDb } from '../support/engines.ts';
import { authMiddleware } from '../../api/auth.ts';
import type { ApiEnv } from '../../api/context.ts';
import type { Claims, Db } from '../../api/db/port.ts';
import { handleError } from '../../api/errors.ts';
import { screenFleet } from '../../api/routes/screen-fleet.ts';
import { screens } from '../../api/routes/screens.ts';

const secret = new TextEncoder().encode('screens-test-secret-screens-test-secret');

function appFor(db: Db) {
  const verifyJwt = async (t: string) => (await jwtVerify(t, secret)).payload as Claims;
  return new Hono<ApiEnv>()
    .basePath('/api')
    .use(authMiddleware({ db, verifyJwt }))
    .route('/screens', screens)
    .route('/screens', screenFleet)
    .onError(handleError);
}

async function userToken(db: Db, organiser: boolean): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [
    id,
    `${id}@example.com`,
  ]);
  await db.query('delete from public.user_roles where user_id = $1', [id]);
  if (organiser)
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'organiser')`, [id]);
  return new SignJWT({ role: 'authenticated', sub: id }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
}

describe.each(engines)('screen pairing on %s', (engine) => {
  let db: Db;
  let app: ReturnType<typeof appFor>;
  let organiser: string;
  let player: string;
  let wallboardId: number;
  let otherWallboardId: number;

  const call = (
    method: string,
    path: string,
    init: { json?: unknown; token?: string; screen?: string } = {},
  ) =>
    app.request(`/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.screen ? { 'x-screen-token': init.screen } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  // The server paces polls: make this one look like it came after the interval.
  const age = (secretHash: string) =>
    db.query(
      `update public.screen_pairings set last_polled_at = now() - interval '1 minute'
              where device_secret_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [secretHash],
    );

  beforeAll(async () => {
    db = await freshDb(engine);
    app = appFor(db);
    organiser = await userToken(db, true);
    player = await userToken(db, false);
    const [a] = await db.query<{ id: number }>(
      `insert into public.wallboards (name, type, is_public) values ('Bar TV', 'sponsors', false) returning id`,
    );
    const [b] = await db.query<{ id: number }>(
      `insert into public.wallboards (name, type, is_public) values ('Lounge', 'sponsors', true) returning id`,
    );
    wallboardId = a.id;
    otherWallboardId = b.id;
  });
  afterAll(() => db.close());

  it('pairs a TV by code, re-assigns it and revokes it', async () => {
    const pair = await call('POST', '/screens/pair', { json: { userAgent: 'TestTV/1.0' } });
    expect(pair.status).toBe(201);
    const start = await pair.json();
    expect(start.code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(start).toMatchObject({ expiresIn: 900, interval: 5 });
    const stored = await db.query('select code, device_secret_hash from public.screen_pairings');
    expect(JSON.stringify(stored)).not.toContain(start.deviceSecret);

    const pending = await call('POST', '/screens/poll', { json: { deviceSecret: start.deviceSecret } });
    expect(pending.status).toBe(400);
    expect((await pending.json()).code).toBe('authorization_pending');
    const tooSoon = await call('POST', '/screens/poll', { json: { deviceSecret: start.deviceSecret } });
    expect((await tooSoon.json()).code).toBe('slow_down');

    // Lower case and without the dash still matches.
    const typed = start.code.replace('-', '').toLowerCase();
    const claim = await call('POST', '/screens/claim', {
      token: organiser,
      json: { code: typed, name: 'Bar TV', wallboardId },
    });
    expect(claim.status).toBe(201);
    const claimed = await claim.json();
    expect(claimed).toMatchObject({
      name: 'Bar TV',
      wallboardId,
      wallboardName: 'Bar TV',
      userAgent: 'TestTV/1.0',
    });

    await age(start.deviceSecret);
    const granted = await call('POST', '/screens/poll', { json: { deviceSecret: start.deviceSecret } });
    expect(granted.status).toBe(200);
    const { token, screenId } = await granted.json();
    expect(screenId).toBe(claimed.id);
    const [row] = await db.query<{ token_hash: string }>(
      'select token_hash from public.screens where id = $1',
      [screenId],
    );
    expect(row.token_hash).not.toContain(token);

    const beat = await call('POST', '/screens/heartbeat', {
      screen: token,
      json: { appVersion: 'v42', userAgent: 'TestTV/2' },
    });
    expect(await beat.json()).toMatchObject({ id: screenId, name: 'Bar TV', wallboardId, command: null });
    const list = await (await call('GET', '/screens', { token: organiser })).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: screenId,
        name: 'Bar TV',
        appVersion: 'v42',
        userAgent: 'TestTV/2',
        online: true,
      }),
    ]);

    const moved = await call('PATCH', `/screens/${screenId}`, {
      token: organiser,
      json: { wallboardId: otherWallboardId },
    });
    expect(moved.status).toBe(200);
    expect(await (await call('GET', '/screens/me', { screen: token })).json()).toMatchObject({
      wallboardId: otherWallboardId,
    });

    expect((await call('DELETE', `/screens/${screenId}`, { token: organiser })).status).toBe(204);
    const revoked = await call('GET', '/screens/me', { screen: token });
    expect(revoked.status).toBe(401);
  });

  it('refuses people who are not organisers, wrong codes and expired codes', async () => {
    const start = await (await call('POST', '/screens/pair')).json();
    const asPlayer = await call('POST', '/screens/claim', {
      token: player,
      json: { code: start.code, name: 'X', wallboardId },
    });
    expect(asPlayer.status).toBe(403);
    expect((await call('GET', '/screens', {})).status).toBe(401);
    expect((await call('GET', '/screens', { token: player })).status).toBe(403);

    const bad = await call('POST', '/screens/claim', {
      token: organiser,
      json: { code: 'BCDF-GHJ', name: 'X', wallboardId },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Enter the 8-letter code shown on the screen');

    await db.query(`update public.screen_pairings set expires_at = now() - interval '1 second'`);
    const late = await call('POST', '/screens/claim', {
      token: organiser,
      json: { code: start.code, name: 'X', wallboardId },
    });
    expect(late.status).toBe(404);
    expect((await late.json()).message).toBe('Pairing code not found or expired');
    await age(start.deviceSecret);
    const poll = await call('POST', '/screens/poll', { json: { deviceSecret: start.deviceSecret } });
    expect((await poll.json()).code).toBe('expired_token');
  });

  it('rate-limits code entry per organiser', async () => {
    const token = await userToken(db, true);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/screens/claim', {
        token,
        json: { code: 'BBBB-BBBB', name: 'X', wallboardId },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
