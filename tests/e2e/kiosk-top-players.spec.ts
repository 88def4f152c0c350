// A TV shows a top_players wallboard: the division's ten best players by rating, with team, frames,
// win %, rating and provisional; long names cut with an ellipsis; nothing spilling off the screen from
// 720p to 4K; and a frame result moving the table live.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

const LONG = 'Bartholomew Featherstonehaugh-Cholmondeley-Wolstenholme the Third';

test.describe('kiosk top players', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let page: Page;
  let board: number;
  let fixtureId: number;
  let ids: number[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const { api } = world;
    const league = await seedLeague(api);
    await api('PATCH', `/leagues/${league.leagueId}`, {
      settings: { leaderboard: { min_frames: 1 }, frames_per_match: 7 },
    });
    // Twelve players, two a side in each of six frames: the board shows the top ten.
    const names = [LONG, ...Array.from({ length: 11 }, (_, i) => `Player ${String(i + 2).padStart(2, '0')}`)];
    ids = [];
    for (const [i, fullName] of names.entries()) {
      ids.push((await api('POST', '/players', { fullName })).id);
      // a frame names players of the match: even players at home, odd ones away
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
    fixtureId = fixture.id;
    await api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    for (let i = 0; i < 6; i++) {
      await api('POST', `/fixtures/${fixture.id}/frames`, {
        frameNo: 10 + i,
        homePlayerId: ids[i * 2],
        awayPlayerId: ids[i * 2 + 1],
        winner: 'home',
      });
    }
    board = await wallboard(api, { name: 'Top Players', type: 'top_players', divisionId: league.divisionId });
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  const fits = () =>
    page.evaluate(() => {
      const wall = document.querySelector('.cb-wall')!;
      const table = document.querySelector('table')!.getBoundingClientRect();
      return {
        noOverflowX: wall.scrollWidth <= wall.clientWidth,
        noOverflowY: wall.scrollHeight <= wall.clientHeight,
        tableInside: table.right <= window.innerWidth && table.bottom <= window.innerHeight,
        titlePx: parseFloat(getComputedStyle(document.querySelector('.cb-title')!).fontSize),
      };
    });

  test('shows the top ten by rating at 1920x1080 without clipping', async () => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    expect(await page.locator('thead').innerText()).toMatch(/Pos\s+Player\s+Team\s+Frames\s+Win %\s+Rating/);
    // Winners first (516 each, provisional), tied winners by name; the long name is first of them.
    expect(await rows.first().innerText()).toMatch(/^1\s+Bartholomew.*\s+100\.0\s+516\s*provisional$/s);
    const cell = rows.first().locator('td').nth(1);
    expect(await cell.getAttribute('title')).toBe(LONG);
    const cut = await cell.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(true);
    expect(await fits()).toMatchObject({ noOverflowX: true, noOverflowY: true, tableInside: true });
  });

  test('keeps its layout from 1280x720 to 3840x2160', async () => {
    for (const [width, height] of [
      [1280, 720],
      [3840, 2160],
    ]) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('tbody tr')).toHaveCount(10);
      const f = await fits();
      expect(f).toMatchObject({ noOverflowX: true, noOverflowY: true, tableInside: true });
      expect(f.titlePx).toBeGreaterThanOrEqual(width >= 3840 ? 100 : 28);
    }
  });

  test('follows a frame result live: a new winner climbs, the beaten leader drops', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const rows = page.locator('tbody tr');
    await expect(rows.nth(5)).toContainText('Player 11');
    // Player 12 (484, off the board at 12th, away) beats the leader (516, at home):
    // 32 x (1 - 0.4448) = 17.77, so 501.77 and sixth; the leader falls to 498.23, seventh.
    await world.api('POST', `/fixtures/${fixtureId}/frames`, {
      frameNo: 20,
      homePlayerId: ids[0],
      awayPlayerId: ids[11],
      winner: 'away',
    });
    await expect(rows.nth(5)).toContainText('Player 12');
    await expect(rows.nth(6)).toContainText('Bartholomew');
    await expect(rows.first()).toContainText('Player 03');
  });
});
