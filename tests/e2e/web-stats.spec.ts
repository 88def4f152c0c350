// User story: anyone (not signed in) opens the Leaderboard of a league, ranks its players by rating
// and by win %, opens a player's page and a team's page and reads the figures of the night the
// organiser scored through the API; an organiser reaches the same pages from Players and Teams.
//
// Red (home) v Blue, final. Dan starts at 800 (an organiser knows his strength), everyone else at 500.
//   1 Ann v Bob: Ann   2 Cat v Dan: Cat   3 Ann v Dan: Dan   4 Cat v Bob: Cat
// Win %: Cat 100 (2/2), Ann 50 (1/2), Dan 50 (1/2), Bob 0 (0/2); Red 3-1 Blue.
// Rating: Dan stays far ahead (he lost to Cat from 800); Cat above Ann; Bob last.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { expectAccessible, go, signIn, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';

const organiser = { email: 'olive@example.com', password: 'break-off-1' };
type Name = 'Ann Archer' | 'Bob Brown' | 'Cat Cole' | 'Dan Dale';

test.describe('web: statistics, player and team pages, leaderboard', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  const id = {} as Record<Name, number>;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
    const { session } = await signUpConfirmed(w.host.url, organiser.email, organiser.password);
    const call = async (method: string, path: string, json: unknown) => {
      const res = await fetch(`${w.host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number };
    };
    const post = (path: string, json: unknown) => call('POST', path, json);
    const league = await post('/leagues', { name: 'Spring League', season: '2027' });
    const division = await post('/divisions', { leagueId: league.id, name: 'Premier' });
    const red = await post('/teams', { name: 'Red' });
    const blue = await post('/teams', { name: 'Blue' });
    for (const name of ['Ann Archer', 'Bob Brown', 'Cat Cole', 'Dan Dale'] as const) {
      id[name] = (
        await post('/players', { fullName: name, ...(name === 'Dan Dale' && { startRating: 800 }) })
      ).id;
      await post(`/teams/${name === 'Ann Archer' || name === 'Cat Cole' ? red.id : blue.id}/players`, {
        playerId: id[name],
      });
    }
    const venue = await post('/venues', { name: 'Hall' });
    const fixture = await post('/fixtures', {
      divisionId: division.id,
      homeTeamId: red.id,
      awayTeamId: blue.id,
      venueId: venue.id,
      kickoffAt: '2027-03-04T19:30:00Z',
    });
    await call('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    const frames: [Name, Name, 'home' | 'away'][] = [
      ['Ann Archer', 'Bob Brown', 'home'],
      ['Cat Cole', 'Dan Dale', 'home'],
      ['Ann Archer', 'Dan Dale', 'away'],
      ['Cat Cole', 'Bob Brown', 'home'],
    ];
    for (const [i, [home, away, winner]] of frames.entries()) {
      await post(`/fixtures/${fixture.id}/frames`, {
        frameNo: i + 1,
        homePlayerId: id[home],
        awayPlayerId: id[away],
        winner,
      });
    }
    await call('PATCH', `/fixtures/${fixture.id}`, { status: 'final' });
  });
  test.afterAll(() => w?.close());

  const names = (page: Page) => page.getByTestId('leaderboard-row').locator('td:nth-child(2)');
  const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
  const rating = async (name: Name) =>
    Math.round(
      ((await (await fetch(`${w.host.url}/api/players/${id[name]}/stats`)).json()) as { rating: number })
        .rating,
    );

  test('the leaderboard ranks a league by rating, then by win % when the metric changes', async () => {
    const { page } = w;
    await page.goto('/');
    await go(page, 'Leaderboard');
    await page.getByLabel('League').selectOption({ label: 'Spring League 2027' });
    await page.getByLabel('Division').selectOption({ label: 'Premier · 2027' });
    // The league's default minimum is 5 frames: nobody here has played that many yet.
    await expect(page.getByText('No players have played enough frames here yet.')).toBeVisible();
    await page.getByLabel('Min frames').fill('2');
    await expect(names(page)).toHaveText(['Dan Dale', 'Cat Cole', 'Ann Archer', 'Bob Brown']);
    const dan = page.getByTestId('leaderboard-row').first();
    await expect(dan).toContainText(String(await rating('Dan Dale')));
    await expect(dan).toContainText('Blue');
    await expect(dan).toContainText('Provisional');
    await expectAccessible(page, 'leaderboard');

    await page.getByLabel('Rank by').selectOption({ label: 'Win %' });
    await expect(names(page)).toHaveText(['Cat Cole', 'Dan Dale', 'Ann Archer', 'Bob Brown']);
    await expect(page.getByTestId('leaderboard-row').first().locator('td')).toHaveText([
      '1',
      'Cat Cole',
      'Red',
      '2',
      '2',
      '100%',
      `${await rating('Cat Cole')}Provisional`,
    ]);
  });

  test("a player's name opens their page with the night's figures, form and frames", async () => {
    const { page } = w;
    await page.getByRole('link', { name: 'Ann Archer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ann Archer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Red', exact: true })).toBeVisible();
    await expect(stat(page, 'Frames played')).toHaveText('2');
    await expect(stat(page, 'Frames won')).toHaveText('1');
    await expect(stat(page, 'Frames lost')).toHaveText('1');
    await expect(stat(page, 'Win %')).toHaveText('50%');
    await expect(stat(page, 'Matches')).toHaveText('1');
    await expect(stat(page, 'Home')).toHaveText('1 won of 2');
    await expect(stat(page, 'Away')).toHaveText('0 won of 0');
    await expect(stat(page, 'Streak')).toHaveText('L1');
    await expect(page.getByRole('list', { name: 'Form, newest first' }).getByRole('listitem')).toHaveText([
      'L',
      'W',
    ]);
    await expect(page.getByTestId('player-rating')).toHaveText(String(await rating('Ann Archer')));
    await expect(page.getByText('Provisional')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rating over 2 rated frames: from 516 to / })).toBeVisible();
    const frames = page.getByTestId('recent-frame');
    await expect(frames).toHaveCount(2);
    await expect(frames.nth(0)).toContainText('Dan DaleLost');
    await expect(frames.nth(1)).toContainText('Bob BrownWon');
    await expectAccessible(page, 'player page');
  });

  test("the player's team opens the team page with its match, frames and players", async () => {
    const { page } = w;
    await page.getByRole('link', { name: 'Red', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Red' })).toBeVisible();
    await expect(stat(page, 'Matches')).toHaveText('1');
    await expect(stat(page, 'Won-Drawn-Lost')).toHaveText('1-0-0');
    await expect(stat(page, 'Frames for')).toHaveText('3');
    await expect(stat(page, 'Frames against')).toHaveText('1');
    await expect(stat(page, 'Home W-D-L')).toHaveText('1-0-0');
    await expect(stat(page, 'Away W-D-L')).toHaveText('0-0-0');
    await expect(stat(page, 'Clean sweeps')).toHaveText('0');
    await expect(page.getByRole('list', { name: 'Last five matches, newest first' })).toHaveText('W');
    await expect(page.getByTestId('biggest-win')).toContainText('Biggest win: 3-1 at home to Blue');
    const players = page.getByTestId('team-player');
    await expect(players).toHaveCount(2);
    await expect(players.filter({ hasText: 'Cat Cole' })).toContainText('2100%');
    await expect(players.filter({ hasText: 'Ann Archer' })).toContainText('250%');
    await expectAccessible(page, 'team page');
    await players.getByRole('link', { name: 'Cat Cole' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cat Cole' })).toBeVisible();
    await expect(stat(page, 'Win %')).toHaveText('100%');
  });

  test('an organiser reaches the pages from the Players and Teams screens', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    await go(page, 'Players');
    await page.getByRole('link', { name: 'Bob Brown' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bob Brown' })).toBeVisible();
    await expect(stat(page, 'Frames lost')).toHaveText('2');
    await go(page, 'Teams');
    await page.getByRole('link', { name: 'Blue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blue' })).toBeVisible();
    await expect(stat(page, 'Won-Drawn-Lost')).toHaveText('0-0-1');
    expect(w.errors).toEqual([]);
  });
});
