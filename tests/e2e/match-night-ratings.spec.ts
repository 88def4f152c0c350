// Choosing who plays a frame: the scorer sees each chosen player's rating (provisional while new) and
// the home player's chance of winning the frame, refreshed once a result is saved. Ann beat Cat in an
// earlier frame (500 each, step 32): Ann 516, Cat 484, so Ann's chance is 1 / (1 + 2^(-32/100)) =
// 0.5552, shown as 56%. With no signal the frame is still scored; the ratings are simply not there.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import {
  frameCard,
  matchNightWorld,
  scorerPhone,
  tapWinner,
  seedMatch,
  type Match,
  type World,
} from './match-night-setup.ts';
import { STORY_MS } from './web-helpers.ts';

test.describe('match night: ratings and the chance when choosing the players', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  let page: Page;
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    m = await seedMatch(w.api);
    const earlier = await w.api('POST', '/fixtures', {
      divisionId: m.divisionId,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      venueId: (await w.api('GET', `/fixtures/${m.fixtureId}`)).venueId,
      tableId: null,
      kickoffAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    });
    await w.api('PATCH', `/fixtures/${earlier.id}`, { status: 'in_play' });
    await w.api('POST', `/fixtures/${earlier.id}/frames`, {
      frameNo: 1,
      homePlayerId: m.homePlayers[0],
      awayPlayerId: m.awayPlayers[0],
      winner: 'home',
    });
    await w.api('PATCH', `/fixtures/${earlier.id}`, { status: 'final' });
    await w.api('POST', `/fixtures/${m.fixtureId}/frames`, {});
    await w.api('POST', `/fixtures/${m.fixtureId}/frames`, {});
  });
  test.afterAll(() => w?.close());

  test("shows both ratings and the home player's chance after choosing two players", async () => {
    ({ page, context } = await scorerPhone(w, `/match-night?fixtureId=${m.fixtureId}`));
    const card = frameCard(page, 1);
    await card.waitFor();
    await expect(card).not.toContainText('Rating');
    await card.getByLabel('Home player, frame 1').selectOption({ label: 'Ann Home' });
    await expect(card.getByTestId('player-rating').first()).toHaveText('Rating 516 (provisional)');
    await expect(card).not.toContainText('chance');
    await card.getByLabel('Away player, frame 1').selectOption({ label: 'Cat Away' });
    await expect(card.getByTestId('player-rating')).toHaveText([
      'Rating 516 (provisional)',
      'Rating 484 (provisional)',
    ]);
    await expect(card.getByTestId('home-chance')).toHaveText("Home player's chance to win: 56%");
  });

  test('shows the ratings after the result once the frame is saved', async () => {
    // Ann wins again: 32 x (1 - 0.5552) = 14.23, so Ann 530.23 and Cat 469.77.
    await tapWinner(page, 1, 'Home');
    const card = frameCard(page, 1);
    await expect(card.getByTestId('player-rating')).toHaveText([
      'Rating 530 (provisional)',
      'Rating 470 (provisional)',
    ]);
  });

  test('with no signal the players are still chosen, without ratings', async () => {
    await page.locator('[data-offline-ready]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    const card = frameCard(page, 2);
    await card.getByLabel('Home player, frame 2').selectOption({ label: 'Bob Home' });
    await card.getByLabel('Away player, frame 2').selectOption({ label: 'Dan Away' });
    await expect(page.getByTestId('sync-status')).toHaveText(/Offline — 2 changes waiting/);
    await expect(card).not.toContainText('Rating');
    await expect(card).not.toContainText('chance');
    await context.setOffline(false);
    // "Sending 2 changes…" comes between: wait for them to be saved, not only no longer waiting.
    await expect(page.getByTestId('sync-status')).toHaveText('All changes saved');
    expect(
      (await w.api<{ homePlayerId: number }[]>('GET', `/fixtures/${m.fixtureId}/frames`))[1].homePlayerId,
    ).toBe(m.homePlayers[1]);
  });
});
