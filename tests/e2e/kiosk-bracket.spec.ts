// A TV shows a bracket wallboard: a 64-entry cup fits 1920x1080 by paging its first round eight
// matches at a time (with their later rounds beside them), and a four-team cup's winner moves on
// live the moment its match is completed.
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
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  test('fits a 64-entry cup on 1920x1080, eight first-round matches a page, and pages on', async () => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${bigBoard}`);
    const names = page.locator('.cb-round-name');
    await expect(names).toHaveText(['Round 1 · 1 of 4', 'Round 2', 'Round 3']);
    await expect(page.getByTestId('bracket-match')).toHaveCount(8 + 4 + 2);
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
});
