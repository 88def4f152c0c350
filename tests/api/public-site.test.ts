// The public league site without a browser: each page's HTML as the host sends it holds the table or
// scorecard before any script, its own title, description and Open Graph tags, no e-mail or user id,
// and unknown addresses answer 404. The same pages as data under GET /api/public/...
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(engines)('the public league site (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let site: ReturnType<typeof publicSiteRoutes>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h);
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
  }, 180_000);
  afterAll(() => h.close());

  const get = async (p: string) => {
    const res = await site.request(p);
    return { status: res.status, html: await res.text() };
  };
  /** The page's body up to its first script: what a reader without JavaScript gets. */
  const beforeScript = (html: string) => html.split('<body>')[1].split('<script')[0];
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('shows the league: the table with every column, the latest result and the next fixture', async () => {
    const { status, html } = await get(`/results/${s.league.id}`);
    expect(status).toBe(200);
    const page = beforeScript(html);
    expect(page).toMatch(
      /<table[\s\S]*Pos[\s\S]*Team[\s\S]*>P<[\s\S]*>W<[\s\S]*>D<[\s\S]*>L<[\s\S]*>F<[\s\S]*>A<[\s\S]*Pts[\s\S]*Form/,
    );
    // Red Lions won 2-1: first, 1 played, 1 won, frames 2 for 1 against, form W.
    expect(page).toMatch(
      /<td[^>]*>1<\/td><th[^>]*><a[^>]*>Red Lions<\/a><\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>2<\/td><td[^>]*>1<\/td>/,
    );
    expect(page).toContain('Latest results');
    expect(page).toContain('2 - 1 Final');
    expect(page).toContain(`href="/results/${s.league.id}/divisions/${s.division.id}"`);
    expect(page).toContain(`href="/results/${s.league.id}/fixtures/${s.next.id}"`);
    expect(html).toContain('<title>Winter League 2026/27 — tables, results and fixtures</title>');
    expect(meta(html, 'og:title')).toBe('Winter League 2026/27 — tables, results and fixtures');
    expect(meta(html, 'description')).toContain('Premier: Red Lions lead on');
    expect(meta(html, 'og:url')).toBe(`https://league.example/results/${s.league.id}`);
    // The site's icon is the web app's (served beside it by the host).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('shows a division, a team, a player and a fixture with their own titles', async () => {
    const l = s.league.id;
    const division = await get(`/results/${l}/divisions/${s.division.id}`);
    expect(beforeScript(division.html)).toMatch(/Week of \d+ \w{3} \d{4}[\s\S]*Red Lions/);
    expect(meta(division.html, 'og:title')).toBe('Premier — Winter League 2026/27');

    const team = await get(`/results/${l}/teams/${s.home.id}`);
    expect(beforeScript(team.html)).toContain(`href="/results/${l}/players/${s.homePlayer.id}">Ann Lee</a>`);
    expect(beforeScript(team.html)).toContain('Clean sweeps');
    expect(meta(team.html, 'description')).toBe(
      'Red Lions: played 1, won 1, drawn 0, lost 0. Roster, fixtures, results and statistics.',
    );

    const player = await get(`/results/${l}/players/${s.homePlayer.id}`);
    expect(beforeScript(player.html)).toMatch(/Rating[\s\S]*Frames won<\/dt><dd[^>]*>2</);
    expect(beforeScript(player.html)).toContain('v Bob Ray');
    expect(meta(player.html, 'og:title')).toBe('Ann Lee — Winter League 2026/27');

    const fixture = await get(`/results/${l}/fixtures/${s.fixture.id}`);
    const rows = [...beforeScript(fixture.html).matchAll(/data-testid="frame-row"/g)];
    expect(rows).toHaveLength(3);
    expect(beforeScript(fixture.html)).toMatch(/Ann Lee[\s\S]*Bob Ray[\s\S]*Red Lions/);
    expect(fixture.html).toContain('<title>Red Lions 2 - 1 Blue Cues — Winter League 2026/27</title>');
    for (const page of [division, team, player, fixture]) {
      expect(page.status).toBe(200);
      // One text node per text: the browser bundle (Preact) hydrates the markup as it is.
      expect(page.html).not.toContain('<!-- -->');
    }
  });

  it('shows no e-mail address, user id or role on any page or in its data', async () => {
    const l = s.league.id;
    const pages = [
      `/results/${l}`,
      `/results/${l}/divisions/${s.division.id}`,
      `/results/${l}/teams/${s.home.id}`,
      `/results/${l}/players/${s.homePlayer.id}`,
      `/results/${l}/fixtures/${s.fixture.id}`,
    ];
    for (const p of pages) {
      const { html } = await get(p);
      expect(html).not.toMatch(/@example\.com|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(html).not.toMatch(/organiser|captain/i);
      const data = await h.call(
        'GET',
        `/public/leagues${p.slice('/results'.length).replace(/^\/\d+/, `/${l}`)}`,
      );
      expect(data.status).toBe(200);
      expect(JSON.stringify(data.body)).not.toMatch(/@example\.com|userId|email|role/i);
    }
  });

  it('offers "Add to Calendar" and the embed snippet on the team and division pages', async () => {
    const l = s.league.id;
    const team = beforeScript((await get(`/results/${l}/teams/${s.home.id}`)).html);
    const teamFeed = `webcal://league.example/api/teams/${s.home.id}/calendar.ics`;
    expect(team).toContain(`href="${teamFeed}" aria-label="Add Red Lions to Calendar">Add to Calendar</a>`);
    // The snippet is the textarea's text, escaped: a club copies it as it reads.
    expect(team).toContain(
      `&lt;iframe src=&quot;https://league.example/embed/teams/${s.home.id}/fixtures?tz=`,
    );
    expect(team).toContain('title=&quot;Red Lions fixtures&quot;');
    const division = beforeScript((await get(`/results/${l}/divisions/${s.division.id}`)).html);
    expect(division).toContain(`href="webcal://league.example/api/divisions/${s.division.id}/calendar.ics"`);
    expect(division).toContain(
      `&lt;iframe src=&quot;https://league.example/embed/divisions/${s.division.id}/standings&quot; title=&quot;Premier table&quot;`,
    );
    // The link is the team's feed: a calendar naming the team's fixtures.
    const feed = await h.app.request(`/api/teams/${s.home.id}/calendar.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/BEGIN:VCALENDAR[\s\S]*Red Lions v Blue Cues/);
  });

  it('answers 404 with a page for addresses that name nothing in the league', async () => {
    const l = s.league.id;
    for (const p of [
      `/results/${l + 999}`,
      `/results/${l}/teams/${s.other.id}`, // a team not entered in this league
      `/results/${l}/fixtures/${s.fixture.id + 999}`,
      `/results/${l}/players/999999`,
      `/results/${l}/divisions/abc`,
      '/results',
    ]) {
      const { status, html } = await get(p);
      expect(status, p).toBe(404);
      expect(html).toContain('<title>Page not found — Cueboard</title>');
    }
    expect((await h.call('GET', `/public/leagues/${l}/teams/${s.other.id}`)).status).toBe(404);
    expect((await h.call('GET', `/public/leagues/${l}/teams/abc`)).body.fields).toHaveProperty('id');
  });

  it("serves anonymous standings from the shared cache, yet shows a signed-in user's result at once", async () => {
    const read = async () => (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
    expect((await read())[0]).toMatchObject({ teamName: 'Red Lions', played: 1 });
    const t = h.organiser.token;
    await h.call('PATCH', `/fixtures/${s.next.id}`, { token: t, body: { status: 'final' } });
    expect((await read()).map((r: { played: number }) => r.played)).toEqual([2, 2]);
    const page = await get(`/results/${s.league.id}`);
    expect(beforeScript(page.html)).toContain('0 - 0 Final');
  });
});
