// Sponsor media that cannot be shown, on a TV with the page's clock under the test's control: an image
// that answers 404 shows the sponsor's name (no broken-image icon), a video that errors or makes no
// progress is skipped after 5 s, and none of them counts as an impression in the organiser's report;
// the sponsor whose image loads is counted as before.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { slideImageLoaded, trackImageLoads } from './kiosk-image-loads.ts';
import { kioskWorld, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('kiosk: sponsor media that fails', () => {
  let world: KioskWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
  });
  test.afterAll(() => world?.close());

  const slide = (page: Page) => page.getByTestId('sponsor-slide');
  const currentId = async (page: Page) => Number(await slide(page).getAttribute('data-sponsor-id'));
  const recorded = async (sponsorId: number) =>
    (await world.api(`GET`, `/reports/impressions?sponsorId=${sponsorId}`)).totals.impressions as number;
  /** Every impression the TV sent. */
  function posted(page: Page) {
    const sent: { sponsorId: number }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/impressions')) sent.push(...r.postDataJSON());
    });
    return sent;
  }
  async function tvOn(board: number, routes: (page: Page) => Promise<unknown>) {
    const page = await tvPage(world.browser);
    await routes(page);
    await trackImageLoads(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const sent = posted(page);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await slide(page).waitFor();
    return { page, sent };
  }
  /**
   * Runs the clock until `sponsorId` has `times` impressions recorded: queued impressions go out at
   * most a minute after being queued, and the queueing (IndexedDB) ends at a moment the test does not
   * see, so the clock moves on in steps until the report shows them.
   */
  const flushed = (page: Page, sponsorId: number, times: number) =>
    expect
      .poll(async () => {
        await page.clock.runFor(15_000);
        return recorded(sponsorId);
      })
      .toBeGreaterThanOrEqual(times);
  /** Runs the clock until the sponsor on screen is `id` (at most one cycle of `turns`). */
  async function until(page: Page, id: number, turns: number) {
    for (let i = 0; i < turns && (await currentId(page)) !== id; i++) {
      const slot = await slide(page).getAttribute('data-slot');
      await page.clock.runFor(10_000);
      await page.locator(`[data-testid="sponsor-slide"]:not([data-slot="${slot}"])`).waitFor();
    }
    expect(await currentId(page)).toBe(id);
  }

  test("an image that cannot load shows the sponsor's name and is never counted", async () => {
    const board = await wallboard(world.api, { name: 'Broken Images', type: 'sponsors' });
    const missing = `${world.host.url}/kiosk/media/missing.png`;
    const [broken, good] = await sponsorsOn(world.api, board, [
      { name: 'Broken Cues', imageUrl: missing },
      { name: 'Good Chalk', imageUrl: `${world.host.url}/kiosk/good-chalk.png` },
    ]);
    const { page, sent } = await tvOn(board, (tv) =>
      tv.route(missing, (route) => route.fulfill({ status: 404, body: 'Not Found' })),
    );

    for (let cycle = 0; cycle < 2; cycle++) {
      await until(page, broken, 2);
      await expect(slide(page).getByTestId('sponsor-name-card')).toHaveText('Broken Cues');
      await expect(slide(page).getByRole('img')).toHaveCount(0);
      await until(page, good, 2);
      await slideImageLoaded(page);
    }
    await flushed(page, good, 2);
    expect(sent.filter((i) => i.sponsorId === broken)).toEqual([]);
    expect(await recorded(broken)).toBe(0);
    expect(await recorded(good)).toBe(sent.filter((i) => i.sponsorId === good).length);
    await page.context().close();
  });

  test('a video that errors or stalls is skipped after 5 s and never counted', async () => {
    const board = await wallboard(world.api, { name: 'Broken Videos', type: 'sponsors' });
    const stalled = `${world.host.url}/kiosk/media/stalled.webm`;
    const [dead, frozen, good] = await sponsorsOn(world.api, board, [
      { name: 'Dead Video Cues', videoUrl: `${world.host.url}/kiosk/media/dead.webm` },
      { name: 'Frozen Video Chalk', videoUrl: stalled },
      { name: 'Steady Image Hall', imageUrl: `${world.host.url}/kiosk/steady.png` },
    ]);
    // Never answered: the video makes no progress.
    const { page, sent } = await tvOn(board, (tv) => tv.route(stalled, () => {}));

    await until(page, dead, 3);
    // The 404 video gives way to the sponsor's name at once, and the next sponsor comes after 5 s.
    await expect(slide(page).getByTestId('sponsor-name-card')).toHaveText('Dead Video Cues');
    await page.clock.runFor(4_900);
    expect(await currentId(page)).toBe(dead);
    await page.clock.runFor(100);
    await expect.poll(() => currentId(page)).toBe(frozen);
    // The video that never loads shows nothing for 5 s, then is skipped too.
    await page.clock.runFor(4_900);
    expect(await currentId(page)).toBe(frozen);
    await page.clock.runFor(100);
    await expect.poll(() => currentId(page)).toBe(good);
    await slideImageLoaded(page);

    await page.clock.runFor(10_000);
    await expect.poll(() => currentId(page)).toBe(dead);
    await flushed(page, good, 1);
    expect(sent.filter((i) => i.sponsorId !== good)).toEqual([]);
    expect(await recorded(dead)).toBe(0);
    expect(await recorded(frozen)).toBe(0);
    await page.context().close();
  });
});
