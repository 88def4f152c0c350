// Self-healing on a TV left alone for weeks: reload on a new deploy (at a rotation boundary), on a
// stalled render and nightly at 03:00, only when the server answers; the Screen Wake Lock is held
// and re-requested when the page becomes visible again.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('kiosk self-healing', () => {
  let world: KioskWorld;
  let board: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    board = await wallboard(world.api, { name: 'Our Sponsors', type: 'sponsors' });
    await sponsorsOn(world.api, board, [
      { name: 'Acme Cues', imageUrl: `${world.host.url}/kiosk/acme.png` },
      { name: 'Chalk & Co', imageUrl: `${world.host.url}/kiosk/chalk.png` },
    ]);
  });
  test.afterAll(() => world?.close());

  /** Opens the board and marks the document, so a reload is visible as a missing mark. */
  async function open(page: Page) {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await page.getByTestId('sponsor-slide').waitFor();
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  }
  const reloaded = (page: Page) =>
    page.evaluate(() => (window as unknown as { mark?: number }).mark === undefined).catch(() => false);

  test('reloads for a new deploy at the next rotation boundary, not before', async () => {
    const page = await tvPage(world.browser);
    // Time moves only when the test moves it, from before the page starts: the version check (every
    // 5 minutes) and the rotation (every 10 s) count from the same instant, so the check falls on a
    // boundary and the next one is 10 s later; no rotation can slip in while the test looks.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await open(page);
    await page.route('**/kiosk/version.json', (route) => route.fulfill({ json: { buildId: 'next-deploy' } }));
    const found = page.waitForEvent('console', (m) => m.text().startsWith('kiosk: new version found'));
    await page.clock.runFor(5 * 60_000); // the version check finds a new build
    await found;
    // A round trip to the server: time enough for a reload that would not wait for the boundary.
    await page.evaluate(() => fetch('/kiosk/version.json').then((r) => r.json()));
    expect(await reloaded(page)).toBe(false); // mid-rotation: the sponsor on screen finishes first
    await page.clock.runFor(10_000); // the next rotation boundary
    await expect.poll(() => reloaded(page), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('sponsor-slide').waitFor();
    await page.context().close();
  });

  test('reloads when rendering stalls, but only once the server answers', async () => {
    const page = await tvPage(world.browser);
    await page.clock.install();
    await open(page);
    // Rendering stops: no more animation frames.
    await page.evaluate(() => (window.requestAnimationFrame = () => 0));
    let refused = 0;
    await page.route('**/kiosk/version.json', (route) => {
      refused++;
      return route.fulfill({ status: 503, body: 'down' });
    });
    for (let i = 0; i < 5; i++) await page.clock.runFor(10_000);
    // The watchdog asked the server before reloading; it answered 503, so the TV stays.
    await expect.poll(() => refused).toBeGreaterThan(0);
    await page.evaluate(() => 0);
    expect(await reloaded(page)).toBe(false); // the server is down: stay on the last good screen
    await page.unroute('**/kiosk/version.json');
    await expect
      .poll(async () => {
        await page.clock.runFor(30_000); // the next try, now answered
        return reloaded(page);
      })
      .toBe(true);
    await page.context().close();
  });

  test('reloads nightly at 03:00 local time', async () => {
    const page = await tvPage(world.browser);
    const now = new Date();
    await page.clock.install({
      time: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 2, 58, 0),
    });
    await open(page);
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/kiosk/version.json')) asked++;
    });
    await page.clock.runFor(60_000); // 02:59
    await page.evaluate(() => 0); // a round trip: a request the page started before it has been seen
    // A reload first asks the server (self-heal.ts); nothing asked, nothing reloaded.
    expect(asked).toBe(0);
    expect(await reloaded(page)).toBe(false);
    await page.clock.runFor(61_000); // past 03:00
    await expect.poll(() => reloaded(page), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });

  test('holds a Screen Wake Lock and asks again when visible', async () => {
    const page = await tvPage(world.browser);
    await page.addInitScript(() => {
      const w = window as unknown as { wakeLocks: number };
      w.wakeLocks = 0;
      Object.defineProperty(navigator, 'wakeLock', {
        value: { request: async () => (w.wakeLocks++, { release: async () => {} }) },
      });
    });
    await open(page);
    expect(await page.evaluate(() => (window as unknown as { wakeLocks: number }).wakeLocks)).toBe(1);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await page.evaluate(() => (window as unknown as { wakeLocks: number }).wakeLocks)).toBe(2);
    await page.context().close();
  });
});
