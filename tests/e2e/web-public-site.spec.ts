// User story: a player, not signed in, opens the league's public page on a phone from a link in the
// team chat, reads the table, follows links to the division, a team, a player and a scorecard, and
// watches the scorecard of the match in play change when a frame is scored at the venue; the
// organisation's page (/results/o/{slug}) leads to the league.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { expectAccessible, go, signIn, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';
import { ensureSiteBuild, organiser, publicLeague } from './web-public-setup.ts';

test.describe('public site: league, division, team, player and fixture pages', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  let s: Awaited<ReturnType<typeof publicLeague>>;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    ensureSiteBuild();
    w = await webWorld(browser);
    s = await publicLeague(w.host.url);
  });
  test.afterAll(() => w?.close());

  const row = (page: Page, team: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: team }) });

  test('the league page shows the table, results and fixtures, and links to every other page', async () => {
    const { page } = w;
    await page.goto(`/results/${s.league.id}`);
    await expect(page).toHaveTitle('Spring League 2027 — tables, results and fixtures');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring League — 2027');
    const table = page.getByRole('table', { name: 'Premier table' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Pos',
      'Team',
      'P',
      'W',
      'D',
      'L',
      'F',
      'A',
      'Pts',
      'Form',
    ]);
    await expect(row(page, 'Red').getByRole('cell')).toHaveText([
      '1',
      '1',
      '1',
      '0',
      '0',
      '2',
      '1',
      /\d+/,
      'W',
    ]);
    await expect(row(page, 'Blue').getByRole('cell')).toHaveText([
      '2',
      '1',
      '0',
      '0',
      '1',
      '1',
      '2',
      /\d+/,
      'L',
    ]);
    await expect(page.getByRole('link', { name: '2 - 1 Final (Red v Blue)' })).toBeVisible();
    await expectAccessible(page, 'league page');

    await page.getByRole('link', { name: 'Premier: full table and fixtures' }).click();
    await expect(page).toHaveTitle('Premier — Spring League 2027');
    await expect(page.getByRole('heading', { name: 'Week of 1 Mar 2027' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week of 8 Mar 2027' })).toBeVisible();
    const calendar = page.getByRole('link', { name: 'Add Premier to Calendar' });
    await expect(calendar).toHaveAttribute(
      'href',
      new URL(`/api/divisions/${s.division.id}/calendar.ics`, w.host.url).href.replace(/^http/, 'webcal'),
    );
    await page.getByText('Embed', { exact: true }).click();
    await expect(page.getByLabel('Embed code')).toHaveValue(
      new RegExp(
        `^<iframe src="${w.host.url}/embed/divisions/${s.division.id}/standings" title="Premier table"`,
      ),
    );
    await expectAccessible(page, 'division page');

    await row(page, 'Red').getByRole('link', { name: 'Red' }).click();
    await expect(page).toHaveTitle('Red — Spring League 2027');
    await expect(page.getByRole('heading', { name: 'Roster' })).toBeVisible();
    await expect(page.getByText('Clean sweeps')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Red to Calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.*/api/teams/${s.red.id}/calendar\\.ics$`),
    );
    await page.getByText('Embed', { exact: true }).click();
    await expect(page.getByLabel('Embed code')).toHaveValue(
      new RegExp(`/embed/teams/${s.red.id}/fixtures\\?tz=`),
    );
    await expectAccessible(page, 'team page');

    await page.getByRole('link', { name: 'Ann Archer' }).click();
    await expect(page).toHaveTitle('Ann Archer — Spring League 2027');
    await expect(page.getByText('Frames won')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Thu 4 Mar 2027 v Bob Brown' })).toHaveCount(3);
    await expectAccessible(page, 'player page');

    await page.getByRole('link', { name: 'Thu 4 Mar 2027 v Bob Brown' }).first().click();
    await expect(page).toHaveTitle('Red 2 - 1 Blue — Spring League 2027');
    await expect(page.getByTestId('frame-row')).toHaveCount(3);
    await expect(page.getByTestId('frame-row').first()).toContainText('Ann Archer');
    await expectAccessible(page, 'fixture page');
    await page.getByRole('link', { name: 'Spring League' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/results/${s.league.id}$`));
    expect(await page.content()).not.toContain(organiser.email);
    expect(w.errors).toEqual([]);
  });

  test("the organisation's page lists its leagues and leads to each one's page", async () => {
    const { page } = w;
    await page.goto('/results/o/cueboard');
    await expect(page).toHaveTitle('Cueboard — leagues');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cueboard');
    await page.getByRole('link', { name: 'Spring League' }).click();
    await expect(page).toHaveURL(`/results/${s.league.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring League — 2027');
  });

  test('a scorecard in play shows a frame within a second of its scoring', async () => {
    const { page } = w;
    const stream = page.waitForResponse((r) => r.url().includes('/api/live'));
    await page.goto(`/results/${s.league.id}/fixtures/${s.live.id}`);
    await expect(page.getByTestId('fixture-score')).toContainText('0 - 0');
    await expect(page.getByTestId('fixture-score')).toContainText('In play');
    await stream; // hydrated and following the live stream
    await s.call('PATCH', `/frames/${s.frame.id}`, { winner: 'away' });
    await expect(page.getByTestId('fixture-score')).toContainText('0 - 1', { timeout: 1000 });
    await expect(page.getByTestId('frame-row').first()).toContainText('Red');
    await s.call('POST', `/fixtures/${s.live.id}/frames`, { winner: 'home' });
    await expect(page.getByTestId('frame-row')).toHaveCount(2, { timeout: 1000 });
    await expect(page.getByTestId('fixture-score')).toContainText('1 - 1');
    expect(w.errors).toEqual([]);
  });

  test('on a 360 px phone every page fits the screen and stays accessible', async () => {
    const context = await w.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      baseURL: w.host.url,
    });
    const page = await context.newPage();
    for (const path of [
      '/results/o/cueboard',
      `/results/${s.league.id}`,
      `/results/${s.league.id}/divisions/${s.division.id}`,
      `/results/${s.league.id}/teams/${s.red.id}`,
      `/results/${s.league.id}/players/${s.ann.id}`,
      `/results/${s.league.id}/fixtures/${s.played.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expectAccessible(page, `${path} at 360 px`);
    }
    const response = await page.goto(`/results/${s.league.id}/teams/999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await context.close();
  });

  test('with JavaScript off the table and the scorecard are all there', async () => {
    const context = await w.browser.newContext({ javaScriptEnabled: false, baseURL: w.host.url });
    const page = await context.newPage();
    await page.goto(`/results/${s.league.id}`);
    await expect(row(page, 'Red').getByRole('cell').first()).toHaveText('1');
    await page.goto(`/results/${s.league.id}/fixtures/${s.played.id}`);
    await expect(page.getByTestId('frame-row')).toHaveCount(3);
    await context.close();
  });

  test("an organiser opens the league's public page from its card in the admin", async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    await go(page, 'Leagues');
    await page.getByRole('link', { name: 'Public Page' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${s.league.id}$`));
    await expect(page.getByRole('table', { name: 'Premier table' })).toBeVisible();
  });
});
