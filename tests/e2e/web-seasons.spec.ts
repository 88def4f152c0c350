// Starting the next season in the browser: the organiser previews the plan on a league's card
// (who goes up, who comes down, the unfinished fixture by name), is refused while it is unfinished,
// voids it to start, and finds the finished season once on Past Seasons with its champions and final
// table; the old season no longer offers Start Next Season and division pickers name the season.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { matchNightWorld, scorerPhone, type World } from './match-night-setup.ts';
import { STORY_MS, expectAccessible, expectToast } from './web-helpers.ts';

const shots = 'test-results/web-seasons';
/** The organiser's laptop, as issue 25 tried it. */
const laptop = { width: 1366, height: 768 };

test.describe('web: starting the next season', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let leagueId: number;
  const league = `Valley ${Date.now()}`;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    const { id } = await w.api('POST', '/leagues', { name: league, season: '2026' });
    leagueId = id;
    const venue = await w.api('POST', '/venues', { name: 'Hall' });
    // Premier: Aces beat Bulls. One: Cobras beat Dukes.
    for (const [sortOrder, [name, home, away]] of [
      ['Premier', 'Aces', 'Bulls'],
      ['One', 'Cobras', 'Dukes'],
    ].entries()) {
      const division = await w.api('POST', '/divisions', { leagueId: id, name, sortOrder });
      const teams = [];
      for (const team of [home, away]) {
        teams.push(await w.api('POST', '/teams', { name: team }));
        await w.api('POST', `/divisions/${division.id}/teams`, { teamId: teams.at(-1).id });
      }
      const fixture = await w.api('POST', '/fixtures', {
        divisionId: division.id,
        homeTeamId: teams[0].id,
        awayTeamId: teams[1].id,
        venueId: venue.id,
        kickoffAt: '2026-03-01T19:30:00Z',
      });
      await w.api('POST', `/fixtures/${fixture.id}/frames`, { frameNo: 1, winner: 'home' });
      await w.api('PATCH', `/fixtures/${fixture.id}`, { status: 'final' });
      // Premier's return match is still to play when the season ends.
      if (name === 'Premier') {
        await w.api('POST', '/fixtures', {
          divisionId: division.id,
          homeTeamId: teams[1].id,
          awayTeamId: teams[0].id,
          venueId: venue.id,
          kickoffAt: '2026-03-08T19:30:00Z',
        });
      }
    }
    // A snapshot taken before the rollover (as `cueboard league-history snapshot` does).
    await w.api('POST', `/leagues/${id}/histories`, {});
  });
  test.afterAll(() => w?.close());

  test("the public league page names each next fixture's division", async () => {
    const context = await w.browser.newContext({ viewport: laptop });
    const page = await context.newPage();
    await page.goto(`${w.host.url}/results/${leagueId}`);
    const next = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Next fixtures' }) });
    await expect(next.getByTestId('fixture-row')).toHaveText([/· Premier · Hall\s*Bulls v Aces/]);
    await page.screenshot({ path: `${shots}/public-league.png`, fullPage: true });
    await context.close();
  });

  test('previews the plan, then starts the season', async () => {
    const { page } = await scorerPhone(w, '/leagues', 'desktop');
    await page.setViewportSize(laptop);
    const card = page.locator('[data-slot=card]').filter({ hasText: league });
    await card.getByRole('button', { name: 'Start Next Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Next Season' });
    await dialog.getByLabel('New Season').fill('2027');
    await dialog.getByLabel('Promote').fill('x');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('Promote must be a whole number from 0 to 20')).toBeVisible();
    await dialog.getByLabel('Promote').fill('1');
    await dialog.getByLabel('Relegate').fill('1');
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const plan = dialog.getByRole('region', { name: 'Season 2027 plan' });
    await expect(plan.getByRole('alert')).toContainText('1 fixture of this season is unfinished:');
    await expect(plan.getByRole('list', { name: 'Unfinished fixtures' }).getByRole('listitem')).toHaveText([
      /^Bulls v Aces · Premier · Mar 08, 2026 \d\d:\d\d · Scheduled$/,
    ]);
    await expect(plan.getByRole('listitem').filter({ hasNotText: ' v ' })).toHaveText([
      /Aces\s*Stays \(1st\)/,
      /Cobras\s*Promoted from One \(1st\)/,
      /Bulls\s*Relegated from Premier \(2nd\)/,
      /Dukes\s*Stays \(2nd\)/,
    ]);
    await expectAccessible(page, 'Start Next Season');
    await dialog.getByRole('button', { name: 'Start Season' }).click();
    await expectToast(
      page,
      'Error',
      '1 fixture is unfinished: finish it, or void it to start the next season',
    );
    await page.screenshot({ path: `${shots}/refused.png` });
    await dialog.getByRole('checkbox', { name: 'Void this fixture and start the season' }).click();
    await dialog.getByRole('button', { name: 'Start Season' }).click();
    await expectToast(page, 'Success', 'Season started successfully');
    await expect(page.locator('[data-slot=card]').filter({ hasText: league })).toHaveCount(2);
    const season = (name: string) =>
      page
        .locator('[data-slot=card]')
        .filter({ hasText: league })
        .filter({ has: page.getByText(name, { exact: true }) });
    await expect(season('2027')).toHaveCount(1);
    // A season is rolled over once: only the new one offers it.
    await expect(season('2027').getByRole('button', { name: 'Start Next Season' })).toBeVisible();
    await expect(season('2026').getByRole('button', { name: 'Start Next Season' })).toHaveCount(0);
  });

  test('division pickers name the season of each division', async () => {
    const { page } = await scorerPhone(w, '/fixtures', 'desktop');
    await page.setViewportSize(laptop);
    await page.getByLabel('Division', { exact: true }).click();
    const option = (season: string) =>
      page
        .getByRole('listbox')
        .getByRole('group', { name: `${league} - ${season}` })
        .getByRole('option', { name: `Premier · ${season}`, exact: true });
    await expect(option('2026')).toBeVisible();
    await expect(option('2027')).toBeVisible();
    await page.screenshot({ path: `${shots}/division-picker.png` });
    await option('2027').click();
    // The closed picker shows the option alone (not its league group): the season is in it.
    await expect(page.getByLabel('Division', { exact: true })).toContainText('Premier · 2027');
  });

  test('Past Seasons shows the finished season with its champions and final tables', async () => {
    const { page } = await scorerPhone(w, '/leagues', 'desktop');
    await page.getByRole('link', { name: 'Past Seasons' }).click();
    await expect(page.getByRole('heading', { name: 'Past Seasons' })).toBeVisible();
    // One entry for the season: the rollover's snapshot replaced the earlier one.
    await expect(page.getByRole('region', { name: `${league} 2026 Premier` })).toHaveCount(1);
    const premier = page.getByRole('region', { name: `${league} 2026 Premier` });
    await expect(premier.getByRole('heading')).toHaveText('PremierChampions: Aces');
    await expect(premier.getByRole('row')).toHaveText([
      /Pos\s*Team\s*P\s*W\s*D\s*L\s*F\s*A\s*Pts/,
      /1\s*Aces\s*1\s*1\s*0\s*0\s*1\s*0\s*6/,
      /2\s*Bulls\s*1\s*0\s*0\s*1\s*0\s*1\s*0/,
    ]);
    await expect(page.getByRole('region', { name: `${league} 2026 One` }).getByRole('heading')).toHaveText(
      'OneChampions: Cobras',
    );
    await expectAccessible(page, 'Past Seasons');
  });
});
