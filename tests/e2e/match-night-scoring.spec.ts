// A scorer on a phone scores a match frame by frame, and a TV showing the live-scores
// wallboard follows every tap through the live stream; the spec's texts are on screen.
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

test.describe('match night on a phone, with a wallboard watching', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let world: World;
  let match: Match;
  let phone: Page;
  let tv: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
    match = await seedMatch(world.api);
    // a six-frame match: the 360x640 check scrolls to frame 6
    await world.api('PATCH', `/leagues/${match.leagueId}`, { settings: { frames_per_match: 6 } });
    ({ page: phone } = await scorerPhone(world, '/match-night'));
    const board = await world.api('POST', '/wallboards', {
      name: 'Bar TV',
      type: 'live_scores',
      leagueId: match.leagueId,
      isPublic: true,
      theme: {},
      playlist: [],
    });
    const tvContext = await world.browser.newContext({
      viewport: { width: 1280, height: 720 },
      isMobile: false,
      hasTouch: false,
    });
    tv = await tvContext.newPage();
    await tv.goto(`${world.host.url}/wallboards/${board.id}`);
    await tv.getByTestId('score-card').waitFor();
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test("lists today's fixtures under 'Select a Fixture' and opens 'Live Scoring'", async () => {
    await phone.getByRole('heading', { name: 'Select a Fixture' }).waitFor();
    const entry = phone.getByRole('listitem').filter({ hasText: 'Red Lions' });
    await expect(entry.innerText()).resolves.toMatch(
      /Red Lions \S+ vs Cue Ballers[\s\S]*In play[\s\S]*The Crown/,
    );
    await entry.getByRole('button', { name: /Start Scoring/ }).click();
    await phone.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    expect(new URL(phone.url()).search).toBe(`?fixtureId=${match.fixtureId}`);
    await phone.getByText('No frames yet. Tap Add Frame to start scoring.').waitFor();
    expect(await phone.getByTestId('score').innerText()).toBe('0 - 0');
  });

  test('the wallboard shows a frame result moments after the tap', async () => {
    await phone.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(phone, 1).waitFor();
    await tapWinner(phone, 1, 'Home');
    expect(await phone.getByTestId('score').innerText()).toBe('1 - 0');
    const box = tv.locator('[data-testid=score-card] [title="Frame 1"]');
    // Polling would take 15 s: this is the live stream (bench/match-night.ts measures it closely).
    await eventually(async () => expect(await box.getAttribute('data-winner')).toBe('home'), 3_000);
    expect(await tv.getByTestId('score-card').innerText()).toContain('1 - 0');
  });

  test("offers only each team's active roster, and saves the chosen players", async () => {
    const home = frameCard(phone, 1).getByLabel('Home player, frame 1');
    const away = frameCard(phone, 1).getByLabel('Away player, frame 1');
    expect(await home.locator('option').allInnerTexts()).toEqual(['Not set', 'Ann Home', 'Bob Home']);
    expect(await away.locator('option').allInnerTexts()).toEqual(['Not set', 'Cat Away', 'Dan Away']);
    await home.selectOption({ label: 'Bob Home' });
    await away.selectOption({ label: 'Cat Away' });
    await eventually(async () => {
      const [frame] = await world.api('GET', `/fixtures/${match.fixtureId}/frames`);
      expect(frame).toMatchObject({
        frameNo: 1,
        homePlayerId: match.homePlayers[1],
        awayPlayerId: match.awayPlayers[0],
        winner: 'home',
      });
    });
  });

  test('keeps the score and actions in reach at 360x640, with 44 px targets', async () => {
    await phone.setViewportSize({ width: 360, height: 640 });
    for (let i = 0; i < 5; i++) await phone.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(phone, 6).waitFor();
    await frameCard(phone, 6).scrollIntoViewIfNeeded();
    const score = await phone.getByTestId('score').boundingBox();
    expect(score!.y).toBeGreaterThanOrEqual(0);
    expect(score!.y).toBeLessThan(120);
    const small = await phone.evaluate(
      () =>
        [...document.querySelectorAll('main button, main select')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.height < 44 || r.width < 44)).length,
    );
    expect(small).toBe(0);
    const before = await frameCard(phone, 6).boundingBox();
    await tapWinner(phone, 6, 'Away');
    expect(await frameCard(phone, 6).boundingBox()).toEqual(before);
    expect(await phone.getByTestId('score').innerText()).toBe('1 - 1');
  });

  test("completes the match: 'Match completed successfully', back to the selector, standings done", async () => {
    await phone.getByRole('button', { name: 'Complete Match' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Complete Match' }).click();
    await phone.getByText('Match completed successfully', { exact: true }).waitFor();
    await phone.getByRole('heading', { name: 'Select a Fixture' }).waitFor();
    await phone.getByText('No fixtures scheduled for today.').waitFor();
    const fixture = await world.api('GET', `/fixtures/${match.fixtureId}`);
    expect(fixture.status).toBe('final');
    const standings = await world.api('GET', `/standings?divisionId=${match.divisionId}`);
    expect(standings.map((s: { drawn: number; played: number }) => [s.played, s.drawn])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});
