// The public site and frame details (issue 29): a league in the default format shows exactly today's
// statistics and no high breaks; once it records breaks, frame points and frame events, its page
// lists its highest breaks (centuries marked) and its player and team pages show the figures it
// records. A new break shows on the next anonymous read of the cached page.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Today's figures, in order, as the spec names them. */
const PLAYER_FIGURES = [
  'Rating',
  'Frames played',
  'Frames won',
  'Frames lost',
  'Win %',
  'Matches',
  'Home won',
  'Away won',
  'Streak',
];
const TEAM_FIGURES = [
  'Played',
  'Won',
  'Drawn',
  'Lost',
  'Frames for',
  'Frames against',
  'Home W-D-L',
  'Away W-D-L',
  'Clean sweeps',
];
const DETAILS = [
  'High break',
  'Centuries',
  'Dishes',
  'Golden breaks',
  'Whitewashes',
  'Frame points for',
  'Frame points against',
];

describe.each(engines)('the public site with frame details (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let site: ReturnType<typeof publicSiteRoutes>;
  const t = () => h.organiser.token;
  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h);
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
  }, 180_000);
  afterAll(() => h.close());

  /** The page's body up to its first script: what a reader without JavaScript gets. */
  const page = async (p: string) => {
    const res = await site.request(p);
    expect(res.status, p).toBe(200);
    return (await res.text()).split('<body>')[1].split('<script')[0];
  };
  /** The statistics as label and value, in the page's order. */
  const figures = (html: string) =>
    [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]);
  const labels = (html: string) => figures(html).map(([label]) => label);
  const l = () => s.league.id;

  it("shows a league in the default format exactly as before: no high breaks, today's figures only", async () => {
    const league = await page(`/results/${l()}`);
    expect(league).not.toContain('High breaks');
    expect(league).not.toContain('century');
    expect(labels(await page(`/results/${l()}/players/${s.homePlayer.id}`))).toEqual(PLAYER_FIGURES);
    expect(labels(await page(`/results/${l()}/teams/${s.home.id}`))).toEqual(TEAM_FIGURES);
    // the same pages as data carry no frame details
    const data = (await h.call('GET', `/public/leagues/${l()}`)).body;
    expect(data).not.toHaveProperty('highBreaks');
    const player = (await h.call('GET', `/public/leagues/${l()}/players/${s.homePlayer.id}`)).body;
    expect(player).not.toHaveProperty('frameDetails');
  });

  it('lists the high breaks and shows the recorded figures once the league records them', async () => {
    await h.call('PATCH', `/leagues/${l()}`, {
      token: t(),
      body: { settings: { game: 'snooker', break_threshold: 30, frame_points: true, frame_events: true } },
    });
    expect(await page(`/results/${l()}`)).toMatch(/High breaks<\/h2><p[^>]*>No breaks yet\.<\/p>/);
    // Ann won frames 1 and 3 of the 2-1 final: 120-20 with a 112 (a dish), and 64-50 with a 64.
    const frames = (await h.call('GET', `/fixtures/${s.fixture.id}/frames`)).body as { id: number }[];
    const patch = (id: number, body: object) => h.call('PATCH', `/frames/${id}`, { token: t(), body });
    expect((await patch(frames[0].id, { homePoints: 120, awayPoints: 20, event: 'dish' })).status).toBe(200);
    expect((await patch(frames[2].id, { homePoints: 64, awayPoints: 50 })).status).toBe(200);
    for (const [frame, value] of [
      [frames[0].id, 112],
      [frames[2].id, 64],
    ]) {
      const made = await h.call('POST', `/frames/${frame}/breaks`, {
        token: t(),
        body: { playerId: s.homePlayer.id, value },
      });
      expect(made.status).toBe(201);
    }

    const league = await page(`/results/${l()}`);
    const rows = [...league.matchAll(/data-testid="high-break"[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/>112<[\s\S]*>Ann Lee<\/a>[\s\S]*>century<[\s\S]*Red Lions · /);
    expect(rows[0]).toContain(`href="/results/${l()}/players/${s.homePlayer.id}"`);
    expect(rows[0]).toContain(`href="/results/${l()}/fixtures/${s.fixture.id}"`);
    expect(rows[1]).toMatch(/>64<[\s\S]*>Ann Lee<\/a>/);
    expect(rows[1]).not.toContain('century');

    const ann = figures(await page(`/results/${l()}/players/${s.homePlayer.id}`));
    expect(ann.map(([label]) => label)).toEqual([...PLAYER_FIGURES, ...DETAILS]);
    expect(ann.slice(PLAYER_FIGURES.length)).toEqual([
      ['High break', '112'],
      ['Centuries', '1'],
      ['Dishes', '1'],
      ['Golden breaks', '0'],
      ['Whitewashes', '0'],
      ['Frame points for', '184'],
      ['Frame points against', '70'],
    ]);
    const blue = figures(await page(`/results/${l()}/teams/${s.away.id}`));
    expect(blue.map(([label]) => label)).toEqual([...TEAM_FIGURES, ...DETAILS]);
    expect(blue.slice(TEAM_FIGURES.length)).toEqual([
      ['High break', '–'],
      ['Centuries', '0'],
      ['Dishes', '0'],
      ['Golden breaks', '0'],
      ['Whitewashes', '0'],
      ['Frame points for', '70'],
      ['Frame points against', '184'],
    ]);
  });

  it('shows only what the league records: breaks alone add the high break and centuries', async () => {
    await h.call('PATCH', `/leagues/${l()}`, {
      token: t(),
      body: { settings: { break_threshold: 30, frame_points: false, frame_events: false } },
    });
    expect(labels(await page(`/results/${l()}/teams/${s.home.id}`))).toEqual([
      ...TEAM_FIGURES,
      'High break',
      'Centuries',
    ]);
  });

  it('shows a new break on the next anonymous read of the cached league page', async () => {
    const before = await page(`/results/${l()}`);
    expect(before).not.toContain('>118<');
    const cached = await site.request(`/results/${l()}`);
    expect(cached.headers.get('x-cache')).toBe('hit');
    // a 118 in Ann's 120-point frame
    const frames = (await h.call('GET', `/fixtures/${s.fixture.id}/frames`)).body as { id: number }[];
    const made = await h.call('POST', `/frames/${frames[0].id}/breaks`, {
      token: t(),
      body: { playerId: s.homePlayer.id, value: 118 },
    });
    expect(made.status).toBe(201);
    const fresh = await site.request(`/results/${l()}`);
    expect(fresh.headers.get('x-cache')).toBe('miss');
    const after = await page(`/results/${l()}`);
    expect(after.match(/data-testid="high-break"[\s\S]*?<\/li>/)?.[0]).toMatch(/>118<[\s\S]*>Ann Lee<\/a>/);
    // and its removal on the next read after that
    expect((await h.call('DELETE', `/breaks/${made.body.id}`, { token: t() })).status).toBe(204);
    expect(await page(`/results/${l()}`)).not.toContain('>118<');
  });
});
