// Sponsor rotation and proof of play on a TV, with the page's clock under the test's control:
// 10 s per sponsor, weight honoured, impressions on leaving a sponsor, kept while offline and
// delivered exactly once after reconnecting; the display keeps its last data with an offline marker.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { slideImageLoaded, trackImageLoads } from './kiosk-image-loads.ts';
import { kioskWorld, seedLeague, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

interface Sent {
  clientId: string;
  sponsorId: number;
  wallboardId: number;
  durationMs: number;
}

test.describe('kiosk sponsor rotation and impressions', () => {
  let world: KioskWorld;
  let board: number;
  let liveBoard: number;
  let acme: number;
  let chalk: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const league = await seedLeague(world.api);
    board = await wallboard(world.api, { name: 'Our Sponsors', type: 'sponsors' });
    [acme, chalk] = await sponsorsOn(world.api, board, [
      { name: 'Acme Cues', weight: 3, imageUrl: `${world.host.url}/kiosk/acme.png` },
      { name: 'Chalk & Co', weight: 1, imageUrl: `${world.host.url}/kiosk/chalk.png` },
    ]);
    liveBoard = await wallboard(world.api, {
      name: 'Live Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
    });
  });
  test.afterAll(() => world?.close());

  /** Collects every impressions POST that reached the server, and the server's answers. */
  function watchImpressions(page: Page) {
    const sent: Sent[][] = [];
    const answers: { status: number; body: { recorded: number; duplicates: number } }[] = [];
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/api/impressions')) {
        const body = await r.json();
        sent.push(r.request().postDataJSON());
        answers.push({ status: r.status(), body });
      }
    });
    return { sent, answers };
  }
  /** Lets n sponsors run their 10 s, waiting for each change (React re-arms its timer after rendering). */
  async function advance(page: Page, n: number) {
    for (let i = 0; i < n; i++) {
      const slot = Number(await page.getByTestId('sponsor-slide').getAttribute('data-slot'));
      await slideImageLoaded(page);
      await page.clock.runFor(10_000);
      await page.locator(`[data-testid="sponsor-slide"]:not([data-slot="${slot}"])`).waitFor();
    }
  }
  /** Advances the clock by steps until the offline marker shows (the stream's error arrives asynchronously). */
  async function untilOffline(page: Page, stepMs: number) {
    const marker = page.getByText('Offline - showing last update');
    for (let i = 0; i < 6 && !(await marker.isVisible()); i++) {
      await page.clock.runFor(stepMs);
      await marker.waitFor({ timeout: 1_000 }).catch(() => {});
    }
    await marker.waitFor({ timeout: 1_000 });
  }
  const current = async (page: Page) =>
    Number(await page.getByTestId('sponsor-slide').getAttribute('data-sponsor-id'));
  const queued = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('cueboard-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('impressions').objectStore('impressions').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );

  test('advances every 10 s, wraps, shows a weight-3 sponsor three times as often, and records each showing', async () => {
    const page = await tvPage(world.browser);
    await trackImageLoads(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const { sent, answers } = watchImpressions(page);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await page.getByTestId('sponsor-slide').waitFor();

    const shown: number[] = [];
    for (let slot = 0; slot < 8; slot++) {
      shown.push(await current(page));
      await slideImageLoaded(page);
      await page.clock.runFor(9_900);
      expect(await current(page)).toBe(shown[slot]); // still up just before its 10 s end
      await page.clock.runFor(100);
      await page.locator(`[data-testid="sponsor-slide"][data-slot="${(slot + 1) % 4}"]`).waitFor();
    }
    expect(shown.filter((id) => id === acme)).toHaveLength(6);
    expect(shown.filter((id) => id === chalk)).toHaveLength(2);
    expect(shown.slice(4)).toEqual(shown.slice(0, 4)); // wraps to the same cycle

    await page.clock.runFor(60_000); // queued impressions go out in batches, at most a minute later
    const recorded = () => answers.reduce((n, a) => n + a.body.recorded, 0);
    await expect.poll(recorded).toBeGreaterThanOrEqual(8);
    const all = sent.flat();
    const first8 = all.slice(0, 8); // the clock ran on, so later sponsors may have been recorded too
    expect(first8.map((i) => i.sponsorId)).toEqual(shown);
    expect(first8.every((i) => i.durationMs === 10_000 && i.wallboardId === board)).toBe(true);
    expect(recorded()).toBe(all.length);
    expect(new Set(all.map((i) => i.clientId)).size).toBe(all.length);
    expect(answers.every((a) => a.status === 201 && a.body.duplicates === 0)).toBe(true);
    await page.context().close();
  });

  test('keeps rotating a wallboard with one sponsor: an impression for every 10 s it is shown', async () => {
    const solo = await wallboard(world.api, { name: 'One Sponsor', type: 'sponsors' });
    const [only] = await sponsorsOn(world.api, solo, [
      { name: 'Solo Snooker Hall', weight: 1, imageUrl: `${world.host.url}/kiosk/acme.png` },
    ]);
    const page = await tvPage(world.browser);
    await trackImageLoads(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const { sent } = watchImpressions(page);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${solo}`);
    await slideImageLoaded(page);
    for (let turn = 1; turn <= 3; turn++) {
      await page.clock.runFor(10_000);
      await expect.poll(() => queued(page)).toBe(turn); // each turn is recorded as it ends
    }
    expect(await current(page)).toBe(only);
    await page.clock.runFor(60_000);
    await expect.poll(() => sent.flat().length).toBeGreaterThanOrEqual(3);
    const first3 = sent.flat().slice(0, 3);
    expect(first3.map((i) => [i.sponsorId, i.wallboardId, i.durationMs])).toEqual(
      Array(3).fill([only, solo, 10_000]),
    );
    await page.context().close();
  });

  test('keeps impressions while offline and delivers them once after reconnecting', async () => {
    // A wallboard of its own: unpaired TVs at one address count as one screen, credited at most the
    // 6 impressions a minute its rotation can show, and the first test's clock ran ahead on `board`.
    const offlineBoard = await wallboard(world.api, { name: 'Offline Sponsors', type: 'sponsors' });
    await sponsorsOn(world.api, offlineBoard, [
      { name: 'Offline Cues', weight: 3, imageUrl: `${world.host.url}/kiosk/acme.png` },
      { name: 'Offline Chalk', weight: 1, imageUrl: `${world.host.url}/kiosk/chalk.png` },
    ]);
    const page = await tvPage(world.browser);
    await trackImageLoads(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const { sent, answers } = watchImpressions(page);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${offlineBoard}`);
    await page.getByTestId('sponsor-slide').waitFor();

    await page.context().setOffline(true);
    await advance(page, 3); // three sponsors left while the network is down
    await expect.poll(() => queued(page)).toBe(3);
    expect(answers).toHaveLength(0);
    await untilOffline(page, 10_000); // the feed's fallback poll fails too: last data stays, marked offline
    expect(await page.getByTestId('sponsor-slide').count()).toBe(1);
    const waiting = await queued(page);
    expect(waiting).toBeGreaterThanOrEqual(3);

    await page.context().setOffline(false);
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => queued(page)).toBe(0);
    await page.clock.runFor(120_000); // later flushes must not send them again
    await page.waitForTimeout(1_000);
    const ids = sent.flat().map((i) => i.clientId);
    expect(new Set(ids).size).toBe(ids.length);
    const recorded = answers.reduce((n, a) => n + a.body.recorded, 0);
    expect(recorded).toBe(ids.length);
    expect(answers.every((a) => a.body.duplicates === 0)).toBe(true);
    expect(recorded).toBeGreaterThanOrEqual(waiting);
    await page.getByText('Offline - showing last update').waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('keeps showing the last scores with an offline marker when the network drops', async () => {
    const page = await tvPage(world.browser);
    await trackImageLoads(page);
    await page.clock.install();
    await page.goto(`${world.host.url}/kiosk/?wallboard=${liveBoard}`);
    await page.getByTestId('score-card').waitFor();
    await page.context().setOffline(true);
    await untilOffline(page, 5_000); // fixtures are polled every 15 s while the live stream is down
    expect(await page.getByTestId('score-card').innerText()).toContain('Red Lions');
    await page.context().setOffline(false);
    await page.getByText('Offline - showing last update').waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();
  });
  test('records nothing on an unpaired TV for a wallboard that counts only paired screens, until it counts them', async () => {
    const pairedOnly = await wallboard(world.api, {
      name: 'Paired Only',
      type: 'sponsors',
      countUnpairedImpressions: false,
    });
    await sponsorsOn(world.api, pairedOnly, [
      { name: 'Quiet Cues', weight: 1, imageUrl: `${world.host.url}/kiosk/acme.png` },
      { name: 'Quiet Chalk', weight: 1, imageUrl: `${world.host.url}/kiosk/chalk.png` },
    ]);
    const tv = await tvPage(world.browser);
    await trackImageLoads(tv);
    await tv.clock.install();
    await tv.clock.pauseAt(Date.now() + 1_000);
    const off = watchImpressions(tv);
    await tv.goto(`${world.host.url}/kiosk/?wallboard=${pairedOnly}`);
    await tv.getByTestId('sponsor-slide').waitFor();
    await advance(tv, 3); // three sponsors shown and left
    await tv.clock.runFor(60_000); // past the minute within which a queued impression is sent
    const later = (await tv.evaluate(() => Date.now())) + 3_600_000;
    await tv.close();

    // The organiser turns counting on; the same TV (its IndexedDB) opens the wallboard again an hour
    // later. Anything it had queued before would go out in its first batch, shown before `later`.
    await world.api('PATCH', `/wallboards/${pairedOnly}`, { countUnpairedImpressions: true });
    const again = await tv.context().newPage();
    await trackImageLoads(again);
    await again.clock.install();
    await again.clock.pauseAt(later);
    const on = watchImpressions(again);
    await again.goto(`${world.host.url}/kiosk/?wallboard=${pairedOnly}`);
    await again.getByTestId('sponsor-slide').waitFor();
    await advance(again, 2);
    await again.clock.runFor(60_000);
    await expect.poll(() => on.sent.flat().length).toBeGreaterThanOrEqual(2);
    expect(off.sent).toEqual([]);
    const shownAt = on.sent.flat().map((i) => Date.parse((i as Sent & { shownAt: string }).shownAt));
    expect(shownAt.every((t) => t >= later)).toBe(true);
    expect(on.answers.every((a) => a.status === 201 && a.body.recorded > 0)).toBe(true);
    await again.context().close();
  });
});
