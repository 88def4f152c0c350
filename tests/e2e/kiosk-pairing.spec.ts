// The pairing story on the real host: a fresh TV shows a code, an organiser claims it, the TV shows
// the (non-public) wallboard, follows a re-assignment within seconds, and after revocation shows a
// pairing code again.
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('pairing a TV by code', () => {
  let world: KioskWorld;
  let barBoard: number;
  let tableBoard: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const league = await seedLeague(world.api);
    barBoard = await wallboard(world.api, {
      name: 'Bar Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
      isPublic: false,
    });
    tableBoard = await wallboard(world.api, {
      name: 'Bar Table',
      type: 'league_table',
      divisionId: league.divisionId,
      isPublic: false,
    });
  });
  test.afterAll(() => world?.close());

  test('TV shows a code -> organiser claims it -> TV shows the wallboard -> re-assign -> revoke -> code again', async () => {
    const tv = await tvPage(world.browser);
    await tv.goto(`${world.host.url}/kiosk/`);
    const codeEl = tv.getByTestId('pair-code');
    await tv.waitForFunction(() =>
      /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
    );
    const code = await codeEl.innerText();
    expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    await tv.locator('[data-testid="pair-qr"] svg').waitFor();
    expect(await tv.locator('body').innerText()).toContain(`/wallboards?pair=${code}`);

    // The private wallboard is not shown to an unpaired browser.
    const stranger = await tvPage(world.browser);
    await stranger.goto(`${world.host.url}/kiosk/?wallboard=${barBoard}`);
    await stranger.getByText('Wallboard not found').waitFor();
    await stranger.context().close();

    const claimed = await world.api('POST', '/screens/claim', {
      code: code.toLowerCase().replace('-', ''),
      name: 'Bar TV',
      wallboardId: barBoard,
    });
    expect(claimed).toMatchObject({ name: 'Bar TV', wallboardId: barBoard });
    await tv.getByRole('heading', { name: 'Bar Scores' }).waitFor({ timeout: 12_000 });
    await tv.getByTestId('score-card').waitFor();

    await expect
      .poll(async () => (await world.api('GET', '/screens'))[0], { timeout: 10_000 })
      .toMatchObject({
        name: 'Bar TV',
        online: true,
        appVersion: expect.any(String),
        userAgent: expect.stringContaining('Chrome'),
      });

    const moved = Date.now();
    await world.api('PATCH', `/screens/${claimed.id}`, { wallboardId: tableBoard });
    await tv.getByRole('heading', { name: 'Bar Table' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - moved).toBeLessThan(5_000);

    // A reload keeps the pairing (the token is stored on the TV).
    await tv.reload();
    await tv.getByRole('heading', { name: 'Bar Table' }).waitFor();

    await world.api('DELETE', `/screens/${claimed.id}`);
    await tv.waitForFunction(
      () =>
        /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
      undefined,
      { timeout: 10_000 },
    );
    expect(await tv.getByTestId('pair-code').innerText()).not.toBe(code);
    await tv.context().close();
  });

  test('polls every 5 s, slows down by 5 s when told to, and takes a new code when the old one expires', async () => {
    const tv = await tvPage(world.browser);
    await tv.clock.install();
    await tv.clock.pauseAt(Date.now() + 1_000);
    const polls: string[] = [];
    let pairs = 0;
    let answer = 'slow_down';
    await tv.route('**/api/screens/pair', async (route) => {
      pairs++;
      await route.continue();
    });
    await tv.route('**/api/screens/poll', async (route) => {
      polls.push(answer);
      await route.fulfill({ status: 400, json: { code: answer, message: answer } });
    });
    await tv.goto(`${world.host.url}/kiosk/`);
    await tv.waitForFunction(() =>
      /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
    );
    const first = await tv.getByTestId('pair-code').innerText();
    let answered = 0;
    tv.on('requestfinished', (r) => void (r.url().includes('/api/screens/poll') && answered++));
    /** Moves the paused clock; then waits until the TV has had `polled` answers and read the last. */
    const step = async (ms: number, polled: number) => {
      await tv.clock.runFor(ms);
      await expect.poll(() => answered).toBe(polled);
      await tv.evaluate(() => new Promise((done) => queueMicrotask(() => done(null))));
      expect(polls).toHaveLength(polled);
    };
    await step(4_900, 0);
    await step(100, 1);
    expect(polls).toEqual(['slow_down']); // first poll after 5 s
    answer = 'authorization_pending';
    await step(5_000, 1); // now every 10 s
    await step(5_000, 2);
    answer = 'expired_token';
    await step(10_000, 3);
    await tv.waitForFunction((old) => {
      const text = document.querySelector('[data-testid="pair-code"]')?.textContent ?? '';
      return /^[A-Z]{4}-[A-Z]{4}$/.test(text) && text !== old;
    }, first);
    expect(pairs).toBe(2);
    await tv.context().close();
  });
});
