// A snooker league's captain on a 390 px phone (issue 29): frame points and a 64 break entered with
// no signal are kept, shown at once (the winner follows from the points) and saved once the
// connection returns; a pool team's captain marks a frame a dish; a race-to rubber is scored with
// + / − per side; nothing spills sideways. A captain (not an organiser) scores a snooker frame of
// their own team's fixture with points and a break; another fixture of the night is not theirs.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  eventually,
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  type World,
} from './match-night-setup.ts';

const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe('frame details on match night', () => {
  test.describe.configure({ timeout: 90_000 });
  let world: World;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
  });

  test.afterAll(async () => {
    await world?.close();
  });

  /** A new account made the team's captain (not an organiser), to sign in on the phone. */
  const captainOf = async (teamId: number, email: string) => {
    const captain = { email, password: 'secret123' };
    const { user } = await signUpConfirmed(world.host.url, captain.email, captain.password);
    await world.api('PATCH', `/teams/${teamId}`, { captainUserId: user.id });
    return captain;
  };

  test("a snooker team's captain enters points and a 64 break offline; both are saved when the signal returns", async () => {
    const match = await seedMatch(world.api);
    await world.api('PATCH', `/leagues/${match.leagueId}`, {
      settings: { game: 'snooker', frame_points: true, break_threshold: 30 },
    });
    const captain = await captainOf(match.homeTeamId, `snooker-offline-${match.fixtureId}@example.com`);
    const { context, page } = await scorerPhone(
      world,
      `/match-night?fixtureId=${match.fixtureId}`,
      'phone',
      captain,
    );
    await page.locator('[data-offline-ready]').waitFor({ state: 'attached' });
    await page.getByText('No frames yet. Tap Add Frame to start scoring.').waitFor();
    const status = page.getByTestId('sync-status');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Frame' }).click();
    const card = frameCard(page, 1);
    await card.getByLabel('Home player, frame 1').selectOption({ label: 'Ann Home' });
    await card.getByLabel('Away player, frame 1').selectOption({ label: 'Cat Away' });
    await card.getByLabel('Home points, frame 1').fill('72');
    await card.getByLabel('Away points, frame 1').fill('30');
    await card.getByRole('button', { name: 'Save points' }).click();
    // the winner follows from the points at once
    await eventually(async () =>
      expect(await card.getByRole('button', { name: 'Home', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await card.getByRole('button', { name: 'Add break' }).click();
    const pad = card.getByRole('group', { name: 'Break in frame 1' });
    await pad.getByRole('button', { name: 'Ann Home' }).click();
    await pad.getByRole('button', { name: '6', exact: true }).click();
    await pad.getByRole('button', { name: '4', exact: true }).click();
    expect(await pad.getByLabel('Break value, frame 1').innerText()).toBe('64');
    await fits(page);
    await pad.getByRole('button', { name: 'Save break' }).click();
    await card.getByText('Break 64 · Ann Home').waitFor();
    await eventually(async () => expect(await status.innerText()).toBe('Offline — 5 changes waiting'));
    expect(await world.api('GET', `/fixtures/${match.fixtureId}/frames`)).toEqual([]);

    await context.setOffline(false);
    await eventually(async () => expect(await status.innerText()).toBe('All changes saved'), 20_000);
    const frames = await world.api('GET', `/fixtures/${match.fixtureId}/frames`);
    expect(frames).toMatchObject([
      {
        frameNo: 1,
        homePlayerId: match.homePlayers[0],
        awayPlayerId: match.awayPlayers[0],
        homePoints: 72,
        awayPoints: 30,
        winner: 'home',
      },
    ]);
    const breaks = await world.api('GET', `/leagues/${match.leagueId}/high-breaks`);
    expect(breaks.rows).toMatchObject([{ playerName: 'Ann Home', value: 64, fixtureId: match.fixtureId }]);
    await context.close();
  });

  test("a snooker captain scores their own fixture's frame with points and a 64 break, and only theirs", async () => {
    const match = await seedMatch(world.api);
    await world.api('PATCH', `/leagues/${match.leagueId}`, {
      settings: { game: 'snooker', frame_points: true, break_threshold: 30 },
    });
    // another fixture the same night, between two other teams, with a frame the organiser set up
    const team = async (name: string, player: string) => {
      const t = await world.api('POST', '/teams', { name });
      await world.api('POST', `/divisions/${match.divisionId}/teams`, { teamId: t.id });
      const p = await world.api('POST', '/players', { fullName: player, nickname: null, userId: null });
      await world.api('POST', `/teams/${t.id}/players`, { playerId: p.id, isActive: true });
      return { team: t.id as number, player: p.id as number };
    };
    const [pots, chalk] = [
      await team(`Pot Blacks ${match.fixtureId}`, 'Pam Pot'),
      await team(`Chalk Dust ${match.fixtureId}`, 'Col Chalk'),
    ];
    const { venueId } = await world.api('GET', `/fixtures/${match.fixtureId}`);
    const other = await world.api('POST', '/fixtures', {
      divisionId: match.divisionId,
      homeTeamId: pots.team,
      awayTeamId: chalk.team,
      venueId,
      kickoffAt: new Date().toISOString(),
    });
    await world.api('PATCH', `/fixtures/${other.id}`, { status: 'in_play' });
    const otherFrame = await world.api('POST', `/fixtures/${other.id}/frames`, {
      homePlayerId: pots.player,
      awayPlayerId: chalk.player,
      homePoints: 40,
      awayPoints: 20,
    });
    const captain = { email: `snooker-cap-${match.fixtureId}@example.com`, password: 'secret123' };
    const { user, session } = await signUpConfirmed(world.host.url, captain.email, captain.password);
    await world.api('PATCH', `/teams/${match.homeTeamId}`, { captainUserId: user.id });

    const { context, page } = await scorerPhone(world, '/match-night', 'phone', captain);
    const yours = page.getByRole('main').getByRole('region', { name: 'Your matches' }).getByRole('listitem');
    await expect(yours).toHaveCount(1);
    await yours.getByRole('button', { name: /^Start Scoring/ }).click();
    await page.getByText('No frames yet. Tap Add Frame to start scoring.').waitFor();
    await page.getByRole('button', { name: 'Add Frame' }).click();
    const card = frameCard(page, 1);
    await card.getByLabel('Home player, frame 1').selectOption({ label: 'Ann Home' });
    await card.getByLabel('Away player, frame 1').selectOption({ label: 'Cat Away' });
    await card.getByLabel('Home points, frame 1').fill('88');
    await card.getByLabel('Away points, frame 1').fill('41');
    await card.getByRole('button', { name: 'Save points' }).click();
    await card.getByRole('button', { name: 'Add break' }).click();
    const pad = card.getByRole('group', { name: 'Break in frame 1' });
    await pad.getByRole('button', { name: 'Ann Home' }).click();
    for (const key of ['6', '4']) await pad.getByRole('button', { name: key, exact: true }).click();
    await fits(page);
    await pad.getByRole('button', { name: 'Save break' }).click();
    await eventually(async () =>
      expect(await page.getByTestId('sync-status').innerText()).toBe('All changes saved'),
    );
    expect(await world.api('GET', `/fixtures/${match.fixtureId}/frames`)).toMatchObject([
      { frameNo: 1, homePoints: 88, awayPoints: 41, winner: 'home' },
    ]);
    const breaks = await world.api('GET', `/leagues/${match.leagueId}/high-breaks`);
    expect(breaks.rows).toEqual([
      expect.objectContaining({ playerName: 'Ann Home', value: 64, fixtureId: match.fixtureId }),
    ]);
    await page.screenshot({ path: test.info().outputPath('captain-snooker-frame.png'), fullPage: true });

    // the other fixture shows its frame but offers the captain nothing to enter on it
    await page.goto(`${world.host.url}/match-night?fixtureId=${other.id}`);
    const theirs = frameCard(page, 1);
    await theirs.waitFor();
    await expect(theirs.getByLabel('Home points, frame 1')).toHaveCount(0);
    await expect(theirs.getByRole('button', { name: 'Add break' })).toHaveCount(0);
    // and the API refuses the captain a break there, changing nothing
    const refused = await fetch(`${world.host.url}/api/frames/${otherFrame.id}/breaks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ playerId: pots.player, value: 35 }),
    });
    expect(refused.status).toBe(403);
    expect((await world.api('GET', `/leagues/${match.leagueId}/high-breaks`)).rows).toHaveLength(1);
    await context.close();
  });

  test("a pool team's captain marks a won frame a dish with one toggle", async () => {
    const match = await seedMatch(world.api);
    await world.api('PATCH', `/leagues/${match.leagueId}`, { settings: { frame_events: true } });
    const frame = await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {
      homePlayerId: match.homePlayers[0],
      awayPlayerId: match.awayPlayers[0],
    });
    const captain = await captainOf(match.awayTeamId, `pool-cap-${match.fixtureId}@example.com`);
    const { page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`, 'phone', captain);
    const card = frameCard(page, 1);
    const dish = card.getByRole('button', { name: 'Dish', exact: true });
    // no winner yet: nothing to mark
    await dish.waitFor();
    expect(await dish.isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Away', exact: true }).click();
    await eventually(async () => expect(await dish.isDisabled()).toBe(false));
    await dish.click();
    await eventually(async () => expect(await dish.getAttribute('aria-pressed')).toBe('true'));
    await fits(page);
    await eventually(async () =>
      expect(await world.api('GET', `/frames/${frame.id}`)).toMatchObject({ winner: 'away', event: 'dish' }),
    );
  });

  test('a race-to scorer scores a handicapped rubber with + and − per side; the race decides the winner', async () => {
    const match = await seedMatch(world.api);
    await world.api('PATCH', `/leagues/${match.leagueId}`, {
      settings: {
        match_format: 'races',
        race_to: 3,
        handicap: 'fixed',
        handicap_starts: { [match.awayPlayers[0]]: 1 },
      },
    });
    const frame = await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {
      homePlayerId: match.homePlayers[0],
      awayPlayerId: match.awayPlayers[0],
    });
    expect(frame).toMatchObject({ homeRace: 3, awayRace: 2 });
    const { page } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`);
    const card = frameCard(page, 1);
    await card.getByText('Race 3–2').waitFor();
    // each tap shows before the next (a tap adds to the score on screen)
    const tap = async (name: string, home: number, away: number) => {
      await card.getByRole('button', { name }).click();
      await eventually(async () =>
        expect([
          await card.getByLabel('Home racks, frame 1').innerText(),
          await card.getByLabel('Away racks, frame 1').innerText(),
        ]).toEqual([String(home), String(away)]),
      );
    };
    await tap('Home racks up, frame 1', 1, 0);
    await tap('Away racks up, frame 1', 1, 1);
    await tap('Home racks up, frame 1', 2, 1);
    await tap('Home racks down, frame 1', 1, 1);
    await tap('Away racks up, frame 1', 1, 2);
    await eventually(async () =>
      expect(await card.getByRole('button', { name: 'Away', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await fits(page);
    await eventually(async () =>
      expect(await world.api('GET', `/frames/${frame.id}`)).toMatchObject({
        homeRacks: 1,
        awayRacks: 2,
        winner: 'away',
      }),
    );
  });
});
