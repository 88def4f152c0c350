// POST /api/impressions: what a TV reports a sponsor got, counted once, credited at most what its
// rotation could show, within its dates and durations, and limited per sender.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('impressions (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const img = 'https://cdn.example.com/ad.png';
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('records impressions anonymously for public wallboards, counting a re-sent batch once', async () => {
    const t = h.organiser.token;
    // Unpaired displays' impressions count here (the paired-only default is tested further down).
    const wb = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'Ads', type: 'sponsors', countUnpairedImpressions: true },
      })
    ).body;
    const sp = (await h.call('POST', '/sponsors', { token: t, body: { name: 'Cues R Us', imageUrl: img } }))
      .body;
    await h.call('POST', `/wallboards/${wb.id}/sponsors`, { token: t, body: { sponsorId: sp.id } });
    const batch = [1, 2, 3].map(() => ({
      clientId: randomUUID(),
      sponsorId: sp.id,
      wallboardId: wb.id,
      durationMs: 10_000,
    }));
    expect(await h.call('POST', '/impressions', { body: batch })).toMatchObject({
      status: 201,
      body: { recorded: 3, duplicates: 0, notAssigned: 0 },
    });
    expect(await h.call('POST', '/impressions', { body: { impressions: batch } })).toMatchObject({
      body: { recorded: 0, duplicates: 3, notAssigned: 0 },
    });
    expect(
      await h.call('POST', '/impressions', {
        body: { sponsorId: sp.id, wallboardId: wb.id, durationMs: 500 },
      }),
    ).toMatchObject({
      body: { recorded: 1 },
    });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [wb.id])).toBe(4);
    // Once the sponsor leaves the wallboard, the TV's late impressions are answered as not counted.
    await h.call('DELETE', `/wallboards/${wb.id}/sponsors/${sp.id}`, { token: t });
    const late = { clientId: randomUUID(), sponsorId: sp.id, wallboardId: wb.id, durationMs: 10_000 };
    expect(await h.call('POST', '/impressions', { body: [late, batch[0]] })).toMatchObject({
      status: 201,
      body: { recorded: 0, duplicates: 1, notAssigned: 1 },
    });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [wb.id])).toBe(4);
    const hidden = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'P', type: 'sponsors', isPublic: false },
      })
    ).body;
    const denied = await h.call('POST', '/impressions', {
      body: { sponsorId: sp.id, wallboardId: hidden.id },
    });
    expect(denied.status).toBe(404);
  });

  /** A sponsors wallboard with two sponsors assigned, counting unpaired displays' impressions unless told. */
  async function adBoard(name: string, isPublic = true, countUnpairedImpressions = true) {
    const t = h.organiser.token;
    const wb = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name, type: 'sponsors', isPublic, countUnpairedImpressions },
      })
    ).body;
    const sponsors: number[] = [];
    for (const n of [1, 2]) {
      const sp = (
        await h.call('POST', '/sponsors', { token: t, body: { name: `${name} ${n}`, imageUrl: img } })
      ).body;
      await h.call('POST', `/wallboards/${wb.id}/sponsors`, { token: t, body: { sponsorId: sp.id } });
      sponsors.push(sp.id);
    }
    return { id: wb.id as number, sponsors };
  }
  /** POST /impressions from a client address (as the host passes it), with a token or screen token. */
  async function report(
    body: unknown,
    from: { address?: string; token?: string; screenToken?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (from.token) headers.authorization = `Bearer ${from.token}`;
    if (from.screenToken) headers['x-screen-token'] = from.screenToken;
    const res = await h.app.request(
      '/api/impressions',
      { method: 'POST', headers, body: JSON.stringify(body) },
      from.address ? { clientAddress: from.address } : undefined,
    );
    return { status: res.status, body: await res.json() };
  }
  const impressionsOf = (
    board: { id: number; sponsors: number[] },
    shownAt: (k: number) => Date,
    n: number,
  ) =>
    Array.from({ length: n }, (_, k) => ({
      clientId: randomUUID(),
      sponsorId: board.sponsors[k % 2],
      wallboardId: board.id,
      durationMs: 10_000,
      shownAt: shownAt(k).toISOString(),
    }));
  const startOfMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

  it('credits a screen at most 7 impressions per wallboard and minute: its six 10 s slots and one cut short', async () => {
    const board = await adBoard('Six a minute');
    const minute = startOfMinute(Date.now() - 3_600_000);
    const eight = impressionsOf(board, (k) => new Date(minute + k * 5_000), 8);
    const from = { address: '192.0.2.10' };
    expect(await report(eight, from)).toEqual({
      status: 201,
      body: { recorded: 7, duplicates: 0, notAssigned: 0, overLimit: 1, notCounted: 0 },
    });
    // Re-sent, the recorded ones are duplicates and take nothing from the minute.
    expect((await report(eight, from)).body).toEqual({
      recorded: 0,
      duplicates: 7,
      notAssigned: 0,
      overLimit: 1,
      notCounted: 0,
    });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [board.id])).toBe(7);
    // A TV's backlog after hours offline (one impression every 10 s) is recorded in full.
    const backlog = impressionsOf(board, (k) => new Date(minute + 600_000 + k * 10_000), 30);
    expect((await report(backlog, from)).body).toMatchObject({ recorded: 30, overLimit: 0 });
    // Another screen showing the wallboard in that minute (another address, a signed-in user) earns its own.
    const other = impressionsOf(board, (k) => new Date(minute + k * 5_000), 8);
    expect((await report(other, { address: '192.0.2.11' })).body).toMatchObject({
      recorded: 7,
      overLimit: 1,
    });
    const mine = impressionsOf(board, (k) => new Date(minute + k * 5_000), 8);
    expect((await report(mine, { token: s.player.token })).body).toMatchObject({ recorded: 7, overLimit: 1 });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [board.id])).toBe(51);
  });

  it('counts shownAt outside the last 7 days and next 5 minutes at those bounds, and durations above 10 minutes as 10', async () => {
    const board = await adBoard('Inflated');
    const from = { address: '192.0.2.20' };
    // The attack of issue 12: 500 impressions of 24 h in 2020 per request, three requests.
    const old = () =>
      impressionsOf(board, () => new Date('2020-01-01T00:00:00Z'), 500).map((i) => ({
        ...i,
        durationMs: 86_400_000,
      }));
    const before = Date.now();
    const first = await report(old(), from);
    expect(first).toEqual({
      status: 201,
      body: { recorded: 7, duplicates: 0, notAssigned: 0, overLimit: 493, notCounted: 0 },
    });
    const rows = await h.db.query<{ shownAt: Date; durationMs: number }>(
      'select shown_at as "shownAt", duration_ms as "durationMs" from public.sponsor_impressions where wallboard_id = $1',
      [board.id],
    );
    expect(rows.map((r) => r.durationMs)).toEqual(Array(7).fill(600_000));
    for (const r of rows) {
      expect(new Date(r.shownAt).getTime()).toBeGreaterThanOrEqual(before - 7 * 86_400_000);
      expect(new Date(r.shownAt).getTime()).toBeLessThanOrEqual(Date.now() - 7 * 86_400_000);
    }
    const future = impressionsOf(board, () => new Date('2099-01-01T00:00:00Z'), 1);
    expect((await report(future, from)).body).toMatchObject({ recorded: 1 });
    const [late] = await h.db.query<{ shownAt: Date }>(
      'select shown_at as "shownAt" from public.sponsor_impressions where client_id = $1::uuid',
      [future[0].clientId],
    );
    expect(new Date(late.shownAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    // What is left of the attack: the second request goes over 600 impressions a minute.
    expect(await report(old(), from)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [board.id])).toBe(8);
    // A negative duration is still refused.
    const negative = await report(
      { sponsorId: board.sponsors[0], wallboardId: board.id, durationMs: -1 },
      from,
    );
    expect(negative).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
  });

  it('limits the impressions each caller sends per minute: a screen, a user or an address, never a shared header', async () => {
    const board = await adBoard('Busy');
    const hidden = await adBoard('Busy private', false);
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    await h.call('POST', '/screens/claim', {
      token: h.organiser.token,
      body: { code: start.code, name: 'Bar TV', wallboardId: hidden.id },
    });
    const screenToken = (
      await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } })
    ).body.token;
    const attacker = { address: '192.0.2.30' };
    const now = () => new Date();
    expect((await report(impressionsOf(board, now, 500), attacker)).status).toBe(201);
    // Impressions are counted, not requests: 500 + 200 is over 600 a minute.
    expect(await report(impressionsOf(board, now, 200), attacker)).toEqual({
      status: 429,
      body: { code: 'rate_limited', message: 'Too many impressions; try again in a minute' },
    });
    // A made-up screen token is no way around it ...
    const forged = { ...attacker, screenToken: 'scr_made-up-token' };
    expect((await report(impressionsOf(board, now, 1), forged)).status).toBe(429);
    // ... and the attacker's bucket is not anyone else's: the paired TV behind the same address, a
    // signed-in user there, and another address still report.
    const tv = await report(impressionsOf(hidden, now, 3), { ...attacker, screenToken });
    expect(tv).toEqual({
      status: 201,
      body: { recorded: 3, duplicates: 0, notAssigned: 0, overLimit: 0, notCounted: 0 },
    });
    const user = await report(impressionsOf(board, now, 1), { ...attacker, token: s.player.token });
    expect(user).toMatchObject({ status: 201, body: { recorded: 1 } });
    expect((await report(impressionsOf(board, now, 1), { address: '192.0.2.31' })).status).toBe(201);
  });
  /** A paired screen's token; it shows `wallboardId`. */
  async function pairedScreen(name: string, wallboardId: number) {
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    await h.call('POST', '/screens/claim', {
      token: h.organiser.token,
      body: { code: start.code, name, wallboardId },
    });
    return (await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } })).body
      .token as string;
  }

  it('counts only paired screens by default: an unpaired display is answered notCounted and nothing is recorded', async () => {
    const board = await adBoard('Paired only', true, false);
    const fresh = (
      await h.call('POST', '/wallboards', {
        token: h.organiser.token,
        body: { name: 'New', type: 'sponsors' },
      })
    ).body;
    expect(fresh.countUnpairedImpressions).toBe(false);
    const now = () => new Date();
    const none = { recorded: 0, duplicates: 0, notAssigned: 0, overLimit: 0, notCounted: 3 };
    // Anonymous, on the public URL; a signed-in user; a screen paired to another wallboard.
    expect(await report(impressionsOf(board, now, 3), { address: '192.0.2.40' })).toEqual({
      status: 201,
      body: none,
    });
    expect(await report(impressionsOf(board, now, 3), { token: s.player.token })).toEqual({
      status: 201,
      body: none,
    });
    const elsewhere = await pairedScreen('Other TV', fresh.id);
    expect(await report(impressionsOf(board, now, 3), { screenToken: elsewhere })).toEqual({
      status: 201,
      body: none,
    });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [board.id])).toBe(0);

    // A screen paired to it counts, and so does one showing it in its playlist.
    const tv = await pairedScreen('Bar TV', board.id);
    expect((await report(impressionsOf(board, now, 3), { screenToken: tv })).body).toMatchObject({
      recorded: 3,
      notCounted: 0,
    });
    const playlist = (
      await h.call('POST', '/wallboards', {
        token: h.organiser.token,
        body: { name: 'Loop', type: 'playlist', playlist: [{ wallboardId: board.id, durationSeconds: 30 }] },
      })
    ).body;
    const looping = await pairedScreen('Loop TV', playlist.id);
    expect((await report(impressionsOf(board, now, 2), { screenToken: looping })).body).toMatchObject({
      recorded: 2,
      notCounted: 0,
    });
    expect(await h.count('sponsor_impressions', 'wallboard_id = $1', [board.id])).toBe(5);

    // An organiser turns the setting on: the public URL's impressions count from then on.
    const on = await h.call('PATCH', `/wallboards/${board.id}`, {
      token: h.organiser.token,
      body: { countUnpairedImpressions: true },
    });
    expect(on).toMatchObject({ status: 200, body: { countUnpairedImpressions: true } });
    expect((await report(impressionsOf(board, now, 1), { address: '192.0.2.41' })).body).toMatchObject({
      recorded: 1,
      notCounted: 0,
    });
  });

  it('refuses a countUnpairedImpressions that is not true or false, naming the field', async () => {
    const board = await adBoard('Strict', true, false);
    const res = await h.call('PATCH', `/wallboards/${board.id}`, {
      token: h.organiser.token,
      body: { countUnpairedImpressions: 'yes' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { fields: { countUnpairedImpressions: ['Count Unpaired Impressions must be true or false'] } },
    });
  });
});
