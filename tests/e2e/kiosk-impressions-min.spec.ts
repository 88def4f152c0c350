// Proof of play's minimum (docs/decisions.md): an impression is recorded on leaving a sponsor only if it was
// displayed longer than 100 ms. The organiser ends a sponsor's run while it is on screen, with the
// page's clock paused a set time after the sponsor appeared, so the TV leaves it after exactly that
// time. Ending the run (activeTo in the past) keeps the sponsor assigned, so the server still accepts
// its impression and what the TV sent is also what was recorded.
import type { Page, Request } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

interface Sent {
  sponsorId: number;
  durationMs: number;
}
interface Answer {
  status: number;
  body: { recorded: number; duplicates: number };
}

// The kiosk folds live events for 25 ms before it fetches the feed (use-feed.ts).
const DEBOUNCE_MS = 25;

test.describe('kiosk proof of play: the 100 ms minimum', () => {
  let world: KioskWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
  });
  test.afterAll(() => world?.close());

  /** Every impressions POST that reached the server, every live event the TV received, and how
   * many feed requests are still under way. */
  async function watch(page: Page) {
    const sent: Sent[] = [];
    const answers: Answer[] = [];
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/api/impressions')) {
        const body = await r.json();
        sent.push(...r.request().postDataJSON());
        answers.push({ status: r.status(), body });
      }
    });
    const feed = { started: 0, ended: 0 };
    const isFeed = (r: Request) => new URL(r.url()).pathname.endsWith('/feed');
    page.on('request', (r) => {
      if (isFeed(r)) feed.started++;
    });
    const ended = (r: Request) => {
      if (isFeed(r)) feed.ended++;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    // The browser reports each Server-Sent Event as the page receives it, in the same task in
    // which the kiosk's handler runs: once the test sees it, the kiosk has armed its debounce.
    const events: { type: string; sponsorId?: number }[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.eventSourceMessageReceived', (m) => events.push(JSON.parse(m.data)));
    await cdp.send('Network.enable');
    return { sent, answers, events, feedsUnderWay: () => feed.started - feed.ended };
  }

  /** What the TV has queued for sending (IndexedDB), oldest first. */
  const queued = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<Sent[]>((resolve, reject) => {
          const open = indexedDB.open('cueboard-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('impressions').objectStore('impressions').getAll();
            all.onsuccess = () =>
              resolve(all.result.map((i: Sent) => ({ sponsorId: i.sponsorId, durationMs: i.durationMs })));
          };
        }),
    );
  const currentId = async (page: Page) =>
    Number(await page.getByTestId('sponsor-slide').getAttribute('data-sponsor-id'));

  /** A TV showing three sponsors; the second one is on screen from the first rotation, with the
   * live stream up and no feed request left under way. Returns the page, its watchers and the ids. */
  async function secondSponsorJustShown(label: string) {
    const board = await wallboard(world.api, { name: `Min ${label}`, type: 'sponsors' });
    const img = (n: string) => `${world.host.url}/kiosk/${n}.png`;
    const [first, second, third] = await sponsorsOn(world.api, board, [
      { name: `First ${label}`, imageUrl: img('first') },
      { name: `Second ${label}`, imageUrl: img('second') },
      { name: `Third ${label}`, imageUrl: img('third') },
    ]);
    const page = await tvPage(world.browser);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const seen = await watch(page);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await page.getByTestId('sponsor-slide').waitFor();
    expect(await currentId(page)).toBe(first);

    // The stream may open before the server listens: rename the second sponsor until its event
    // arrives, so the change under test cannot be missed.
    const ready = `Second ${label} ready`;
    for (let i = 0; i < 10 && !seen.events.some((e) => e.sponsorId === second); i++) {
      await world.api('PATCH', `/sponsors/${second}`, { name: ready });
      await expect
        .poll(() => seen.events.some((e) => e.sponsorId === second), { timeout: 2_000 })
        .toBe(true)
        .catch(() => {});
    }
    expect(seen.events.some((e) => e.sponsorId === second)).toBe(true);

    await page.clock.runFor(10_000); // the rename's refresh, then the first rotation
    const slide = page.locator(`[data-testid="sponsor-slide"][data-slot="1"]`);
    await slide.getByAltText(ready).waitFor();
    expect(await currentId(page)).toBe(second);
    // A feed fetched before the change but answered after it would end the sponsor early.
    await expect.poll(seen.feedsUnderWay).toBe(0);
    return { page, seen, first, second, third };
  }

  /** Ends the sponsor's run `shownMs` after it appeared; the TV moves on to the third sponsor. */
  async function endRunAfter(
    page: Page,
    events: { sponsorId?: number }[],
    sponsorId: number,
    shownMs: number,
  ) {
    await page.clock.runFor(shownMs - DEBOUNCE_MS);
    const before = events.length;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await world.api('PATCH', `/sponsors/${sponsorId}`, { activeTo: yesterday });
    await expect.poll(() => events.slice(before).some((e) => e.sponsorId === sponsorId)).toBe(true);
    await page.clock.runFor(DEBOUNCE_MS); // the feed is fetched exactly shownMs after the sponsor appeared
    await page.locator(`[data-testid="sponsor-slide"]:not([data-sponsor-id="${sponsorId}"])`).waitFor();
  }

  /** Runs the clock past the next batch (sent at most a minute after the first queued impression). */
  async function flushed(page: Page, seen: { sent: Sent[]; answers: Answer[] }, first: number) {
    await page.clock.runFor(60_000);
    await expect.poll(() => seen.sent.some((i) => i.sponsorId === first)).toBe(true);
    expect(seen.answers.every((a) => a.status === 201 && a.body.duplicates === 0)).toBe(true);
    expect(seen.answers.reduce((n, a) => n + a.body.recorded, 0)).toBe(seen.sent.length);
  }

  for (const shownMs of [50, 100]) {
    test(`records no impression for a sponsor left after ${shownMs} ms`, async () => {
      const { page, seen, first, second, third } = await secondSponsorJustShown(`no ${shownMs}`);
      await endRunAfter(page, seen.events, second, shownMs);
      expect(await currentId(page)).toBe(third);
      // The kiosk queues on leaving a sponsor: the first one's full 10 s is there, the second is not.
      expect(await queued(page)).toEqual([{ sponsorId: first, durationMs: 10_000 }]);
      await flushed(page, seen, first);
      expect(seen.sent.filter((i) => i.sponsorId === second)).toEqual([]);
      await page.context().close();
    });
  }

  for (const shownMs of [101, 150]) {
    test(`records exactly one impression for a sponsor left after ${shownMs} ms`, async () => {
      const { page, seen, first, second, third } = await secondSponsorJustShown(`yes ${shownMs}`);
      await endRunAfter(page, seen.events, second, shownMs);
      expect(await currentId(page)).toBe(third);
      expect(await queued(page)).toEqual([
        { sponsorId: first, durationMs: 10_000 },
        { sponsorId: second, durationMs: shownMs },
      ]);
      // Sent once and recorded by the server (the sponsor is still assigned, only its run ended).
      await flushed(page, seen, first);
      expect(seen.sent.filter((i) => i.sponsorId === second).map((i) => i.durationMs)).toEqual([shownMs]);
      await page.context().close();
    });
  }
});
