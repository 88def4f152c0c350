// GET /api/live after a cut (Supabase's gateway ends a response after 150 s idle; the host's
// LIVE_MAX_STREAM_SECONDS rehearses it): a client that reconnects with its Last-Event-ID gets exactly
// the events it missed, in order, then the live ones; one the log no longer covers is told to reset;
// nobody is replayed an event they may not hear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { open, type Stream } from './live-stream.ts';
import { seedLeague, setup, verifyJwt, type Harness } from './support.ts';

describe.each(engines)('live stream resumed after a cut (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  /** The same API on the same database, ending every stream after a second. */
  let cutting: ReturnType<typeof createApi>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    cutting = createApi({ db: h.db, verifyJwt, liveMaxStreamSeconds: 1 });
  }, 180_000);
  afterAll(() => h.close());

  const score = async (winner: 'home' | 'away') => {
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} })
    ).body;
    await h.call('PATCH', `/frames/${frame.id}`, { token: s.homeCaptain.token, body: { winner } });
    return frame.id as number;
  };
  const until = async (stream: Stream, n: number) => {
    await expect.poll(() => stream.events.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  };

  it('replays exactly the events missed while cut, in order, then the live ones', async () => {
    const query = `?topics=frames&fixtureId=${s.fixture.id}`;
    // A stream that is never cut sees everything: the reference.
    const whole = await open(h, query, s.player.token);
    const first = await open(h, query, s.player.token, { app: cutting });
    await score('home');
    await first.ended; // cut by the server, not closed by the client
    const before = first.events.length;
    // Changes while the client is away, including another fixture's (not for this subscription).
    await score('away');
    await score('home');
    await h.db.query(`update public.fixtures set status = 'in_play' where id <> $1`, [s.fixture.id]);
    await until(whole, 6);

    const resumed = await open(h, query, s.player.token, { lastEventId: first.lastId() });
    await until(resumed, 6 - before);
    await score('away'); // live again
    await until(whole, 8);
    await until(resumed, 8 - before);
    expect([...first.events, ...resumed.events]).toEqual(whole.events);
    expect(resumed.named).toEqual([]);
    for (const stream of [whole, resumed]) await stream.close();
  });

  it('resumes from ?lastEventId= too (a new EventSource), and is cut again', async () => {
    const first = await open(h, '?topics=fixtures', undefined, { app: cutting });
    await first.ended;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: h.organiser.token,
      body: { status: 'in_play' },
    });
    const resumed = await open(h, `?topics=fixtures&lastEventId=${first.lastId()}`, undefined, {
      app: cutting,
    });
    await until(resumed, 1);
    expect(resumed.events).toEqual([
      {
        type: 'fixtures.update',
        fixtureId: s.fixture.id,
        divisionId: s.division.id,
        leagueId: s.league.id,
        venueId: s.venue.id,
        status: 'in_play',
        version: expect.any(Number),
      },
    ]);
    await resumed.ended;
  });

  it('tells a client the log no longer covers, or whose id is garbage, to reset, then goes on live', async () => {
    const old = await open(h, '?topics=fixtures');
    await expect.poll(() => old.lastId()).toMatch(/^\d+/);
    await old.close();
    await score('home');
    // Ten minutes later: the log was pruned past the client's id.
    await h.db.query('delete from public.live_events where id < (select max(id) from public.live_events)');
    for (const lastEventId of [old.lastId()!, 'nonsense', '99999999']) {
      const stream = await open(h, '?topics=fixtures', undefined, { lastEventId });
      await expect.poll(() => stream.named).toEqual(['reset']);
      expect(stream.events).toEqual([]);
      await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
        token: h.organiser.token,
        body: { status: 'scheduled' },
      });
      await until(stream, 1);
      expect(stream.events).toMatchObject([{ type: 'fixtures.update', status: 'scheduled' }]);
      await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
        token: h.organiser.token,
        body: { status: 'in_play' },
      });
      // Heard here before the next stream opens, so it cannot reach that one live (under load,
      // PostgreSQL's notification came after the next stream had subscribed).
      await until(stream, 2);
      await stream.close();
    }
  });

  it('replays to each subscriber only what it may hear: an unpaired screen gets no private event', async () => {
    const t = h.organiser.token;
    const board = async (name: string, isPublic: boolean) =>
      (await h.call('POST', '/wallboards', { token: t, body: { name, type: 'sponsors', isPublic } })).body.id;
    const shown = await board('Bar public', true);
    const hidden = await board('Staff only', false);
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const claimed = await h.call('POST', '/screens/claim', {
      token: t,
      body: { code: start.code, name: 'Back room TV', wallboardId: hidden },
    });
    const screenToken = (
      await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } })
    ).body.token;
    const topics = '?topics=wallboards,sponsors,screens';
    const subscribers = { unpaired: topics, tv: `${topics}&screen_token=${screenToken}`, organiser: topics };
    const tokens = { unpaired: undefined, tv: undefined, organiser: t };
    // Each is cut before the changes, and comes back after them.
    const cut = Object.fromEntries(
      await Promise.all(
        Object.entries(subscribers).map(async ([who, query]) => {
          const stream = await open(h, query, tokens[who as keyof typeof tokens], { app: cutting });
          await stream.ended;
          return [who, stream.lastId()!];
        }),
      ),
    );
    await h.call('PATCH', `/wallboards/${hidden}`, { token: t, body: { name: 'Staff room' } });
    await h.call('PATCH', `/screens/${claimed.body.id}`, { token: t, body: { name: 'Back room' } });
    await h.call('PATCH', `/wallboards/${shown}`, { token: t, body: { name: 'Bar' } }); // the last change

    const about = async (who: keyof typeof subscribers) => {
      const stream = await open(h, subscribers[who], tokens[who], { lastEventId: cut[who] });
      await stream.next((e) => e.type === 'wallboards.update' && e.wallboardId === shown);
      await stream.close();
      return stream.events.map((e) => `${e.type} ${e.wallboardId ?? ''}${e.screenId ?? ''}`);
    };
    const privateOnes = [`wallboards.update ${hidden}`, `screens.update ${hidden}${claimed.body.id}`];
    expect(await about('unpaired')).toEqual([`wallboards.update ${shown}`]);
    expect(await about('tv')).toEqual([...privateOnes, `wallboards.update ${shown}`]);
    expect(await about('organiser')).toEqual([...privateOnes, `wallboards.update ${shown}`]);
  });
});
