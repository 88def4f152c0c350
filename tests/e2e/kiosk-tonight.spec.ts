// The live boards before the night starts (issue 24): a night with no fixtures keeps the empty text;
// tonight's fixture shows as "19:30 · not started" (the league's clock), and moves to the live cards as
// soon as it starts; each team's name is underlined in its frames' colour.
import { expect, test, type Page, type Route } from '@playwright/test';
import { kioskWorld, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe("tonight's fixtures on the live boards", () => {
  let world: KioskWorld;
  let divisionId: number;
  let teams: number[];
  let venueId: number;
  let board: number;
  let tv: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const league = await world.api('POST', '/leagues', { name: 'Summer League', season: '2027' });
    divisionId = (
      await world.api('POST', '/divisions', { name: 'Premier', leagueId: league.id, sortOrder: 1 })
    ).id;
    teams = [];
    for (const name of ['Red Lions', 'Cue Ballers']) {
      const t = await world.api('POST', '/teams', { name });
      await world.api('POST', `/divisions/${divisionId}/teams`, { teamId: t.id });
      teams.push(t.id);
    }
    venueId = (await world.api('POST', '/venues', { name: 'The Crown' })).id;
    board = await wallboard(world.api, { name: 'Bar Scores', type: 'live_scores', leagueId: league.id });
    tv = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  test('no fixtures tonight: the empty text; one tonight: its time and "not started"; started: live at once', async () => {
    await tv.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await tv.getByText('No live matches at the moment').waitFor();

    const kickoff = new Date();
    kickoff.setSeconds(0, 0);
    const fixture = await world.api('POST', '/fixtures', {
      divisionId,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      venueId,
      tableId: null,
      kickoffAt: kickoff.toISOString(),
    });
    const { timeZone } = await world.api('GET', `/wallboards/${board}/feed`);
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(kickoff);
    const waiting = tv.getByTestId('waiting-card');
    await waiting.waitFor();
    await expect(waiting).toContainText(`${time} · not started`);
    await expect(waiting).toContainText('Red Lions');
    await expect(tv.getByText('No live matches at the moment')).toHaveCount(0);
    await tv.screenshot({ path: 'test-results/e2e/kiosk-tonight-waiting.png' });

    // "At once": with the feed held, only the live event can show the match as started.
    const held: Route[] = [];
    await tv.route('**/api/wallboards/*/feed**', (route) => void held.push(route));
    const started = Date.now();
    await world.api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    const card = tv.getByTestId('score-card');
    await expect(card).toContainText('LIVE');
    console.log(`in play to TV: ${Date.now() - started} ms`);
    await tv.unroute('**/api/wallboards/*/feed**');
    // A held poll the kiosk has since given up on is already answered (aborted): nothing to release.
    await Promise.all(held.map((r) => r.continue().catch(() => {})));
    await expect(waiting).toHaveCount(0);

    // The team names carry their frames' colours.
    await world.api('POST', `/fixtures/${fixture.id}/frames`, { winner: 'home' });
    await world.api('POST', `/fixtures/${fixture.id}/frames`, { winner: 'away' });
    await expect(card.locator('.cb-frame')).toHaveCount(2);
    const colours = await card.evaluate((el) => {
      const css = (sel: string) => getComputedStyle(el.querySelector(sel)!);
      return {
        homeName: css('.cb-team-home').textDecorationColor,
        homeFrame: css('[data-winner="home"]').backgroundColor,
        awayName: css('.cb-team-away').textDecorationColor,
        awayFrame: css('[data-winner="away"]').backgroundColor,
        homeLine: css('.cb-team-home').textDecorationLine,
      };
    });
    expect(colours.homeLine).toBe('underline');
    expect(colours.homeName).toBe(colours.homeFrame);
    expect(colours.awayName).toBe(colours.awayFrame);
    expect(colours.homeName).not.toBe(colours.awayName);
    await tv.screenshot({ path: 'test-results/e2e/kiosk-tonight-live.png' });
  });
});
