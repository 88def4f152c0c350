// A paired TV shows its wallboard within 3 s of the organiser saving the pairing (issue 24): the
// pairing screen hears the claim on the live stream instead of waiting for its next poll.
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

  test('the wallboard shows within 3 s of saving the pairing', async () => {
    const tv = await tvPage(world.browser);
    await tv.goto(`${world.host.url}/kiosk/`);
    await tv.waitForFunction(
      (re) => new RegExp(re).test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
      CODE.source,
    );
    const code = await tv.getByTestId('pair-code').innerText();
    // Saved just after a poll, the worst case for a TV that only polls.
    await tv.waitForResponse((r) => r.url().endsWith('/api/screens/poll'));
    const saved = Date.now();
    await world.api('POST', '/screens/claim', { code, name: 'Bar TV', wallboardId: board });
    await tv.getByRole('heading', { name: 'Bar Scores' }).waitFor({ timeout: 10_000 });
    await tv.getByTestId('score-card').waitFor({ timeout: 10_000 });
    const seconds = (Date.now() - saved) / 1000;
    console.log(`pair to wallboard: ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(3);
    await tv.context().close();
  });
});
