// The anonymous-read cache (api/read-cache.ts) as visitors, TVs and calendar apps meet it: the same
// answer for everyone until the data changes, and then the change on the very next read, whoever made
// it (this API, or another host or a script on the same database); signed-in reads never from it;
// no personal field in anything it keeps; one handler run for a crowd of concurrent misses; ETag,
// 304 and Cache-Control for browsers and CDNs.
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_AGE_MS, readCache } from '../../api/read-cache.ts';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(engines)('the anonymous-read cache (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let site: ReturnType<typeof publicSiteRoutes>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h);
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
  }, 180_000);
  afterAll(() => h.close());

  /** An anonymous GET of the host's: the site handler's paths, else /api. */
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const api = p.startsWith('/api/') && !p.endsWith('.ics');
    const res = api ? await h.app.request(p, { headers }) : await site.request(p, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  /** Read twice: the second read comes from the cache. */
  const cached = async (p: string) => {
    await get(p);
    const again = await get(p);
    expect(again.headers.get('x-cache'), p).toBe('hit');
    return again.text;
  };
  const t = () => h.organiser.token;
  const fixturesUrl = () => `/api/fixtures?divisionId=${s.division.id}`;
  const standingsUrl = () => `/api/standings?divisionId=${s.division.id}`;
  const teamPage = () => `/results/${s.league.id}/teams/${s.home.id}`;
  const calendar = () => `/api/teams/${s.home.id}/calendar.ics`;

  it('shows the standings after a frame and a result on the next read', async () => {
    const played = (text: string) =>
      (JSON.parse(text) as { teamName: string; played: number }[]).map((r) => [r.teamName, r.played]);
    expect(played(await cached(standingsUrl()))).toEqual([
      ['Red Lions', 1],
      ['Blue Cues', 1],
    ]);
    const feed = `/results/${s.league.id}/fixtures/${s.next.id}`;
    const before = await cached(feed);
    expect(before).not.toContain('1 - 0');
    await h.call('PATCH', `/fixtures/${s.next.id}`, { token: t(), body: { status: 'in_play' } });
    for (const score of ['1 - 0', '2 - 0']) {
      const frame = await h.call('POST', `/fixtures/${s.next.id}/frames`, {
        token: t(),
        body: { homePlayerId: s.awayPlayer.id, awayPlayerId: s.homePlayer.id, winner: 'home' },
      });
      expect(frame.status).toBe(201);
      expect((await get(feed)).text).toContain(score);
    }
    await h.call('PATCH', `/fixtures/${s.next.id}`, { token: t(), body: { status: 'final' } });
    // Blue Cues won 2-0, Red Lions 2-1: level on points, Blue Cues ahead on frames.
    expect(played((await get(standingsUrl())).text)).toEqual([
      ['Blue Cues', 2],
      ['Red Lions', 2],
    ]);
  });

  it('shows the fixtures after a postponement on the next read', async () => {
    const created = await h.call('POST', '/fixtures', {
      token: t(),
      body: {
        divisionId: s.division.id,
        homeTeamId: s.home.id,
        awayTeamId: s.away.id,
        venueId: s.venue.id,
        kickoffAt: '2027-01-14T19:30:00.000Z',
      },
    });
    const statusOf = (text: string) =>
      (JSON.parse(text) as { id: number; status: string }[]).find((f) => f.id === created.body.id)?.status;
    expect(statusOf(await cached(fixturesUrl()))).toBe('scheduled');
    const postponed = await h.call('POST', `/fixtures/${created.body.id}/postpone`, {
      token: t(),
      body: { reason: 'Venue flooded' },
    });
    expect(postponed.status).toBe(200);
    expect(statusOf((await get(fixturesUrl())).text)).toBe('postponed');
  });

  it("shows a team's new name on its public page, and a moved fixture in its calendar, on the next read", async () => {
    expect(await cached(teamPage())).toContain('Red Lions');
    const renamed = await h.call('PATCH', `/teams/${s.home.id}`, {
      token: t(),
      body: { name: 'Red Dragons' },
    });
    expect(renamed.status).toBe(200);
    const page = await get(teamPage());
    expect(page.headers.get('x-cache')).toBe('miss');
    expect(page.text).toContain('Red Dragons');
    expect(page.text).not.toContain('Red Lions');

    const moved = '2027-02-04T20:00:00.000Z';
    expect(await cached(calendar())).not.toContain('DTSTART:20270204T200000Z');
    const patched = await h.call('PATCH', `/fixtures/${s.next.id}`, {
      token: t(),
      body: { kickoffAt: moved },
    });
    expect(patched.status).toBe(200);
    expect((await get(calendar())).text).toContain('DTSTART:20270204T200000Z');
  });

  it("shows a new high break in the league's list on the next read", async () => {
    const league = (await h.call('GET', `/leagues/${s.league.id}`)).body;
    const settings = { ...league.settings, game: 'snooker', frame_points: true, break_threshold: 30 };
    expect(
      (await h.call('PATCH', `/leagues/${s.league.id}`, { token: t(), body: { settings } })).status,
    ).toBe(200);
    const fixture = await h.call('POST', '/fixtures', {
      token: t(),
      body: {
        divisionId: s.division.id,
        homeTeamId: s.home.id,
        awayTeamId: s.away.id,
        venueId: s.venue.id,
        kickoffAt: '2027-01-21T19:30:00.000Z',
      },
    });
    await h.call('PATCH', `/fixtures/${fixture.body.id}`, { token: t(), body: { status: 'in_play' } });
    const frame = await h.call('POST', `/fixtures/${fixture.body.id}/frames`, {
      token: t(),
      body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, homePoints: 70, awayPoints: 12 },
    });
    expect(frame.status).toBe(201);
    const url = `/api/leagues/${s.league.id}/high-breaks`;
    const values = (text: string) =>
      (JSON.parse(text) as { rows: { value: number }[] }).rows.map((r) => r.value);
    expect(values(await cached(url))).toEqual([]);
    const added = await h.call('POST', `/frames/${frame.body.id}/breaks`, {
      token: t(),
      body: { playerId: s.homePlayer.id, value: 64 },
    });
    expect(added.status).toBe(201);
    expect(values((await get(url)).text)).toEqual([64]);
  });

  it('shows a change made outside this API (another host, a script) on the next read', async () => {
    expect(await cached(teamPage())).toContain('Red Dragons');
    expect(await cached(`/api/teams/${s.home.id}`)).toContain('Red Dragons');
    await h.db.query(`update public.teams set name = 'Red Kites' where id = $1`, [s.home.id]);
    expect((await get(teamPage())).text).toContain('Red Kites');
    expect(JSON.parse((await get(`/api/teams/${s.home.id}`)).text).name).toBe('Red Kites');
  });

  it('never answers a signed-in read from the cache, nor keeps its answer, and marks it private', async () => {
    const url = `/api/players/${s.homePlayer.id}`;
    expect(JSON.parse(await cached(url)).userId).toBeNull();
    const hits = readCache(h.db).stats().hits;
    const mine = await get(url, { authorization: `Bearer ${t()}` });
    expect(JSON.parse(mine.text).userId).toBe(s.player.id);
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.headers.get('etag')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(readCache(h.db).stats().hits).toBe(hits);
    const again = await get(url);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(JSON.parse(again.text).userId).toBeNull();
    // A calendar, public to anyone, is private when asked for signed in.
    const signedIn = await get(calendar(), { authorization: `Bearer ${t()}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });

  it('keeps no e-mail address or account id in any answer it caches', async () => {
    const addresses = [
      fixturesUrl(),
      standingsUrl(),
      `/api/leagues`,
      `/api/teams`,
      `/api/players`,
      `/api/players/${s.homePlayer.id}`,
      `/api/players/${s.homePlayer.id}/stats`,
      `/api/leaderboards?leagueId=${s.league.id}`,
      `/api/public/leagues/${s.league.id}/players/${s.homePlayer.id}`,
      `/results/${s.league.id}`,
      `/results/${s.league.id}/divisions/${s.division.id}`,
      teamPage(),
      `/results/${s.league.id}/players/${s.homePlayer.id}`,
      calendar(),
      `/api/divisions/${s.division.id}/calendar.ics`,
    ];
    const accounts = [h.organiser.id, s.player.id, s.homeCaptain.id, s.awayCaptain.id];
    for (const address of addresses) {
      const text = await cached(address);
      expect(text, address).not.toMatch(/@example\.com/);
      for (const id of accounts) expect(text, address).not.toContain(id);
    }
  });

  it('runs the handler once for many concurrent misses of one address', async () => {
    await h.db.query(`update public.fixtures set kickoff_at = '2027-03-04T19:00:00Z' where id = $1`, [
      s.next.id,
    ]);
    const fills = readCache(h.db).stats().fills;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(fixturesUrl())));
    expect(readCache(h.db).stats().fills).toBe(fills + 1);
    expect(answers.map((a) => a.headers.get('x-cache')).sort()).toEqual([
      ...Array<string>(19).fill('hit'),
      'miss',
    ]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]!.text).toContain('"kickoffAt":"2027-03-04T19:00:00.000Z"');
  });

  it('gives browsers and CDNs an ETag, a 304 when it still matches, and a public Cache-Control', async () => {
    for (const address of [teamPage(), calendar(), `/api/wallboards`, standingsUrl()]) {
      const first = await get(address);
      expect(first.status, address).toBe(200);
      expect(first.headers.get('cache-control'), address).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      );
      const etag = first.headers.get('etag');
      expect(etag, address).toMatch(/^"[\w-]+"$/);
      const again = await get(address, { 'if-none-match': etag! });
      expect(again.status, address).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const before = await get(teamPage());
    await h.call('PATCH', `/teams/${s.home.id}`, { token: t(), body: { name: 'Red Lions' } });
    const after = await get(teamPage(), { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.text).toContain('Red Lions');
  });

  it('answers the crowd from an aged-out entry while one read refills it', async () => {
    const team = `/api/teams/${s.away.id}`;
    expect(JSON.parse(await cached(team))).toMatchObject({ name: 'Blue Cues' });
    vi.useFakeTimers({ toFake: ['Date'] });
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The refill's read of teams waits behind this lock (on PGlite, behind the open transaction).
    const holder = h.db.transaction(async (tx) => {
      await tx.query('lock table public.teams in access exclusive mode');
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
        // A safety net, not a wait: a crowd that queues behind the refill fails below, not hangs.
        setTimeout(resolve, 10_000);
      });
    });
    try {
      await isLocked;
      vi.setSystemTime(Date.now() + MAX_AGE_MS + 1_000);
      const fills = readCache(h.db).stats().fills;
      let refilled = false;
      const refill = get(team).finally(() => (refilled = true));
      await vi.waitFor(() => expect(readCache(h.db).stats().fills).toBe(fills + 1));
      const crowd = await Promise.all([get(team), get(team)]);
      expect(refilled).toBe(false);
      for (const res of crowd) {
        expect(res.headers.get('x-cache')).toBe('hit');
        expect(JSON.parse(res.text)).toMatchObject({ name: 'Blue Cues' });
      }
      release();
      expect((await refill).headers.get('x-cache')).toBe('miss');
      expect(readCache(h.db).stats().fills).toBe(fills + 1);
    } finally {
      release?.();
      await holder;
      vi.useRealTimers();
    }
  });

  it('gzips a large answer once per fill for browsers that take gzip, and says it varies by it', async () => {
    const plain = await get(fixturesUrl());
    const res = await h.app.request(fixturesUrl(), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(plain.text.length / 3);
    expect(gunzipSync(body).toString()).toBe(plain.text);
  });

  it("shares a public wallboard's feed with its paired TVs, and never keeps a private one", async () => {
    const post = async (p: string, body: unknown) => (await h.call('POST', p, { token: t(), body })).body;
    const wallboard = await post('/wallboards', {
      name: 'Bar TV',
      type: 'top_players',
      leagueId: s.league.id,
    });
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    await post('/screens/claim', { code: start.code, name: 'Bar', wallboardId: wallboard.id });
    const token = (await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } })).body
      .token;
    const feed = `/api/wallboards/${wallboard.id}/feed`;
    expect(JSON.parse(await cached(feed)).wallboard.name).toBe('Bar TV');
    const tv = await get(feed, { 'x-screen-token': token });
    expect(tv.headers.get('x-cache')).toBe('hit');
    expect(JSON.parse(tv.text).wallboard.name).toBe('Bar TV');

    await h.call('PATCH', `/wallboards/${wallboard.id}`, { token: t(), body: { isPublic: false } });
    expect((await get(feed)).status).toBe(404);
    const own = await get(feed, { 'x-screen-token': token });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.text).wallboard.name).toBe('Bar TV');
    expect(own.headers.get('x-cache')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const after = await get(feed);
    expect(after.status).toBe(404);
    expect(after.headers.get('x-cache')).toBe('hit');
  });
});
