// User story (issue 25): the navigation fits one row on a 1366 px desktop, its screens grouped under
// a few items with menus (keyboard too); a visitor sees only the screens a visitor can use; a phone
// gets a short menu. A new organiser's home lists what to do first, each step ticked from the data
// and linking to its screen. The app has a favicon and a web app manifest.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { phone } from './devices.ts';
import { apiAs, expectAccessible, go, signIn, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

const desktop1366 = { width: 1366, height: 768 };
const shots = 'test-results/web-navigation';
/** The story's organiser: of a new organisation of its own on the worker's shared host. */
let organiser: { email: string; password: string };

/** Every screen of the navigation, by the name of its link, and where it goes. */
const screens: [string, string][] = [
  ['Home', '/'],
  ['Leagues', '/leagues'],
  ['Divisions', '/divisions'],
  ['Teams', '/teams'],
  ['Players', '/players'],
  ['Transfers', '/transfers'],
  ['Standings', '/standings'],
  ['Fixtures', '/fixtures'],
  ['Cups', '/cups'],
  ['Seasons', '/seasons'],
  ['Match Night', '/match-night'],
  ['Leaderboard', '/leaderboard'],
  ['Head-to-head', '/head-to-head'],
  ['Venues', '/venues'],
  ['Wallboards', '/wallboards'],
  ['Sponsors', '/sponsors'],
  ['People', '/people'],
  ['Audit Log', '/audit'],
  ['Account', '/account'],
];
const publicScreens = ['Home', 'Standings', 'Cups', 'Seasons', 'Leaderboard', 'Head-to-head'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The names of every link of the navigation, those inside closed groups too. */
const linkNames = (page: Page) =>
  mainNav(page)
    .getByRole('link', { includeHidden: true })
    .evaluateAll((links) => links.map((a) => a.textContent?.trim()));

/** The bar is one row: every item sits level with the Home link, and the header is one item high. */
async function expectOneRow(page: Page) {
  const { offRow, header, tallest } = await mainNav(page).evaluate((nav) => {
    const home = [...nav.querySelectorAll('a')]
      .find((a) => a.textContent === 'Home')!
      .getBoundingClientRect();
    const parts = [...nav.children, ...nav.querySelectorAll('#main-menu > li')].filter(
      (e) => e.getBoundingClientRect().height > 0,
    );
    const level = (r: DOMRect) => (r.top + r.bottom) / 2 >= home.top && (r.top + r.bottom) / 2 <= home.bottom;
    return {
      offRow: parts.filter((e) => !level(e.getBoundingClientRect())).map((e) => e.textContent),
      header: nav.closest('header')!.getBoundingClientRect().height,
      tallest: Math.max(...parts.map((e) => e.getBoundingClientRect().height)),
    };
  });
  expect(offRow).toEqual([]);
  // Its tallest item plus the bar's padding (py-3, 12 px above and below).
  expect(header).toBeLessThanOrEqual(tallest + 24 + 1);
}

test.describe('web: the navigation, the first-run checklist and the app icons', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let token: string;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    mkdirSync(shots, { recursive: true });
    w = await storyWorld(browser, 'break-off-1');
    organiser = w.organiser;
    await w.page.setViewportSize(desktop1366);
  });
  test.afterAll(() => w?.close());

  test('a visitor at 1366 px: one row, and only the screens a visitor can use', async () => {
    const { page } = w;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Cueboard', level: 1 })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectOneRow(page);
    expect((await linkNames(page)).sort()).toEqual(['Cueboard', ...publicScreens].sort());
    await expect(nav.getByRole('button', { name: 'Venues & TVs' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    for (const [name, path] of screens.filter(([n]) => publicScreens.includes(n))) {
      await go(page, name);
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByText('Authentication Required')).toHaveCount(0);
    }
    await page.screenshot({ path: `${shots}/visitor-1366.png` });
    expect(w.errors).toEqual([]);
  });

  test('the favicon and the web app manifest are linked and served', async () => {
    const { page, host } = w;
    await page.goto('/');
    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d542b');
    const favicon = await fetch(`${host.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    const manifest = await fetch(`${host.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const app = await manifest.json();
    expect(app).toMatchObject({
      name: 'Cueboard',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d542b',
    });
    const header = await (await fetch(`${host.url}/`)).text();
    expect(header).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    for (const icon of [
      ...app.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const res = await fetch(`${host.url}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe(icon.type);
      if (icon.type !== 'image/png') continue;
      // A PNG's width and height are the IHDR chunk's first two 4-byte numbers.
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    // The page's Content-Security-Policy lets the browser load the manifest: no violation reported.
    expect(w.errors).toEqual([]);
  });

  test("a new organiser's home lists what to do first, each step ticked from the data", async () => {
    const { page, host } = w;
    token = w.organiser.token;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await expect(checklist.getByText('0 of 8 done')).toBeVisible();
    for (const step of [
      'Create a league',
      'Add its divisions',
      'Add venues and their tables',
      'Add teams',
      'Add players',
      'Generate fixtures',
      'Invite captains',
      'Pair a TV',
    ]) {
      await expect(checklist.getByRole('listitem').filter({ hasText: step })).toContainText('(to do)');
    }
    await expectOneRow(page);
    await expectAccessible(page, 'home with the checklist');
    await page.screenshot({ path: `${shots}/organiser-first-run-1366.png` });

    const call = apiAs(host, token);
    const league = await call('POST', '/leagues', { name: 'Winter League', season: '2026/27' });
    await call('POST', '/divisions', { leagueId: league.id, name: 'Premier' });
    await page.reload();
    await expect(checklist.getByText('2 of 8 done')).toBeVisible();
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Create a league' })).toContainText(
      '(done)',
    );
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Add its divisions' })).toContainText(
      '(done)',
    );
    await checklist.getByRole('link', { name: 'Add venues and their tables' }).click();
    await page.waitForURL((url) => url.pathname === '/venues');

    // Collapsed, it stays collapsed on this browser.
    await go(page, 'Home');
    await checklist.getByText('Getting started').click();
    await expect(checklist.getByRole('link', { name: 'Pair a TV' })).toBeHidden();
    await page.reload();
    await expect(checklist.getByText('2 of 8 done')).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Pair a TV' })).toBeHidden();
  });

  test('an organiser at 1366 px reaches every screen through the groups, in one row', async () => {
    const { page } = w;
    await page.goto('/');
    await expect(mainNav(page).getByTestId('user-email')).toHaveText(organiser.email);
    await expectOneRow(page);
    // The organiser's own screens join the menu once their roles have loaded (after the e-mail shows).
    await expect
      .poll(async () => (await linkNames(page)).sort())
      .toEqual(['Cueboard', ...screens.map(([n]) => n)].sort());
    for (const [name, path] of screens) {
      await go(page, name);
      await page.waitForURL((url) => url.pathname === path);
      // Following a link closes its group.
      await expect(mainNav(page).getByRole('button', { expanded: true })).toHaveCount(0);
    }
    await mainNav(page).getByRole('button', { name: 'League' }).click();
    await expectOneRow(page);
    await page.screenshot({ path: `${shots}/organiser-league-menu-1366.png` });
    await expectAccessible(page, 'the League menu open');
    // A click outside closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(mainNav(page).getByRole('button', { name: 'League' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the groups work from the keyboard', async () => {
    const { page } = w;
    await page.goto('/');
    const nav = mainNav(page);
    const stats = nav.getByRole('button', { name: 'Stats' });
    await stats.focus();
    await page.keyboard.press('ArrowDown');
    await expect(stats).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Leaderboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Head-to-head' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(stats).toHaveAttribute('aria-expanded', 'false');
    await expect(stats).toBeFocused();
    // Enter opens it too; Tab moves through its links, and past the last one it closes.
    await page.keyboard.press('Enter');
    await expect(stats).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Head-to-head' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stats).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Venues & TVs' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/venues');
  });

  test('a phone gets a short menu that opens each group in place', async () => {
    const context = await w.browser.newContext({ ...phone, baseURL: w.host.url });
    const page = await context.newPage();
    try {
      await page.goto('/');
      const nav = mainNav(page);
      const menu = nav.getByRole('button', { name: 'Menu' });
      await expect(nav.getByRole('button', { name: 'League' })).toBeHidden();
      await expect(nav.getByRole('button', { name: 'Sign In' })).toBeHidden();
      await menu.click();
      await signIn(page, organiser.email, organiser.password);
      await expect(nav.getByTestId('user-email')).toHaveText(organiser.email);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // Seven entries (Home, League, Match Night, Stats, Venues & TVs, Admin, Account), not nineteen links.
      await expect(nav.locator('#main-menu > li')).toHaveCount(7);
      await page.screenshot({ path: `${shots}/organiser-menu-390.png` });
      await nav.getByRole('button', { name: 'League' }).click();
      await expect(nav.getByRole('link', { name: 'Fixtures', exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/organiser-league-390.png` });
      await expectAccessible(page, 'the phone menu');
      await nav.getByRole('link', { name: 'Fixtures', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/fixtures');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await go(page, 'Audit Log');
      await page.waitForURL((url) => url.pathname === '/audit');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
