// Starting the next season in the browser: the organiser previews the plan on a league's card
// (who goes up, who comes down), starts it, and finds the finished season with its champions and
// final table on Past Seasons.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { matchNightWorld, scorerPhone, type World } from './match-night-setup.ts';
import { STORY_MS, expectAccessible, expectToast } from './web-helpers.ts';

test.describe('web: starting the next season', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  const league = `Valley ${Date.now()}`;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    const { id } = await w.api('POST', '/leagues', { name: league, season: '2026' });
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
    }
  });
  test.afterAll(() => w?.close());

  test('previews the plan, then starts the season', async () => {
    const { page } = await scorerPhone(w, '/leagues', 'desktop');
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
    await expect(plan.getByRole('listitem')).toHaveText([
      /Aces\s*Stays \(1st\)/,
      /Cobras\s*Promoted from One \(1st\)/,
      /Bulls\s*Relegated from Premier \(2nd\)/,
      /Dukes\s*Stays \(2nd\)/,
    ]);
    await expectAccessible(page, 'Start Next Season');
    await dialog.getByRole('button', { name: 'Start Season' }).click();
    await expectToast(page, 'Success', 'Season started successfully');
    await expect(page.locator('[data-slot=card]').filter({ hasText: league })).toHaveCount(2);
    await expect(
      page.locator('[data-slot=card]').filter({ hasText: league }).filter({ hasText: '2027' }),
    ).toHaveCount(1);
  });

  test('Past Seasons shows the finished season with its champions and final tables', async () => {
    const { page } = await scorerPhone(w, '/leagues', 'desktop');
    await page.getByRole('link', { name: 'Past Seasons' }).click();
    await expect(page.getByRole('heading', { name: 'Past Seasons' })).toBeVisible();
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
