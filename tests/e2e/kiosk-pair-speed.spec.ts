// A paired TV shows its wallboard as soon as the organiser saves the pairing (issue 24): the pairing
// screen hears the claim on the live stream instead of waiting for its next poll. The test makes the
// TV's own poll interval an hour long, so the wallboard can only appear through the live stream; the
// seconds it takes are the bench's figure (bench/kiosk.ts, `npm run bench`), not asserted here.
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

const CODE = /^[A-Z]{4}-[A-Z]{4}$/;

test.describe('a paired TV shows its wallboard at once', () => {
  let world: KioskWorld;
  let board: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const league = await seedLeague(world.api);
    board = await wallboard(world.api, {
      name: 'Bar Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
      isPublic: false,
    });
  });
  test.afterAll(() => world?.close());

  test('the live stream, not the next poll, brings the wallboard after the pairing is saved', async () => {
    const tv = await tvPage(world.browser);
    // The server's answer to "give me a code" sets how often the TV polls: make it once an hour.
    await tv.route('**/api/screens/pair', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), interval: 3600 } });
    });
    let polls = 0;
    let streaming = false;
    tv.on('request', (r) => void (r.url().endsWith('/api/screens/poll') && polls++));
    tv.on('response', (r) => void (r.url().includes('/api/live') && r.ok() && (streaming = true)));
    await tv.goto(`${world.host.url}/kiosk/`);
    await tv.waitForFunction(
      (re) => new RegExp(re).test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
      CODE.source,
    );
    const code = await tv.getByTestId('pair-code').innerText();
    // The TV listens before it shows its code; wait until the stream has answered before saving.
    await expect.poll(() => streaming).toBe(true);
    expect(polls).toBe(0);
    await world.api('POST', '/screens/claim', { code, name: 'Bar TV', wallboardId: board });
    await expect(tv.getByRole('heading', { name: 'Bar Scores' })).toBeVisible({ timeout: 30_000 });
    await expect(tv.getByTestId('score-card').first()).toBeVisible();
    // One poll, the one the stream's "a screen was paired" asked for.
    expect(polls).toBe(1);
    await tv.context().close();
  });
});
