// Fixture statuses on the public pages without a browser: a postponed and a void fixture are named
// by their status (no score), and a forfeit shows the score the standings count (public.team_results:
// the awarded frames, whatever frames were played) with "(forfeit)", on the team's embed too.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedApp } from '../../server/embeds/embed-routes.ts';
import { publicSiteRoutes } from '../../server/public-site.ts';
import { engines } from '../support/engines.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(engines)('fixture statuses on the public site (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let site: ReturnType<typeof publicSiteRoutes>;
  const ids = { forfeit: 0, postponed: 0, void: 0 };
  const html = async (p: string) => (await (await site.request(p)).text()).split('<script')[0];

  beforeAll(async () => {
    h = await setup(engine);
    s = await publicSiteScenario(h);
    site = publicSiteRoutes({ db: h.db, root, siteUrl: 'https://league.example' });
    const token = h.organiser.token;
    const fixture = async (days: number) =>
      (
        await h.call('POST', '/fixtures', {
          token,
          body: {
            divisionId: s.division.id,
            homeTeamId: s.home.id,
            awayTeamId: s.away.id,
            venueId: s.venue.id,
            kickoffAt: new Date(Date.now() - days * 86_400_000).toISOString(),
          },
        })
      ).body.id as number;
    ids.forfeit = await fixture(3);
    ids.postponed = await fixture(2);
    ids.void = await fixture(1);
    // A frame went the away side's way before the home side was awarded the match.
    await h.call('PATCH', `/fixtures/${ids.forfeit}`, { token, body: { status: 'in_play' } });
    await h.call('POST', `/fixtures/${ids.forfeit}/frames`, {
      token,
      body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'away' },
    });
    const awarded = await h.call('POST', `/fixtures/${ids.forfeit}/forfeit`, {
      token,
      body: { winner: 'home' },
    });
    expect(awarded.status).toBe(200);
    for (const status of ['postponed', 'void'] as const)
      await h.call('PATCH', `/fixtures/${ids[status]}`, { token, body: { status } });
  }, 180_000);
  afterAll(() => h.close());

  it('shows a forfeit with the score the standings count and "(forfeit)"', async () => {
    const table = (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
    const red = table.find((r: { teamName: string }) => r.teamName === 'Red Lions');
    // Red Lions: 2-1 on the table, then the forfeit's awarded frames.
    const awarded = red.framesFor - 2;
    expect(awarded).toBeGreaterThan(0);
    const score = `${awarded} - 0 Final (forfeit)`;
    const team = await html(`/results/${s.league.id}/teams/${s.home.id}`);
    expect(team).toContain(`${score}<span class="sr-only"> (Red Lions v Blue Cues)</span>`);
    expect(await html(`/results/${s.league.id}/divisions/${s.division.id}`)).toContain(score);
    const page = await html(`/results/${s.league.id}/fixtures/${ids.forfeit}`);
    expect(page).toMatch(new RegExp(`>${awarded} - 0</span>[\\s\\S]*>Final \\(forfeit\\)</span>`));
    const data = await h.call('GET', `/public/leagues/${s.league.id}/fixtures/${ids.forfeit}`);
    expect(data.body.fixture).toMatchObject({ forfeit: 'home', homeScore: awarded, awayScore: 0 });
  });

  it('names a postponed and a void fixture by their status, without a score', async () => {
    const division = await html(`/results/${s.league.id}/divisions/${s.division.id}`);
    for (const [status, label] of [
      ['postponed', 'Postponed'],
      ['void', 'Void'],
    ] as const) {
      const href = `/results/${s.league.id}/fixtures/${ids[status]}`;
      expect(division).toMatch(new RegExp(`href="${href}">${label}<span class="sr-only">`));
      const page = await (await site.request(href)).text();
      expect(page).toContain(`<title>Red Lions v Blue Cues (${label}) — Winter League 2026/27</title>`);
      expect(page.split('<script')[0]).toMatch(new RegExp(`>v</span>[\\s\\S]*>${label}</span>`));
    }
  });

  it("labels the forfeit, the postponement and the void on the team's embedded fixtures", async () => {
    const res = await embedApp(h.db, 'https://league.example').request(
      `/embed/teams/${s.home.id}/fixtures?tz=UTC`,
    );
    const page = await res.text();
    const table = (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
    const awarded = table.find((r: { teamName: string }) => r.teamName === 'Red Lions').framesFor - 2;
    expect(page).toContain(`${awarded} - 0 <span class="status">(forfeit)</span>`);
    expect(page).toContain('v <span class="status">postponed</span>');
    expect(page).toContain('v <span class="status">void</span>');
  });
});
