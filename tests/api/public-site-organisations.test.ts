// An organisation's page on the public site (/results/o/{slug}): its name, accent colour and logo and
// a link to each of its leagues, never another organisation's; an unknown slug answers 404, and the
// league pages keep their addresses.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { secondOrganisation } from './second-organisation.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(engines)("an organisation's page on the public site (%s)", (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let boroughLeague: number;
  let site: ReturnType<typeof publicSiteRoutes>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h); // in the first organisation, 'Cueboard'
    await h.db.query(
      `update public.organisations set accent_colour = '#1D4ED8', logo_url = 'https://img.example/cue.png'
       where slug = 'cueboard'`,
    );
    const borough = await secondOrganisation(h, 'Borough League', 'borough');
    const created = await borough.harness.call('POST', '/leagues', {
      token: borough.organiser.token,
      body: { name: 'Borough Thursday', season: '2026' },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    boroughLeague = created.body.id;
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
  }, 180_000);
  afterAll(() => h.close());

  const get = async (p: string) => {
    const res = await site.request(p);
    return { status: res.status, html: await res.text() };
  };
  const beforeScript = (html: string) => html.split('<body>')[1].split('<script')[0];
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('shows its name, accent colour, logo and leagues, each linking to its page', async () => {
    const { status, html } = await get('/results/o/cueboard');
    expect(status).toBe(200);
    const page = beforeScript(html);
    expect(page).toMatch(/<h1[^>]*>Cueboard<\/h1>/);
    expect(page).toContain('style="background-color:#1D4ED8"');
    expect(page).toContain(
      '<img class="mb-4 h-16 w-auto" src="https://img.example/cue.png" alt="Cueboard logo"/>',
    );
    expect(page).toMatch(
      new RegExp(
        `<a class="[^"]*" href="/results/${s.league.id}">Winter League</a><span[^>]*>2026/27</span>`,
      ),
    );
    expect(html).toContain('<title>Cueboard — leagues</title>');
    expect(meta(html, 'description')).toBe(
      'The leagues of Cueboard: Winter League 2026/27. Tables, results and fixtures.',
    );
    expect(meta(html, 'og:url')).toBe('https://league.example/results/o/cueboard');
  });

  it("never lists another organisation's leagues", async () => {
    const cueboard = beforeScript((await get('/results/o/cueboard')).html);
    expect(cueboard).not.toContain('Borough Thursday');
    expect(cueboard).not.toContain(`/results/${boroughLeague}"`);
    const borough = await get('/results/o/borough/');
    expect(borough.status).toBe(200);
    const page = beforeScript(borough.html);
    expect(page).toMatch(/<h1[^>]*>Borough League<\/h1>/);
    expect(page).toContain(`href="/results/${boroughLeague}">Borough Thursday</a>`);
    expect(page).not.toContain('Winter League');
    // Neither colour nor logo set: no bar, no image.
    expect(page).not.toContain('data-testid="accent"');
    expect(page).not.toContain('<img');
  });

  it('answers 404 for a slug no organisation has, and keeps the league pages where they were', async () => {
    for (const p of ['/results/o/nobody', '/results/o/Not-A-Slug', '/results/o/']) {
      const { status, html } = await get(p);
      expect(status, p).toBe(404);
      expect(beforeScript(html), p).toContain('Page not found');
    }
    expect((await get(`/results/${s.league.id}`)).status).toBe(200);
    expect((await get(`/results/${boroughLeague}`)).status).toBe(200);
  });
});
