// User story: a snooker league records breaks and frame points. A player, not signed in, opens the
// league's public page on a 390 px phone: its high breaks (centuries marked) link to the players,
// whose page, like their team's, shows the high break, centuries and frame points; a break made
// tonight shows on the next read. Signed out on a desktop, the web app's player and team pages show
// the same figures, and nothing a snooker league does not record (dishes); the organiser makes a High
// Breaks wallboard in the web app's form and opens it. Screenshots in test-results/.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { phone } from './devices.ts';
import {
  expectAccessible,
  expectToast,
  go,
  pick,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';
import { ensureSiteBuild, publicLeague } from './web-public-setup.ts';

test.describe('frame details on the public site and the web app', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Awaited<ReturnType<typeof publicLeague>>;
  let frames: { id: number }[];
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    ensureSiteBuild();
    w = await storyWorld(browser, 'break-off-1');
    s = await publicLeague(w.host.url, w.organiser.token);
    await s.call('PATCH', `/leagues/${s.league.id}`, {
      settings: { game: 'snooker', break_threshold: 30, frame_points: true },
    });
    // Red beat Blue 2-1: Ann won 120-20 (a 112) and 71-0, Bob won 75-30 (a 64).
    frames = (await s.call('GET', `/fixtures/${s.played.id}/frames`)) as unknown as { id: number }[];
    const points = [
      [120, 20],
      [30, 75],
      [71, 0],
    ];
    for (const [i, [homePoints, awayPoints]] of points.entries())
      await s.call('PATCH', `/frames/${frames[i].id}`, { homePoints, awayPoints });
    await s.call('POST', `/frames/${frames[0].id}/breaks`, { playerId: s.ann.id, value: 112 });
    await s.call('POST', `/frames/${frames[1].id}/breaks`, { playerId: s.bob.id, value: 64 });
  });
  test.afterAll(() => w?.close());

  /** The figures of a page's description list, label to value. */
  const figures = async (page: Page) =>
    Object.fromEntries(
      await page
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map((d) => [
            d.querySelector('dt')!.textContent!.trim(),
            d.querySelector('dd')!.textContent!.trim(),
          ]),
        ),
    );
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('on a phone, the league lists its high breaks and the player and team pages show the figures', async () => {
    const context = await w.browser.newContext({ ...phone, baseURL: w.host.url });
    const page = await context.newPage();
    await page.goto(`/results/${s.league.id}`);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'High breaks' }) });
    const rows = section.getByTestId('high-break');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText(/^112\s*Ann Archer\s*century\s*Red · Thu 4 Mar 2027$/);
    await expect(rows.nth(1)).toHaveText(/^64\s*Bob Brown\s*Blue · Thu 4 Mar 2027$/);
    expect(await fitsWidth(page)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/public-high-breaks-phone.png', fullPage: true });
    await expectAccessible(page, 'league page with high breaks');

    await rows.nth(0).getByRole('link', { name: 'Ann Archer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ann Archer');
    expect(await figures(page)).toMatchObject({
      'Frames won': '2',
      'High break': '112',
      Centuries: '1',
      'Frame points for': '221',
      'Frame points against': '95',
    });
    expect(await figures(page)).not.toHaveProperty('Dishes');
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: 'test-results/public-player-frame-details-phone.png', fullPage: true });
    await expectAccessible(page, 'player page with frame details');

    await page.goto(`/results/${s.league.id}/teams/${s.blue.id}`);
    expect(await figures(page)).toMatchObject({
      'High break': '64',
      Centuries: '0',
      'Frame points for': '95',
      'Frame points against': '221',
    });
    await page.screenshot({ path: 'test-results/public-team-frame-details-phone.png', fullPage: true });

    // A 147 made tonight in the match in play shows on the next read of the league page.
    await s.call('PATCH', `/frames/${s.frame.id}`, { homePoints: 0, awayPoints: 147 });
    await s.call('POST', `/frames/${s.frame.id}/breaks`, { playerId: s.ann.id, value: 147 });
    await page.goto(`/results/${s.league.id}`);
    await expect(rows.nth(0)).toHaveText(/^147\s*Ann Archer\s*century\s*Red · Thu 11 Mar 2027$/);
    await context.close();
  });

  test("the web app's player and team pages show the same figures", async () => {
    const { page } = w;
    await page.goto(`/players/${s.ann.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ann Archer');
    await expect(page.getByTestId('stat-High break')).toHaveText('147');
    await expect(page.getByTestId('stat-Centuries')).toHaveText('2');
    // tonight's frame counts too: won 147-0
    await expect(page.getByTestId('stat-Frame points for')).toHaveText('368');
    await expect(page.getByTestId('stat-Frame points against')).toHaveText('95');
    await expect(page.getByTestId('stat-Dishes')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/web-player-frame-details.png', fullPage: true });
    await expectAccessible(page, 'web player page');

    await page.goto(`/teams/${s.red.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Red');
    await expect(page.getByTestId('stat-High break')).toHaveText('147');
    await expect(page.getByTestId('stat-Frame points for')).toHaveText('368');
    await expect(page.getByTestId('stat-Frame points against')).toHaveText('95');
    await page.screenshot({ path: 'test-results/web-team-frame-details.png', fullPage: true });
    await expectAccessible(page, 'web team page');
    expect(w.errors).toEqual([]);
  });

  test('the organiser makes a High Breaks wallboard in the form, and it shows the breaks', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, w.organiser.email, w.organiser.password);
    await go(page, 'Wallboards');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wallboard' });
    await dialog.getByLabel('Name').fill('Breaks TV');
    await pick(dialog, 'Type', 'High Breaks');
    await dialog.getByLabel('League *').waitFor();
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('League or Division is required for High Breaks wallboards').waitFor();
    await pick(dialog, 'League *', 'Spring League - 2027');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');
    const boards = (await s.call('GET', '/wallboards')) as unknown as { id: number; name: string }[];
    const board = boards.find((b) => b.name === 'Breaks TV')!;
    await page.goto(`/wallboards/${board.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breaks TV');
    await expect(page.locator('tbody tr')).toHaveText([
      /^1\s*Ann Archer\s*Red\s*147\s*century$/,
      /^2\s*Ann Archer\s*Red\s*112\s*century$/,
      /^3\s*Bob Brown\s*Blue\s*64$/,
    ]);
    await page.screenshot({ path: 'test-results/web-high-breaks-wallboard.png' });
  });
});
