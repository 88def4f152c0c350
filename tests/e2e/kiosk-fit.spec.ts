// A TV never clips: with 40 fixtures, 20 teams and a 20-entry cup, every wallboard type at 720p,
// 1080p and 4K keeps every visible element inside the 5% overscan-safe area, pages what does not fit
// every 10 s with "Page n of N", shows the league, the title and a clock, keeps text at or above the
// minimum size, and hides the mouse pointer after 3 s without movement. Time is Playwright's clock.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { wallboardTypes, type WallboardType } from '@core/schemas/enums.ts';
import { kioskWorld, type KioskWorld } from './kiosk-setup.ts';
import { LEAGUE, measureFit, seedBigLeague, teamName } from './kiosk-fit-setup.ts';

const SIZES = [
  [1280, 720],
  [1920, 1080],
  [3840, 2160],
] as const;
const TITLES: Record<WallboardType, string> = {
  live_scores: 'Live Scores',
  now_playing: 'Now Playing',
  league_table: 'Division One Table',
  top_players: 'Top Players',
  high_breaks: 'High Breaks',
  bracket: 'Fit Cup',
  fixtures: 'Coming Up',
  sponsors: 'Our Sponsors',
  playlist: 'Division One Table',
};
// 2 s before a whole minute, a little ahead of the real time (a fake clock cannot go back), so the
// clock's minute turns within the test.
const START = Math.ceil(Date.now() / 60_000) * 60_000 + 10 * 60_000 - 2_000;

test.describe('kiosk boards fit every screen', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let boards: Record<WallboardType, number>;
  let zone: string;
  let table: string[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    world = await kioskWorld(browser);
    boards = await seedBigLeague(world.api, world.host.url);
    const feed = await world.api('GET', `/wallboards/${boards.league_table}/feed`);
    zone = feed.timeZone;
    table = feed.standings.map((s: { teamName: string }) => s.teamName);
  });
  test.afterAll(() => world?.close());

  async function tv(width: number, height: number, paused = true): Promise<Page> {
    const context = await world.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    // Installed ahead of START, as its time flows until paused.
    await page.clock.install({ time: START - 10_000 });
    if (paused) await page.clock.pauseAt(START);
    return page;
  }
  const hhmm = (ms: number) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(ms);

  for (const [width, height] of SIZES) {
    test(`every board fits ${width}x${height} with its header`, async () => {
      test.setTimeout(120_000);
      const page = await tv(width, height);
      for (const type of wallboardTypes) {
        await page.goto(`${world.host.url}/kiosk/?wallboard=${boards[type]}`);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title.last(), type).toHaveText(TITLES[type]);
        if (type !== 'sponsors') await expect(page.locator('.cb-empty'), type).toHaveCount(0);
        await expect(page.getByTestId('board-place').last()).toContainText(LEAGUE);
        await expect(page.getByTestId('clock').last()).toHaveText(hhmm(START));
        if (type === 'league_table') await expect(page.getByTestId('public-qr')).toBeVisible();
        const fit = await measureFit(page);
        expect(fit.outside, `${type} at ${width}x${height}`).toEqual([]);
        expect(fit.small, `${type} at ${width}x${height}, minimum ${fit.minPx}px`).toEqual([]);
      }
      await page.context().close();
    });
  }

  test('pages the league table every 10 s, "Page n of N", and shows every team once', async () => {
    for (const [width, height] of SIZES) {
      const page = await tv(width, height);
      await page.goto(`${world.host.url}/kiosk/?wallboard=${boards.league_table}`);
      const indicator = page.getByTestId('page-indicator');
      await expect(indicator).toHaveText(/^Page 1 of [2-9]$/);
      const pages = Number((await indicator.innerText()).split(' of ')[1]);
      const seen: string[] = [];
      for (let n = 1; n <= pages; n++) {
        await expect(indicator).toHaveText(`Page ${n} of ${pages}`);
        seen.push(...(await page.locator('tbody tr td:nth-child(2)').allInnerTexts()));
        await page.clock.runFor(10_000);
      }
      await expect(indicator).toHaveText(`Page 1 of ${pages}`);
      expect(seen).toEqual(table);
      expect([...seen].sort()).toEqual(Array.from({ length: 20 }, (_, i) => teamName(i + 1)).sort());
      await page.context().close();
    }
  });

  test('measures again when the screen changes size', async () => {
    const page = await tv(1920, 1080);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${boards.league_table}`);
    const indicator = page.getByTestId('page-indicator');
    await expect(indicator).toHaveText(/^Page 1 of [2-9]$/);
    const pages = Number((await indicator.innerText()).split(' of ')[1]);
    await page.setViewportSize({ width: 1280, height: 480 });
    await expect(indicator).not.toHaveText(`Page 1 of ${pages}`);
    expect(Number((await indicator.innerText()).split(' of ')[1])).toBeGreaterThan(pages);
    expect((await measureFit(page)).outside).toEqual([]);
    await page.context().close();
  });

  test('pages fixtures and score cards, and the cup a round page at a time', async () => {
    const page = await tv(1920, 1080);
    for (const type of ['fixtures', 'live_scores'] as const) {
      await page.goto(`${world.host.url}/kiosk/?wallboard=${boards[type]}`);
      const indicator = page.getByTestId('page-indicator');
      await expect(indicator).toHaveText(/^Page 1 of [2-9]$/);
      const rows = page.getByTestId(type === 'fixtures' ? 'fixture-row' : 'score-card');
      const first = await rows.first().innerText();
      await page.clock.runFor(10_000);
      await expect(indicator).toHaveText(/^Page 2 of /);
      await expect(rows.first()).not.toHaveText(first);
      // A page that starts inside a day repeats that day's heading.
      if (type === 'fixtures') await expect(page.getByTestId('fixture-day').first()).toBeVisible();
    }
    await page.goto(`${world.host.url}/kiosk/?wallboard=${boards.bracket}`);
    await expect(page.locator('.cb-round-name').first()).toHaveText(/· 1 of 2$/);
    await page.clock.runFor(10_000);
    await expect(page.locator('.cb-round-name').first()).toHaveText(/· 2 of 2$/);
    await page.context().close();
  });

  test('the clock turns at the minute', async () => {
    const page = await tv(1920, 1080);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${boards.fixtures}`);
    const clock = page.getByTestId('clock');
    await expect(clock).toHaveText(hhmm(START));
    await page.clock.runFor(1_800);
    await expect(clock).toHaveText(hhmm(START));
    await page.clock.runFor(200);
    await expect(clock).toHaveText(hhmm(START + 2_000));
    await page.context().close();
  });

  for (const route of ['kiosk', 'web'] as const) {
    test(`the ${route} board hides the mouse pointer after 3 s without movement`, async () => {
      // The web app loads the display lazily, on timers of its own: the clock stops once it shows.
      const page = await tv(1920, 1080, false);
      const url =
        route === 'kiosk'
          ? `${world.host.url}/kiosk/?wallboard=${boards.league_table}`
          : `${world.host.url}/wallboards/${boards.league_table}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Division One Table');
      await page.clock.pauseAt(START + 60_000);
      const cursor = () => page.evaluate(() => getComputedStyle(document.querySelector('td')!).cursor);
      await page.mouse.move(200, 300);
      await page.clock.runFor(2_900);
      expect(await cursor()).not.toBe('none');
      await page.clock.runFor(200);
      expect(await cursor()).toBe('none');
      await page.mouse.move(220, 320);
      expect(await cursor()).not.toBe('none');
      await page.context().close();
    });
  }
});
