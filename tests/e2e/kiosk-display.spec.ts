// A TV at 1920x1080 opens /kiosk/?wallboard={id} on the real host and sees every wallboard type,
// with the spec's texts, and live scores that follow a change within a second or so.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import {
  kioskWorld,
  seedLeague,
  sponsorsOn,
  tvPage,
  wallboard,
  type KioskWorld,
  type League,
} from './kiosk-setup.ts';

test.describe('kiosk wallboard display', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let league: League;
  let page: Page;
  const boards: Record<string, number> = {};

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const { api } = world;
    league = await seedLeague(api);
    const empty = await seedLeague(api, 'Empty League').then(async (l) => {
      // A league of its own with nothing in play, no upcoming fixtures and an empty division.
      const division = await api('POST', '/divisions', { name: 'Division Two', leagueId: l.leagueId });
      return {
        leagueId: (await api('POST', '/leagues', { name: 'Quiet League', season: '2027' })).id,
        division,
      };
    });
    boards.live = await wallboard(api, {
      name: 'Live Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
    });
    boards.nowPlaying = await wallboard(api, {
      name: 'Now at The Crown',
      type: 'now_playing',
      venueId: league.venueId,
    });
    boards.nowPlayingEmpty = await wallboard(api, {
      name: 'Now at Corner Pocket',
      type: 'now_playing',
      venueId: league.otherVenueId,
    });
    boards.table = await wallboard(api, {
      name: 'Division One Table',
      type: 'league_table',
      divisionId: league.divisionId,
    });
    boards.tableEmpty = await wallboard(api, {
      name: 'Division Two Table',
      type: 'league_table',
      divisionId: empty.division.id,
    });
    boards.fixtures = await wallboard(api, {
      name: 'Coming Up',
      type: 'fixtures',
      leagueId: league.leagueId,
    });
    boards.liveEmpty = await wallboard(api, {
      name: 'Quiet Scores',
      type: 'live_scores',
      leagueId: empty.leagueId,
    });
    boards.fixturesEmpty = await wallboard(api, {
      name: 'Quiet Fixtures',
      type: 'fixtures',
      leagueId: empty.leagueId,
    });
    boards.sponsors = await wallboard(api, { name: 'Our Sponsors', type: 'sponsors' });
    boards.sponsorsEmpty = await wallboard(api, { name: 'Nobody Yet', type: 'sponsors' });
    await sponsorsOn(api, boards.sponsors, [
      { name: 'Acme Cues', imageUrl: `${world.host.url}/kiosk/acme.png` },
    ]);
    boards.playlistEmpty = await wallboard(api, { name: 'Club Night', type: 'playlist' });
    boards.playlist = await wallboard(api, {
      name: 'Club Rotation',
      type: 'playlist',
      playlist: [
        { wallboardId: boards.table, durationSeconds: 2 },
        { wallboardId: boards.live, durationSeconds: 2 },
      ],
    });
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  const open = async (id: number) => {
    await page.goto(`${world.host.url}/kiosk/?wallboard=${id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const text = () => page.locator('body').innerText();

  test('shows live scores: teams, frames won, LIVE and coloured frame boxes', async () => {
    await open(boards.live);
    const card = page.getByTestId('score-card');
    await card.first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Live Scores');
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toMatch(/Red Lions\s+1 - 1\s+Cue Ballers\s+LIVE/);
    const colours = await card
      .locator('[data-winner]')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-winner'), getComputedStyle(e).backgroundColor]),
      );
    expect(colours).toEqual([
      ['home', 'rgb(37, 99, 235)'],
      ['away', 'rgb(220, 38, 38)'],
      ['na', 'rgb(75, 85, 99)'],
    ]);
  });

  test('follows a frame result live, within about a second', async () => {
    await open(boards.live);
    await page.getByText('1 - 1').waitFor();
    const started = Date.now();
    await world.api('PATCH', `/frames/${league.liveFrameIds[2]}`, { winner: 'home' });
    await page.getByText('2 - 1').waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  test('shows the empty texts of live scores and now playing', async () => {
    await open(boards.liveEmpty);
    await page.getByText('No live matches at the moment').waitFor();
    await open(boards.nowPlayingEmpty);
    await page.getByText('No live matches at the moment').waitFor();
  });

  test('shows now playing: only in-play fixtures at its venue', async () => {
    await open(boards.nowPlaying);
    await page.getByTestId('score-card').first().waitFor();
    expect(await page.getByTestId('score-card').count()).toBe(1);
    expect(await text()).toContain('Red Lions');
  });

  test('shows the league table with its columns, by points', async () => {
    await open(boards.table);
    await page.locator('table').waitFor();
    const headers = await page.locator('th').allInnerTexts();
    expect(headers).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', 'FF', 'FA', 'Pts']);
    const rows = await page
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows[0].slice(0, 2)).toEqual(['1', 'Pocket Rockets']);
    const points = rows.map((r) => Number(r[8]));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await open(boards.tableEmpty);
    await page.getByText('No league table data available').waitFor();
  });

  test('shows upcoming fixtures grouped by local date with time, teams, vs and venue', async () => {
    await open(boards.fixtures);
    await page.getByTestId('fixture-row').first().waitFor();
    const rows = await page.getByTestId('fixture-row').allInnerTexts();
    expect(rows.some((r) => /19:30\s+Pocket Rockets\s+vs\s+Red Lions\s+Corner Pocket/.test(r))).toBe(true);
    expect(await page.getByTestId('fixture-day').count()).toBeGreaterThanOrEqual(1);
    await open(boards.fixturesEmpty);
    await page.getByText('No fixtures scheduled').waitFor();
  });

  test('shows one sponsor at a time, or the empty text', async () => {
    await open(boards.sponsors);
    await page.getByTestId('sponsor-slide').waitFor();
    expect(await page.locator('.cb-slide img').getAttribute('alt')).toBe('Acme Cues');
    await open(boards.sponsorsEmpty);
    await page.getByText('No sponsors assigned').waitFor();
  });

  test('rotates through a playlist, and says "Playlist mode (coming soon)" only when it is empty', async () => {
    await open(boards.playlist);
    await page.getByRole('heading', { name: 'Division One Table' }).waitFor();
    await page.getByRole('heading', { name: 'Live Scores' }).waitFor({ timeout: 6_000 });
    expect(await text()).not.toContain('Playlist mode (coming soon)');
    await open(boards.playlistEmpty);
    await page.getByText('Playlist mode (coming soon)').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Club Night');
  });

  test('keeps its layout from 1280x720 to 3840x2160', async () => {
    for (const [width, height] of [
      [1280, 720],
      [3840, 2160],
    ]) {
      await page.setViewportSize({ width, height });
      await open(boards.table);
      await page.locator('table').waitFor();
      const fits = await page.evaluate(() => {
        const wall = document.querySelector('.cb-wall')!;
        const title = document.querySelector('.cb-title')!;
        return {
          overflowX: wall.scrollWidth <= wall.clientWidth,
          titlePx: parseFloat(getComputedStyle(title).fontSize),
        };
      });
      expect(fits.overflowX).toBe(true);
      expect(fits.titlePx).toBeGreaterThanOrEqual(width >= 3840 ? 100 : 28);
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
  });
});
