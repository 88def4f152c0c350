// A TV shows a bracket wallboard: a 64-entry cup fits 1920x1080 by paging its first round eight
// matches at a time (with their later rounds beside them), a four-team cup's winner moves on live
// the moment its match is completed, and an eight-team cup shows every round, finished ones with
// their winners and scores, and names the winners already known in the next round.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('kiosk bracket', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let page: Page;
  let bigBoard: number;
  let smallBoard: number;
  let smallCup: number;
  let eightBoard: number;
  let eightCup: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    world = await kioskWorld(browser);
    const { api } = world;
    const small = await seedLeague(api);
    smallCup = (
      await api('POST', '/cups', {
        leagueId: small.leagueId,
        name: 'Winter Cup',
        kind: 'team',
        bestOf: [3],
        venueId: small.venueId,
      })
    ).id;
    for (const teamId of small.teams) await api('POST', `/cups/${smallCup}/entries`, { teamId });
    await api('POST', `/cups/${smallCup}/draw`, { seedFrom: 'random', seed: 'tv' });
    smallBoard = await wallboard(api, { name: 'Winter Cup', type: 'bracket', leagueId: small.leagueId });

    const league = await api('POST', '/leagues', { name: 'Open', season: '2027' });
    const division = await api('POST', '/divisions', { name: 'All', leagueId: league.id });
    const cup = await api('POST', '/cups', {
      leagueId: league.id,
      name: 'Open Cup',
      kind: 'team',
      venueId: small.venueId,
    });
    for (let i = 1; i <= 64; i++) {
      const team = await api('POST', '/teams', { name: `Open Team ${String(i).padStart(2, '0')}` });
      await api('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
      await api('POST', `/cups/${cup.id}/entries`, { teamId: team.id });
    }
    await api('POST', `/cups/${cup.id}/draw`, { seedFrom: 'random', seed: 'tv' });
    bigBoard = await wallboard(api, { name: 'Open Cup', type: 'bracket', leagueId: league.id });

    // Eight teams seeded 1-8 in order: the quarter-finals are 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    const knockout = await api('POST', '/leagues', { name: 'Knockout', season: '2027' });
    const kDivision = await api('POST', '/divisions', { name: 'All', leagueId: knockout.id });
    eightCup = (
      await api('POST', '/cups', {
        leagueId: knockout.id,
        name: 'Eight Cup',
        kind: 'team',
        bestOf: [3],
        venueId: small.venueId,
        startsAt: '2027-01-07T19:30:00Z',
      })
    ).id;
    const order: number[] = [];
    for (const name of ['Anchor', 'Bell', 'Crown', 'Dragon', 'Eagle', 'Fox', 'George', 'Harp']) {
      const team = await api('POST', '/teams', { name });
      await api('POST', `/divisions/${kDivision.id}/teams`, { teamId: team.id });
      order.push((await api('POST', `/cups/${eightCup}/entries`, { teamId: team.id })).id);
    }
    await api('POST', `/cups/${eightCup}/draw`, { seedFrom: 'manual', order });
    eightBoard = await wallboard(api, { name: 'Eight Cup', type: 'bracket', leagueId: knockout.id });
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  test('fits a 64-entry cup on 1920x1080, eight first-round matches a page, and pages on', async () => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${bigBoard}`);
    const names = page.locator('.cb-round-name');
    await expect(names).toHaveText(['Round 1 · 1 of 4', 'Round 2', 'Round 3', 'Quarter-finals']);
    await expect(page.getByTestId('bracket-match')).toHaveCount(8 + 4 + 2 + 1);
    const fit = await page.evaluate(() => {
      const wall = document.querySelector('.cb-wall')!;
      const boxes = [...document.querySelectorAll('.cb-match')].map((m) => m.getBoundingClientRect());
      return {
        noOverflow: wall.scrollWidth <= wall.clientWidth && wall.scrollHeight <= wall.clientHeight,
        inside: boxes.every((b) => b.right <= window.innerWidth && b.bottom <= window.innerHeight),
        textPx: parseFloat(getComputedStyle(document.querySelector('.cb-side')!).fontSize),
      };
    });
    expect(fit).toMatchObject({ noOverflow: true, inside: true });
    expect(fit.textPx).toBeGreaterThanOrEqual(22);
    await page.screenshot({ path: 'test-results/kiosk-bracket-64.png' });
    await expect(names.first()).toHaveText('Round 1 · 2 of 4', { timeout: 15_000 });
  });

  test('moves a winner on live when the match is completed', async () => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${smallBoard}`);
    await expect(page.locator('.cb-round-name')).toHaveText(['Semi-finals', 'Final']);
    const bracket = await world.api('GET', `/cups/${smallCup}/bracket`);
    const semi = bracket.matches.find((m: { round: number; slot: number }) => m.round === 1 && m.slot === 1);
    const home = bracket.entries.find((e: { id: number }) => e.id === semi.homeEntryId).name;
    for (const winner of ['home', 'home'])
      await world.api('POST', `/fixtures/${semi.fixtureId}/frames`, { winner });
    await world.api('PATCH', `/fixtures/${semi.fixtureId}`, { status: 'final' });
    const final = page.getByTestId('bracket-match').last();
    await expect(final.locator('.cb-side').first()).toContainText(home);
    await expect(page.getByTestId('bracket-match').first().locator('.cb-won')).toContainText(home);
  });

  test('shows every round of an eight-team cup: finished ones with winners and scores, known winners named', async () => {
    const { api } = world;
    type M = { round: number; slot: number; fixtureId: number };
    const play = async (round: number, slot: number, winners: string[]) => {
      const { matches } = await api('GET', `/cups/${eightCup}/bracket`);
      const m = matches.find((x: M) => x.round === round && x.slot === slot);
      for (const winner of winners) await api('POST', `/fixtures/${m.fixtureId}/frames`, { winner });
      await api('PATCH', `/fixtures/${m.fixtureId}`, { status: 'final' });
    };
    await play(1, 1, ['home', 'home']);
    await play(1, 2, ['home', 'away', 'away']);
    await play(1, 3, ['home', 'home']);
    await play(1, 4, ['away', 'home', 'home']);
    await play(2, 1, ['home', 'home']);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${eightBoard}`);
    await expect(page.locator('.cb-round-name')).toHaveText(['Quarter-finals', 'Semi-finals', 'Final']);
    await expect(page.locator('.cb-round-date')).toHaveText(['Thu 7 Jan', 'Thu 14 Jan', 'Thu 21 Jan']);
    const matches = page.getByTestId('bracket-match');
    await expect(matches).toHaveCount(4 + 2 + 1);
    // Anchor beat Harp 2-0; Eagle beat Dragon 2-1 away.
    await expect(matches.nth(0).locator('.cb-side')).toHaveText(['1Anchor✔2', '8Harp0']);
    await expect(matches.nth(1).locator('.cb-side')).toHaveText(['4Dragon1', '5Eagle✔2']);
    await expect(matches.nth(1).locator('.cb-won')).toHaveText('5Eagle✔2');
    // The semi-final Anchor won names them in the final; the other semi-final is still to play.
    await expect(matches.nth(4).locator('.cb-side')).toHaveText(['1Anchor✔2', '5Eagle0']);
    await expect(matches.nth(5).locator('.cb-side')).toHaveText(['2Bellto 2', '3Crownto 2']);
    await expect(matches.nth(6).locator('.cb-side')).toHaveText(['1Anchor', 'Winner of R2 M2']);
    await expect(page.getByText('Winner of R2 M1')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/kiosk-bracket-eight.png' });
  });
});
