// League settings from the league's card: the organiser changes the points and the tie-breakers, and
// the league's table below the form is recomputed at once.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import {
  expectAccessible,
  expectToast,
  go,
  pick,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';
import { seedSeason, type Seeded } from './season-setup.ts';

const tableRows = async (page: Page) =>
  (await page.getByRole('region', { name: 'Premier table' }).getByRole('row').allInnerTexts())
    .slice(1)
    .map((r) => r.split(/\t/).map((c) => c.trim()));

test.describe('web: league settings recompute the table', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    s = await seedSeason(w, ['Anchor', 'Bell', 'Crown']);
    // Anchor beat Bell 2-1; Bell beat Crown 5-0; Crown beat Anchor 1-0: one win each. Frame points
    // and bonuses off, so all three are tied on points and frame difference decides by default.
    const played: [string, string, ('home' | 'away')[]][] = [
      ['Anchor', 'Bell', ['home', 'home', 'away']],
      ['Bell', 'Crown', ['home', 'home', 'home', 'home', 'home']],
      ['Crown', 'Anchor', ['home']],
    ];
    for (const [home, away, frames] of played) {
      const f = await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt: '2027-01-07T19:30:00.000Z',
      });
      for (const winner of frames) await s.call('POST', `/fixtures/${f.id}/frames`, { winner });
      await s.call('PATCH', `/fixtures/${f.id}`, { status: 'final' });
    }
  });
  test.afterAll(() => w?.close());

  test('opens the settings from the league card and shows the table', async () => {
    const { page } = w;
    await go(page, 'Leagues');
    await page.getByRole('link', { name: 'Settings of Winter League' }).click();
    await page.getByRole('heading', { name: 'Winter League Settings' }).waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(3);
    await expectAccessible(page, 'league settings');
  });

  test('saving new rules recomputes the table at once', async () => {
    const { page } = w;
    const form = page.getByRole('form', { name: 'League settings' });
    await form.getByLabel('Points per Frame Won').fill('0');
    await form.getByLabel('Clean-Sweep Bonus').fill('0');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'League settings saved');
    // Tied on 3 points: frame difference puts Bell (+4) first, then Anchor (0), then Crown (-4).
    await expect
      .poll(async () => (await tableRows(page)).map((r) => [r[1], r[8]]))
      .toEqual([
        ['Bell', '3'],
        ['Anchor', '3'],
        ['Crown', '3'],
      ]);

    await form.getByLabel('Points for a Win').fill('4');
    await pick(form, 'Tie-breaker 1', 'Team name');
    await pick(form, 'Tie-breaker 2', 'None');
    await pick(form, 'Tie-breaker 3', 'None');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'League settings saved');
    // Four points a win, and the name alone breaks the tie.
    await expect
      .poll(async () => (await tableRows(page)).map((r) => [r[1], r[8]]))
      .toEqual([
        ['Anchor', '4'],
        ['Bell', '4'],
        ['Crown', '4'],
      ]);
  });

  test('refuses the same tie-breaker twice, naming the list', async () => {
    const { page } = w;
    const form = page.getByRole('form', { name: 'League settings' });
    await pick(form, 'Tie-breaker 2', 'Team name');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(form.getByText('Each tie-breaker may be chosen once')).toBeVisible();
  });
});
