// A TV shows a high_breaks wallboard: the league's ten highest breaks with the player's and team's
// names (never ids), the value and centuries marked; a long name cut with an ellipsis; nothing
// spilling off a 1920x1080 screen; and a break entered on match night reaching the board live.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';
import { measureFit } from './kiosk-fit-setup.ts';

const LONG = 'Bartholomew Featherstonehaugh-Cholmondeley-Wolstenholme the Third';

test.describe('kiosk high breaks', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let page: Page;
  let board: number;
  let lastFrame: { id: number; homePlayerId: number };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const { api } = world;
    const league = await seedLeague(api);
    await api('PATCH', `/leagues/${league.leagueId}`, {
      settings: { game: 'snooker', break_threshold: 10, frames_per_match: 12 },
    });
    // Six frames between Red Lions (home) and Cue Ballers (away), a break by each player in each.
    const names = [LONG, ...Array.from({ length: 11 }, (_, i) => `Player ${String(i + 2).padStart(2, '0')}`)];
    const ids: number[] = [];
    for (const [i, fullName] of names.entries()) {
      ids.push((await api('POST', '/players', { fullName })).id);
      await api('POST', `/teams/${league.teams[i % 2]}/players`, { playerId: ids[i] });
    }
    const fixture = await api('POST', '/fixtures', {
      divisionId: league.divisionId,
      homeTeamId: league.teams[0],
      awayTeamId: league.teams[1],
      venueId: league.venueId,
      tableId: null,
      kickoffAt: new Date().toISOString(),
    });
    await api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    // Breaks 120 (the long name), 110, 100, 90 ... 10 apart: three centuries among twelve.
    for (let i = 0; i < 6; i++) {
      const frame = await api('POST', `/fixtures/${fixture.id}/frames`, {
        frameNo: 10 + i,
        homePlayerId: ids[i * 2],
        awayPlayerId: ids[i * 2 + 1],
        winner: 'home',
      });
      lastFrame = { id: frame.id, homePlayerId: ids[i * 2] };
      for (const side of [0, 1])
        await api('POST', `/frames/${frame.id}/breaks`, {
          playerId: ids[i * 2 + side],
          value: 120 - 10 * (i * 2 + side),
        });
    }
    board = await wallboard(api, { name: 'High Breaks', type: 'high_breaks', leagueId: league.leagueId });
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  test('shows the ten highest breaks at 1920x1080 with names, teams and centuries, without clipping', async () => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('High Breaks');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    expect(await page.locator('thead').innerText()).toMatch(/Pos\s+Player\s+Team\s+Break/);
    expect(await rows.nth(0).innerText()).toMatch(/^1\s+Bartholomew.*\s+Red Lions\s+120\s*century$/s);
    expect(await rows.nth(1).innerText()).toMatch(/^2\s+Player 02\s+Cue Ballers\s+110\s*century$/);
    expect(await rows.nth(2).innerText()).toMatch(/^3\s+Player 03\s+Red Lions\s+100\s*century$/);
    expect(await rows.nth(3).innerText()).toMatch(/^4\s+Player 04\s+Cue Ballers\s+90$/);
    expect(await rows.nth(9).innerText()).toMatch(/^10\s+Player 10\s+Cue Ballers\s+30$/);
    await expect(page.locator('.cb-century')).toHaveCount(3);
    // Names, never ids: no cell is a bare number but the position and the value.
    const cells = await rows.locator('td:nth-child(2), td:nth-child(3)').allInnerTexts();
    expect(cells.filter((c) => /^\d+$/.test(c.trim()))).toEqual([]);
    const cell = rows.first().locator('td').nth(1);
    expect(await cell.getAttribute('title')).toBe(LONG);
    expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const fit = await measureFit(page);
    expect(fit.outside).toEqual([]);
    expect(fit.small).toEqual([]);
    await page.screenshot({ path: 'test-results/kiosk-high-breaks-1080p.png' });
  });

  test('follows a break entered on match night live: a 147 goes to the top', async () => {
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toContainText('Bartholomew');
    await world.api('POST', `/frames/${lastFrame.id}/breaks`, {
      playerId: lastFrame.homePlayerId,
      value: 147,
    });
    await expect(rows.first()).toHaveText(/^1\s*Player 11\s*Red Lions\s*147\s*century$/);
    await expect(rows.nth(1)).toContainText('Bartholomew');
    await expect(page.locator('.cb-century')).toHaveCount(4);
    await page.screenshot({ path: 'test-results/kiosk-high-breaks-live.png' });
  });
});
