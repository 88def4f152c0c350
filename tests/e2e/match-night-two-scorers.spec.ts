// Two scorers on one match (the home and away captains' phones): frames added at the same moment
// get distinct numbers, each phone shows the other's taps through the live stream, and the last
// write to a field wins on both.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import {
  eventually,
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type Match,
  type World,
} from './match-night-setup.ts';

const winnerShown = async (page: Page, n: number) => {
  const pressed = frameCard(page, n).locator('[aria-pressed=true]');
  return (await pressed.count()) === 1 ? pressed.innerText() : 'none';
};

test.describe('two scorers, one match', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let world: World;
  let match: Match;
  let a: Page;
  let b: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
    match = await seedMatch(world.api);
    const path = `/match-night?fixtureId=${match.fixtureId}`;
    [{ page: a }, { page: b }] = await Promise.all([scorerPhone(world, path), scorerPhone(world, path)]);
    await Promise.all([a, b].map((p) => p.getByRole('heading', { name: 'Live Scoring' }).waitFor()));
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test('adding a frame on both phones at once gives two distinct frame numbers, on both screens', async () => {
    await Promise.all([a, b].map((p) => p.getByRole('button', { name: 'Add Frame' }).click()));
    await eventually(async () => {
      const frames = await world.api<{ frameNo: number }[]>('GET', `/fixtures/${match.fixtureId}/frames`);
      expect(frames.map((f) => f.frameNo)).toEqual([1, 2]);
    });
    for (const page of [a, b]) {
      await eventually(async () => {
        expect(await page.getByTestId('frame').count()).toBe(2);
        expect(await page.getByTestId('sync-status').innerText()).toBe('All changes saved');
      });
      await frameCard(page, 1).waitFor();
      await frameCard(page, 2).waitFor();
    }
  });

  test("each phone shows the other's winner", async () => {
    await tapWinner(a, 1, 'Home');
    await tapWinner(b, 2, 'Away');
    for (const page of [a, b]) {
      await eventually(async () => {
        expect(await winnerShown(page, 1)).toBe('Home');
        expect(await winnerShown(page, 2)).toBe('Away');
        expect(await page.getByTestId('score').innerText()).toBe('1 - 1');
      }, 3_000);
    }
  });

  test('the last write to a field wins, and both phones converge on it', async () => {
    await tapWinner(a, 2, 'N/A');
    await eventually(async () => expect(await winnerShown(b, 2)).toBe('N/A'), 3_000);
    await tapWinner(b, 2, 'Home');
    for (const page of [a, b]) {
      await eventually(async () => expect(await winnerShown(page, 2)).toBe('Home'), 3_000);
    }
    const frames = await world.api<{ winner: string }[]>('GET', `/fixtures/${match.fixtureId}/frames`);
    expect(frames.map((f) => f.winner)).toEqual(['home', 'home']);
  });
});
