// Live propagation beyond match night: Start Match on the Fixtures screen opens match night, the
// Fixtures list of another organiser follows match night's changes within a second, and while the
// live stream is down the list falls back to polling (15 s), switching back when the stream returns.
// The poll's 15 s pass on Playwright's clock: time runs as usual, and the test moves it on.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { FIXTURES_POLL_MS } from '../../web/src/lib/live.ts';
import {
  eventually,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  type Match,
  type World,
} from './match-night-setup.ts';

test.describe('live propagation to the Fixtures screen', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let world: World;
  let match: Match;
  let desk: Page;

  const rowStatus = async () => {
    const row = desk
      .getByRole('row')
      .filter({ has: desk.getByRole('button', { name: /^More actions for / }) });
    return (await row.locator('[data-slot=badge]').first().innerText({ timeout: 1_000 })).trim();
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
    match = await seedMatch(world.api, 'scheduled');
    ({ page: desk } = await scorerPhone(world, '/fixtures', 'desktop'));
    await desk.getByRole('heading', { name: 'Fixtures' }).waitFor();
    await eventually(async () => expect(await rowStatus()).toBe('Scheduled'));
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test("Start Match toasts 'Match started successfully' and opens match night for that fixture", async () => {
    const { context, page } = await scorerPhone(world, '/fixtures');
    await page.getByRole('button', { name: /^Start match / }).click();
    await page.getByText('Match started successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?fixtureId=${match.fixtureId}`);
    // The other organiser's list followed without a reload.
    await eventually(async () => expect(await rowStatus()).toBe('In play'), 3_000);
    await context.close();
  });

  test('polls while the live stream is down, and follows the stream again when it returns', async () => {
    test.setTimeout(90_000);
    // The block is lifted by a flag, not by unroute(): a retry caught mid-unroute can hang unanswered.
    let streamDown = true;
    await desk.route('**/api/live**', (route) =>
      streamDown ? route.abort('connectionrefused') : route.continue(),
    );
    await desk.clock.install();
    await desk.reload();
    await desk.getByRole('heading', { name: 'Fixtures' }).waitFor();
    // The list loaded after the reload, before the change: what it shows next can only come by a poll.
    await eventually(async () => expect(await rowStatus()).toBe('In play'));
    let polled = 0;
    desk.on('request', (r) => void (new URL(r.url()).pathname === '/api/fixtures' && polled++));
    await world.api('PATCH', `/fixtures/${match.fixtureId}`, { status: 'scheduled' });
    // The stream is refused: only a poll shows it, every 15 s (web/src/lib/live.ts).
    await desk.clock.fastForward(FIXTURES_POLL_MS);
    await eventually(async () => expect(await rowStatus()).toBe('Scheduled'), 5_000);
    expect(polled).toBeGreaterThan(0); // it took a poll: the stream is refused
    // The stream reconnects on its own (EventSource retries every few seconds); once it is up a
    // change shows within a second or so again. Listen before lifting the block so a retry that
    // lands just then is not missed.
    const reconnected = desk.waitForResponse((r) => r.url().includes('/api/live') && r.ok(), {
      timeout: 30_000,
    });
    streamDown = false;
    await reconnected;
    await world.api('PATCH', `/fixtures/${match.fixtureId}`, { status: 'in_play' });
    await eventually(async () => expect(await rowStatus()).toBe('In play'), 3_000);
  });
});
