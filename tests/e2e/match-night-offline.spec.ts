// The pub Wi-Fi story: the scorer's phone drops off the network, five frames are scored and the
// match completed, the page is reloaded with no signal, and when the signal returns the server has
// exactly those results, once each. Also: a lost response is re-sent without doubling, and a change
// the server refuses is shown to the scorer and dropped.
import { expect, test } from '@playwright/test';
import {
  eventually,
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type World,
} from './match-night-setup.ts';

type Winner = 'home' | 'away' | 'na';
const words: Record<Winner, 'Home' | 'Away' | 'N/A'> = { home: 'Home', away: 'Away', na: 'N/A' };

test.describe('match night offline', () => {
  test.describe.configure({ timeout: 90_000 });
  let world: World;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test('loses nothing and doubles nothing across a reload with no signal', async () => {
    const match = await seedMatch(world.api);
    const { context, page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    await page.locator('[data-offline-ready]').waitFor({ state: 'attached' });
    await page.getByText('No frames yet. Tap Add Frame to start scoring.').waitFor();
    const status = page.getByTestId('sync-status');
    const expectStatus = (text: string) =>
      eventually(async () => expect(await status.innerText()).toBe(text));

    await context.setOffline(true);
    // N/A is already every new frame's winner, so tapping it queues nothing: 5 adds + 4 winners.
    const winners: Winner[] = ['home', 'home', 'away', 'home', 'na'];
    for (const [i, winner] of winners.entries()) {
      await page.getByRole('button', { name: 'Add Frame' }).click();
      await tapWinner(page, i + 1, words[winner]);
    }
    await frameCard(page, 2).getByLabel('Home player, frame 2').selectOption({ label: 'Ann Home' });
    await expectStatus('Offline — 10 changes waiting');
    expect(await page.getByTestId('score').innerText()).toBe('3 - 1');
    expect(await world.api('GET', `/fixtures/${match.fixtureId}/frames`)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    // The app shell came from the service worker: the network is off.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await frameCard(page, 5).waitFor();
    await expectStatus('Offline — 10 changes waiting');
    expect(await page.getByTestId('score').innerText()).toBe('3 - 1');
    expect(
      await frameCard(page, 3)
        .getByRole('button', { name: 'Away', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await frameCard(page, 2).getByLabel('Home player, frame 2').inputValue()).toBe(
      String(match.homePlayers[0]),
    );

    await page.getByRole('button', { name: 'Complete Match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Complete Match' }).click();
    await page.getByRole('heading', { name: 'Select a Fixture' }).waitFor();
    await expectStatus('Offline — 11 changes waiting');
    await page.reload();
    await page.getByRole('heading', { name: 'Select a Fixture' }).waitFor();
    await expectStatus('Offline — 11 changes waiting');
    expect((await world.api('GET', `/fixtures/${match.fixtureId}`)).status).toBe('in_play');

    await context.setOffline(false);
    await eventually(async () => expect(await status.innerText()).toBe('All changes saved'), 20_000);
    const frames = await world.api<{ frameNo: number; winner: Winner; homePlayerId: number | null }[]>(
      'GET',
      `/fixtures/${match.fixtureId}/frames`,
    );
    expect(frames.map((f) => [f.frameNo, f.winner])).toEqual(winners.map((w, i) => [i + 1, w]));
    expect(frames[1].homePlayerId).toBe(match.homePlayers[0]);
    expect((await world.api('GET', `/fixtures/${match.fixtureId}`)).status).toBe('final');
    const standings = await world.api<
      { teamId: number; won: number; lost: number; framesFor: number; points: number }[]
    >('GET', `/standings?divisionId=${match.divisionId}`);
    const row = (teamId: number) => standings.find((s) => s.teamId === teamId);
    // 3 - 1: win 3 + 1 per frame; the loser gets its frame point.
    expect(row(match.homeTeamId)).toMatchObject({ won: 1, lost: 0, framesFor: 3, points: 6 });
    expect(row(match.awayTeamId)).toMatchObject({ won: 0, lost: 1, framesFor: 1, points: 1 });
    await context.close();
  });

  test('re-sends a change whose response was lost, and the server applies it once', async () => {
    const match = await seedMatch(world.api);
    const { context, page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    await page.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    let cut = 0;
    await page.route('**/api/fixtures/*/frames', async (route) => {
      if (route.request().method() !== 'POST' || cut > 0) return route.continue();
      cut += 1;
      await route.fetch(); // the server creates the frame...
      await route.abort('internetdisconnected'); // ...and the answer never reaches the phone
    });
    await page.getByRole('button', { name: 'Add Frame' }).click();
    await tapWinner(page, 1, 'Away');
    await eventually(
      async () => expect(await page.getByTestId('sync-status').innerText()).toBe('All changes saved'),
      20_000,
    );
    const frames = await world.api('GET', `/fixtures/${match.fixtureId}/frames`);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ frameNo: 1, winner: 'away' });
    expect(cut).toBe(1);
    await context.close();
  });

  test('tells the scorer which change the server refused, and why', async () => {
    const match = await seedMatch(world.api);
    await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {});
    const { context, page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    await frameCard(page, 1).waitFor();
    await context.setOffline(true);
    await tapWinner(page, 1, 'Home');
    await world.api('DELETE', `/fixtures/${match.fixtureId}`);
    await context.setOffline(false);
    const refused = page.getByRole('alert', { name: 'Changes not saved' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/Not saved: Frame 1: winner Home — .*not found/i);
    await eventually(async () =>
      expect(await page.getByTestId('sync-status').innerText()).toBe('All changes saved'),
    );
    // The screen of a deleted fixture is its error; the refusal stays in view there, after a reload too.
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/Not saved: Frame 1: winner Home — .*not found/i);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
    await context.close();
  });

  test('two tabs on one phone share the outbox: neither overwrites the other', async () => {
    const match = await seedMatch(world.api);
    const { context, page: one } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    await one.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    const two = await context.newPage();
    await two.goto(one.url());
    await two.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    await context.setOffline(true);
    await one.getByRole('button', { name: 'Add Frame' }).click();
    await tapWinner(one, 1, 'Home');
    await eventually(async () =>
      expect(await two.getByTestId('sync-status').innerText()).toBe('Offline — 2 changes waiting'),
    );
    await two.getByRole('button', { name: 'Add Frame' }).click();
    await tapWinner(two, 2, 'Away');
    for (const page of [one, two]) {
      await eventually(async () =>
        expect(await page.getByTestId('sync-status').innerText()).toBe('Offline — 4 changes waiting'),
      );
    }
    await context.setOffline(false);
    await eventually(
      async () => expect(await one.getByTestId('sync-status').innerText()).toBe('All changes saved'),
      20_000,
    );
    const frames = await world.api<{ frameNo: number; winner: string }[]>(
      'GET',
      `/fixtures/${match.fixtureId}/frames`,
    );
    expect(frames.map((f) => [f.frameNo, f.winner])).toEqual([
      [1, 'home'],
      [2, 'away'],
    ]);
    await context.close();
  });
});
