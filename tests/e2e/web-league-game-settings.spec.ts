// An organiser switches a pool league to snooker with breaks from 50 in the league's settings, on a
// 1366x768 laptop (issue 29): a wrong value is refused under its field and saves nothing; saved,
// match night offers the frame's points and a break pad that takes breaks from 50. Then races to 4
// with a fixed start for one player.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  eventually,
  frameCard,
  matchNightWorld,
  seedMatch,
  signIn,
  type Match,
  type World,
} from './match-night-setup.ts';
import { expectAccessible, expectToast, pick } from './web-helpers.ts';

test.describe('web: a league switched to snooker', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let world: World;
  let match: Match;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
    match = await seedMatch(world.api);
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await page.goto(`${world.host.url}/leagues/${match.leagueId}/settings`);
    await signIn(page, world.email, world.password);
  });
  test.afterAll(async () => {
    await world?.close();
  });

  const settings = async () =>
    (await world.api<{ settings: Record<string, unknown> }>('GET', `/leagues/${match.leagueId}`)).settings;

  test('shows the game and what match night records, in the default format', async () => {
    const form = page.getByRole('form', { name: 'League settings' });
    await form.getByRole('group', { name: 'Game and match night' }).waitFor();
    await expect(form.getByLabel('Game', { exact: true })).toContainText('8-ball pool');
    await expect(form.getByLabel('How a match is played')).toContainText('Frames of one rack each');
    await expect(form.getByLabel('Record breaks of at least (points; 0: no breaks)')).toHaveValue('0');
    await expect(form.getByLabel("Record each frame's points (snooker scores)")).not.toBeChecked();
    // a race length and a handicap only for races
    await expect(form.getByLabel('Race to (racks)')).toHaveCount(0);
    await expect(form.getByLabel('Handicap', { exact: true })).toHaveCount(0);
  });

  test('refuses breaks from 200 under the field, saving nothing', async () => {
    const form = page.getByRole('form', { name: 'League settings' });
    await pick(form, 'Game', 'Snooker');
    await form.getByLabel("Record each frame's points (snooker scores)").check();
    await form.getByLabel('Record breaks of at least (points; 0: no breaks)').fill('200');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    const field = form.getByLabel('Record breaks of at least (points; 0: no breaks)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Breaks must be recorded from a whole number of points from 0 to 147'),
    ).toBeVisible();
    expect(await settings()).toMatchObject({ game: 'eight_ball', frame_points: false, break_threshold: 0 });
  });

  test('saves snooker with frame points and breaks from 50', async () => {
    const form = page.getByRole('form', { name: 'League settings' });
    await form.getByLabel('Record breaks of at least (points; 0: no breaks)').fill('50');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'League settings saved');
    expect(await settings()).toMatchObject({
      game: 'snooker',
      match_format: 'frames',
      frame_points: true,
      break_threshold: 50,
      frame_events: false,
      handicap: 'none',
    });
    // points difference is offered as a tie-breaker once frames have points
    await form.getByLabel('Tie-breaker 4').click();
    await expect(page.getByRole('option', { name: 'Points difference' })).toBeVisible();
    await page.keyboard.press('Escape');
    await form.getByRole('group', { name: 'Game and match night' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('league-settings-snooker.png') });
  });

  test('match night then offers the points and a break pad from 50', async () => {
    await page.goto(`${world.host.url}/match-night?fixtureId=${match.fixtureId}`);
    await page.getByText('No frames yet. Tap Add Frame to start scoring.').waitFor();
    await page.getByRole('button', { name: 'Add Frame' }).click();
    const card = frameCard(page, 1);
    await card.getByLabel('Home player, frame 1').selectOption({ label: 'Ann Home' });
    await card.getByLabel('Away player, frame 1').selectOption({ label: 'Cat Away' });
    await card.getByLabel('Home points, frame 1').fill('71');
    await card.getByLabel('Away points, frame 1').fill('12');
    await card.getByRole('button', { name: 'Save points' }).click();
    await card.getByRole('button', { name: 'Add break' }).click();
    const pad = card.getByRole('group', { name: 'Break in frame 1' });
    await pad.getByRole('button', { name: 'Ann Home' }).click();
    for (const key of ['4', '5']) await pad.getByRole('button', { name: key, exact: true }).click();
    // 45 is under the league's 50
    await expect(pad.getByRole('button', { name: 'Save break' })).toBeDisabled();
    for (const key of ['⌫', '⌫', '6', '4']) await pad.getByRole('button', { name: key, exact: true }).click();
    expect(await pad.getByLabel('Break value, frame 1').innerText()).toBe('64');
    await pad.getByRole('button', { name: 'Save break' }).click();
    await page.screenshot({ path: test.info().outputPath('match-night-snooker.png') });
    await eventually(async () =>
      expect(
        (await world.api<{ rows: unknown[] }>('GET', `/leagues/${match.leagueId}/high-breaks`)).rows,
      ).toMatchObject([{ playerName: 'Ann Home', value: 64 }]),
    );
    const [frame] = await world.api<Record<string, unknown>[]>('GET', `/fixtures/${match.fixtureId}/frames`);
    expect(frame).toMatchObject({ homePoints: 71, awayPoints: 12, winner: 'home' });
  });

  test('plays races to 4 with a fixed start for a player, each refusal under its field', async () => {
    await page.goto(`${world.host.url}/leagues/${match.leagueId}/settings`);
    const form = page.getByRole('form', { name: 'League settings' });
    await pick(form, 'How a match is played', 'Races to a number of racks');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(form.getByText('Frame points are recorded for frames of one rack')).toBeVisible();
    await form.getByLabel("Record each frame's points (snooker scores)").uncheck();
    await form.getByLabel('Race to (racks)').fill('4');
    await pick(form, 'Handicap', 'A fixed start for each player');
    await pick(form, 'Player', 'Cat Away');
    await form.getByRole('button', { name: 'Add start' }).click();
    await form.getByLabel('Start for Cat Away').fill('30');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect(form.getByText('A start must be a whole number of racks from 0 to 24')).toBeVisible();
    expect(await settings()).toMatchObject({ match_format: 'frames', handicap: 'none' });
    await form.getByLabel('Start for Cat Away').fill('1');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'League settings saved');
    expect(await settings()).toMatchObject({
      match_format: 'races',
      race_to: 4,
      frame_points: false,
      handicap: 'fixed',
      handicap_starts: { [match.awayPlayers[0]]: 1 },
    });
    await expectAccessible(page, 'league settings with races and fixed starts');
    await page.screenshot({ path: test.info().outputPath('league-settings-races.png'), fullPage: true });
    await context.close();
  });
});
