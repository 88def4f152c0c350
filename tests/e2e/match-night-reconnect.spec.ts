// The moment the connection returns, a scorer's change made without it reaches the server within a
// second: the outbox replays on the browser's online event, and on the live stream reopening when
// the browser never noticed the connection was gone (pub Wi-Fi that stays joined but lets nothing
// through). The page's timers are paused first, so the outbox's own retry cannot be what sends it.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import {
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type World,
} from './match-night-setup.ts';

/** Within a second, with a margin for a loaded machine. */
const PROMPTLY = { timeout: 1_500, intervals: [50] };

test.describe('match night: the connection returns', () => {
  test.describe.configure({ timeout: 90_000 });
  let world: World;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
  });

  test.afterAll(async () => {
    await world?.close();
  });

  /** A scorer on a match with one frame, the page's clock under the test's control. */
  async function scoring(): Promise<{ context: BrowserContext; page: Page; winner: () => Promise<string> }> {
    const match = await seedMatch(world.api);
    await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {});
    const { context, page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    await frameCard(page, 1).waitFor();
    await context.clock.install();
    await page.reload();
    await frameCard(page, 1).waitFor();
    const winner = async () =>
      (await world.api<{ winner: string }[]>('GET', `/fixtures/${match.fixtureId}/frames`))[0].winner;
    return { context, page, winner };
  }

  const status = (page: Page) => page.getByTestId('sync-status').innerText();
  // A second ahead, so the page's clock cannot have passed it yet; still no connection then.
  const pauseTimers = async (page: Page) =>
    page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  test('the server has the change within a second of the browser going online', async () => {
    const { context, page, winner } = await scoring();
    await context.setOffline(true);
    await tapWinner(page, 1, 'Home');
    await expect.poll(() => status(page)).toBe('Offline — 1 change waiting');
    await pauseTimers(page);

    await context.setOffline(false);
    await expect.poll(winner, PROMPTLY).toBe('home');
    await page.clock.resume();
    await expect.poll(() => status(page)).toBe('All changes saved');
    await context.close();
  });

  test('the server has the change within a second of the live stream reopening', async () => {
    const { context, page, winner } = await scoring();
    // Joined to the Wi-Fi but nothing gets through: navigator.onLine stays true.
    // Lifted by a flag, not by unroute(): a retry caught mid-unroute can hang unanswered.
    let cutOff = true;
    await page.route('**/api/**', (route) =>
      cutOff ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.reload(); // the live stream drops, and keeps trying
    await frameCard(page, 1).waitFor();
    await tapWinner(page, 1, 'Home');
    await expect.poll(() => status(page)).toBe('Offline — 1 change waiting');
    await pauseTimers(page);

    const reopened = page.waitForResponse((r) => r.url().includes('/api/live') && r.ok());
    cutOff = false;
    await reopened;
    await expect.poll(winner, PROMPTLY).toBe('home');
    await page.clock.resume();
    await expect.poll(() => status(page)).toBe('All changes saved');
    await context.close();
  });
});
