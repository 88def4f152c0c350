// The public bracket page without a browser: the league page links to its cups, and a cup's page
// holds every round and match in the HTML before any script; a completed match moves its winner on
// in the next load. A cup of another league is not found under this league's address.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(engines)('the public bracket page (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let site: ReturnType<typeof publicSiteRoutes>;
  let cupId: number;
  const token = () => h.organiser.token;
  const post = async (p: string, body: unknown) => (await h.call('POST', p, { token: token(), body })).body;
  const get = async (p: string) => {
    const res = await site.request(p);
    return { status: res.status, html: await res.text() };
  };
  const beforeScript = (html: string) => html.split('<body>')[1].split('<script')[0];

  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h);
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
    const green = await post('/teams', { name: 'Green Pockets' });
    await post(`/divisions/${s.division.id}/teams`, { teamId: green.id });
    const cup = await post('/cups', {
      leagueId: s.league.id,
      name: 'League Cup',
      kind: 'team',
      venueId: s.venue.id,
    });
    cupId = cup.id;
    for (const team of [s.home, s.away, green]) await post(`/cups/${cupId}/entries`, { teamId: team.id });
    await post(`/cups/${cupId}/draw`, { seedFrom: 'standings', seed: 'fair' });
  }, 180_000);
  afterAll(() => h.close());

  it('links the league page to the cup, and shows every round and match before any script', async () => {
    const league = beforeScript((await get(`/results/${s.league.id}`)).html);
    expect(league).toContain(`href="/results/${s.league.id}/cups/${cupId}">League Cup: the bracket</a>`);
    const { status, html } = await get(`/results/${s.league.id}/cups/${cupId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>League Cup — Winter League 2026/27</title>');
    const page = beforeScript(html);
    // Red Lions top the table: seed 1 with the bye; Blue Cues and Green Pockets play the other semi.
    expect(page).toMatch(/>Semi-finals<span[^>]*> best of 5<\/span><\/h2>[\s\S]*>Final<span/);
    expect(page).toContain('aria-label="Red Lions v Bye"');
    expect(page).toMatch(/aria-label="(Blue Cues v Green Pockets|Green Pockets v Blue Cues)"/);
    expect(page).toContain('aria-label="Red Lions v Winner of R1 M2"');
    expect(page).not.toContain('<!-- -->');
  });

  it("moves a completed match's winner into the final, and shows the score it won by", async () => {
    const bracket = (await h.call('GET', `/cups/${cupId}/bracket`)).body;
    const semi = bracket.matches.find(
      (m: { round: number; fixtureId: number | null }) => m.round === 1 && m.fixtureId,
    );
    const winner = bracket.entries.find((e: { id: number }) => e.id === semi.homeEntryId).name;
    await h.call('PATCH', `/fixtures/${semi.fixtureId}`, { token: token(), body: { status: 'in_play' } });
    for (let i = 0; i < 3; i++) await post(`/fixtures/${semi.fixtureId}/frames`, { winner: 'home' });
    await h.call('PATCH', `/fixtures/${semi.fixtureId}`, { token: token(), body: { status: 'final' } });
    const page = beforeScript((await get(`/results/${s.league.id}/cups/${cupId}`)).html);
    expect(page).toContain(`aria-label="Red Lions v ${winner}"`);
    expect(page).toMatch(new RegExp(`${winner}</span><span[^>]*>Winner</span><span[^>]*>3</span>`));
    expect(page).not.toContain('Winner of R1 M2');
  });

  it('answers 404 for a cup under another league, and the same data as JSON', async () => {
    expect((await get(`/results/${s.league.id + 999}/cups/${cupId}`)).status).toBe(404);
    expect((await get(`/results/${s.league.id}/cups/${cupId + 999}`)).status).toBe(404);
    const data = await h.call('GET', `/public/leagues/${s.league.id}/cups/${cupId}`);
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ kind: 'cup', bracket: { cup: { name: 'League Cup' }, rounds: 2 } });
    expect(JSON.stringify(data.body)).not.toMatch(/@example\.com|userId|email/i);
  });
});
