// GET /api/live: changes made through the API and directly in SQL both arrive as SSE events,
// filtered by topic and id; a client that stops reading is dropped without stalling others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { open, type Stream } from './live-stream.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('live stream (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('starts with a retry hint', async () => {
    const stream = await open(h, '');
    await expect.poll(() => stream.text()).toMatch(/^retry: \d+\n/);
    await stream.close();
  });

  it('delivers a frame scored through the API and one changed directly in SQL', async () => {
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} })
    ).body;
    const stream = await open(h, `?topics=frames&fixtureId=${s.fixture.id}`, s.player.token);
    await h.call('PATCH', `/frames/${frame.id}`, { token: s.homeCaptain.token, body: { winner: 'home' } });
    expect(await stream.next((e) => e.type === 'frames.update')).toEqual({
      type: 'frames.update',
      frameId: frame.id,
      fixtureId: s.fixture.id,
      divisionId: s.division.id,
      leagueId: s.league.id,
      venueId: s.venue.id,
      frameNo: frame.frameNo,
      winner: 'home',
      homeScore: 1,
      awayScore: 0,
      version: expect.any(Number),
    });
    stream.events.length = 0;
    await h.db.query(`update public.frames set winner = 'away' where id = $1`, [frame.id]);
    expect(await stream.next((e) => e.type === 'frames.update')).toMatchObject({ frameId: frame.id });
    await stream.close();
  });

  it('filters by topic and by id', async () => {
    const stream = await open(h, `?topics=fixtures&fixtureId=${s.fixture.id}`);
    const other = (
      await h.call('POST', '/fixtures', {
        token: h.organiser.token,
        body: {
          divisionId: s.division.id,
          homeTeamId: s.away.id,
          awayTeamId: s.home.id,
          venueId: s.venue.id,
          kickoffAt: '2027-03-01T19:00:00Z',
        },
      })
    ).body;
    await h.call('POST', '/venues', { token: h.organiser.token, body: { name: 'Not live' } });
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: h.organiser.token,
      body: { status: 'in_play' },
    });
    await stream.next((e) => e.type === 'fixtures.update');
    expect(
      stream.events.every((e) => e.fixtureId === s.fixture.id && String(e.type).startsWith('fixtures.')),
    ).toBe(true);
    expect(stream.events.some((e) => e.fixtureId === other.id)).toBe(false);
    await stream.close();
  });

  it('accepts the token as ?access_token= and refuses a bad one', async () => {
    const ok = await h.app.request(`/api/live?access_token=${s.player.token}`);
    expect(ok.status).toBe(200);
    await ok.body!.cancel();
    const bad = await h.app.request('/api/live?access_token=nope');
    expect(bad.status).toBe(401);
    const topic = await h.app.request('/api/live?topics=bogus');
    expect(topic.status).toBe(400);
  });

  it('sends anonymous subscribers only events about public data; private ones to those who may see them', async () => {
    const t = h.organiser.token;
    const board = async (name: string, isPublic: boolean) =>
      (await h.call('POST', '/wallboards', { token: t, body: { name, type: 'sponsors', isPublic } })).body.id;
    const shown = await board('Bar public', true);
    const hidden = await board('Staff only', false);
    const img = 'https://cdn.example.com/ad.png';
    const sponsor = (await h.call('POST', '/sponsors', { token: t, body: { name: 'Ace', imageUrl: img } }))
      .body.id;
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const claimed = await h.call('POST', '/screens/claim', {
      token: t,
      body: { code: start.code, name: 'Back room TV', wallboardId: hidden },
    });
    const screenToken = (
      await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } })
    ).body.token;

    const anon = await open(h, '?topics=wallboards,sponsors,screens');
    const player = await open(h, '?topics=wallboards,sponsors,screens', s.player.token);
    const organiser = await open(h, '?topics=wallboards,sponsors,screens', t);
    const tv = await open(h, `?topics=wallboards,sponsors,screens&screen_token=${screenToken}`);
    const everyone = [anon, player, organiser, tv];

    await h.call('PATCH', `/wallboards/${hidden}`, { token: t, body: { name: 'Staff room' } });
    await h.call('POST', `/wallboards/${hidden}/sponsors`, { token: t, body: { sponsorId: sponsor } });
    await h.call('PATCH', `/screens/${claimed.body.id}`, { token: t, body: { name: 'Back room' } });
    const later = { name: 'Later', imageUrl: img, activeFrom: '2099-01-01T00:00:00Z' };
    const notYet = (await h.call('POST', '/sponsors', { token: t, body: later })).body.id;
    await h.call('PATCH', `/wallboards/${shown}`, { token: t, body: { name: 'Bar' } }); // the last change

    const last = (e: Record<string, unknown>) => e.type === 'wallboards.update' && e.wallboardId === shown;
    for (const stream of everyone) await stream.next(last);
    const about = (stream: Stream) =>
      stream.events.map((e) => `${e.type} ${e.wallboardId ?? ''}${e.sponsorId ?? ''}${e.screenId ?? ''}`);
    const privateOnes = [
      `wallboards.update ${hidden}`,
      `wallboard_sponsors.insert ${hidden}${sponsor}`,
      `screens.update ${hidden}${claimed.body.id}`,
    ];
    expect(about(anon)).toEqual([`wallboards.update ${shown}`]);
    expect(about(player)).toEqual([
      ...privateOnes.filter((e) => !e.startsWith('screens')),
      `sponsors.insert ${notYet}`,
      `wallboards.update ${shown}`,
    ]);
    expect(about(organiser)).toEqual([
      ...privateOnes,
      `sponsors.insert ${notYet}`,
      `wallboards.update ${shown}`,
    ]);
    // The paired screen hears its own wallboard and itself, not sponsors outside their dates.
    expect(about(tv)).toEqual([...privateOnes, `wallboards.update ${shown}`]);
    expect(everyone.flatMap((st) => st.events).some((e) => 'private' in e)).toBe(false);
    for (const stream of everyone) await stream.close();
  });

  it('tells a TV showing its pairing code that a screen was paired (no ids), and its poll at once gets its token', async () => {
    const board = await h.call('POST', '/wallboards', {
      token: h.organiser.token,
      body: { name: 'Staff only', type: 'sponsors', isPublic: false },
    });
    // A TV paired already hears nothing of another screen's pairing.
    const first = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const front = await h.call('POST', '/screens/claim', {
      token: h.organiser.token,
      body: { code: first.code, name: 'Front TV', wallboardId: board.body.id },
    });
    const firstToken = (await h.call('POST', '/screens/poll', { body: { deviceSecret: first.deviceSecret } }))
      .body.token;
    const paired = await open(h, `?topics=screens&screen_token=${firstToken}`);
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const tv = await open(h, '?topics=screens');
    const pending = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    expect(pending.body.code).toBe('authorization_pending');
    await h.call('POST', '/screens/claim', {
      token: h.organiser.token,
      body: { code: start.code, name: 'Bar TV', wallboardId: board.body.id },
    });
    await tv.next((e) => e.type === 'screens.insert');
    expect(tv.events).toEqual([{ type: 'screens.insert' }]);
    // (Its own token's update may still arrive, late: it names its screen.)
    expect(paired.events.filter((e) => e.screenId !== front.body.id)).toEqual([]);
    // Polled again at once (well inside the 5 s interval): a claimed code is answered, not slowed down.
    const granted = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ name: 'Bar TV', wallboardId: board.body.id });
    await tv.close();
    await paired.close();
  });

  it('refuses ?access_token= on every other route with a 400, changing nothing', async () => {
    const t = h.organiser.token;
    const message =
      'access_token is only accepted on GET /api/live; send the token in an Authorization: Bearer header';
    const leagues = await h.count('leagues');
    for (const [method, path, body] of [
      ['GET', `/api/user-roles?access_token=${t}`, undefined],
      ['GET', `/api/leagues?access_token=${t}`, undefined],
      ['POST', `/api/leagues?access_token=${t}`, JSON.stringify({ name: 'Via URL', season: 'S' })],
      ['POST', `/api/live?access_token=${t}`, undefined],
    ] as const) {
      const res = await h.app.request(path, {
        method,
        body,
        headers: body ? { 'content-type': 'application/json' } : {},
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toEqual({ code: 'token_in_url', message });
    }
    expect(await h.count('leagues')).toBe(leagues);
  });

  it('drops a client that stops reading while others keep receiving', async () => {
    const frames = [];
    for (let i = 0; i < 3; i++) {
      frames.push(
        (await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} }))
          .body,
      );
    }
    const stalled = await h.app.request('/api/live?topics=frames');
    const reader = stalled.body!.getReader();
    await reader.read(); // the greeting, then never again
    const active = await open(h, '?topics=frames');
    try {
      await overflow(h, s.fixture.id, reader, active);
    } finally {
      await active.close();
      await reader.cancel();
    }
  });
});

async function overflow(
  h: Harness,
  fixtureId: number,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  active: Stream,
) {
  // Enough events to overflow the stalled client's queue.
  for (let round = 0; round < 100; round++) {
    await h.db.query(
      `update public.frames set winner = (case when winner = 'home' then 'away' else 'home' end)::public.frame_winner
        where fixture_id = $1`,
      [fixtureId],
    );
  }
  await active.next(() => active.events.length >= 250, 15_000);
  // The stalled stream was closed by the server: after its queued events, it ends.
  let ended = false;
  for (let i = 0; i < 1000 && !ended; i++) ended = (await reader.read()).done;
  expect(ended).toBe(true);
}
