// A race-to league on the TV (issue 29): each rubber's box shows its rack score, and a handicapped
// rubber its race ("Race 4–3"), at 1920x1080 without clipping; racks scored through the API move the
// box from the live event itself, before (and without) the feed being fetched again; the match's
// score stays rubbers won.
import type { Page, Route } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';
import { measureFit } from './kiosk-fit-setup.ts';

test.describe('kiosk race-to rubbers', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let page: Page;
  let board: number;
  let fixture: number;
  /** The rubbers, in order: the first handicapped (Race 4–3), the others level (race to 4). */
  const rubbers: number[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    const { api } = world;
    const league = await api('POST', '/leagues', { name: 'Race League', season: '2026/27' });
    const division = await api('POST', '/divisions', { name: 'Division One', leagueId: league.id });
    const venue = await api('POST', '/venues', { name: 'The Crown' });
    const teams: number[] = [];
    const players: number[][] = [[], []];
    for (const [i, name] of ['Red Lions', 'Cue Ballers'].entries()) {
      const team = await api('POST', '/teams', { name });
      await api('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
      teams.push(team.id);
      for (let p = 1; p <= 3; p++) {
        const player = await api('POST', '/players', { fullName: `${name} Player ${p}` });
        await api('POST', `/teams/${team.id}/players`, { playerId: player.id });
        players[i].push(player.id);
      }
    }
    // The away side's first player starts one rack up: a race to 4 becomes 4–3.
    await api('PATCH', `/leagues/${league.id}`, {
      settings: {
        match_format: 'races',
        race_to: 4,
        handicap: 'fixed',
        handicap_starts: { [players[1][0]]: 1 },
      },
    });
    fixture = (
      await api('POST', '/fixtures', {
        divisionId: division.id,
        homeTeamId: teams[0],
        awayTeamId: teams[1],
        venueId: venue.id,
        tableId: null,
        kickoffAt: new Date().toISOString(),
      })
    ).id;
    await api('PATCH', `/fixtures/${fixture}`, { status: 'in_play' });
    for (let p = 0; p < 3; p++) {
      const rubber = await api('POST', `/fixtures/${fixture}/frames`, {
        homePlayerId: players[0][p],
        awayPlayerId: players[1][p],
      });
      rubbers.push(rubber.id);
    }
    // The third rubber is won 4–1 before the TV opens.
    await api('PATCH', `/frames/${rubbers[2]}`, { homeRacks: 1, awayRacks: 4 });
    board = await wallboard(api, { name: 'Live Scores', type: 'live_scores', leagueId: league.id });
    page = await tvPage(world.browser);
  });
  test.afterAll(() => world?.close());

  const card = () => page.getByTestId('score-card');
  const box = (frameNo: number) => card().locator(`[title="Frame ${frameNo}"]`);
  const racks = (frameNo: number) => box(frameNo).getByTestId('frame-racks');
  /** Lines inside a box that leave it or are cut: none when each line fits its box. */
  const cut = () =>
    card()
      .locator('.cb-frame *')
      .evaluateAll(
        (els) =>
          els.filter((e) => {
            const r = e.getBoundingClientRect();
            const b = e.parentElement!.getBoundingClientRect();
            return r.left < b.left - 0.5 || r.right > b.right + 0.5 || e.scrollWidth > e.clientWidth + 0.5;
          }).length,
      );

  test('shows each rubber with its racks and the handicapped race, rubbers won as the score, unclipped', async () => {
    let streaming = false;
    let feeds = 0;
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/live' && r.ok()) streaming = true;
      if (r.url().includes('/feed')) feeds += 1;
    });
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await expect(card()).toContainText('Red Lions0 - 1Cue Ballers');
    await expect(racks(1)).toHaveText('0–0');
    await expect(box(1)).toContainText('Race 4–3');
    await expect(box(1)).toHaveAttribute('data-winner', 'na');
    // A level race shows no race: only a handicap is worth the line.
    await expect(racks(2)).toHaveText('0–0');
    await expect(box(2)).not.toContainText('Race');
    await expect(racks(3)).toHaveText('1–4');
    await expect(box(3)).toHaveAttribute('data-winner', 'away');
    // The racks read from across a bar: larger than the frame's number.
    const size = (el: ReturnType<typeof racks>) =>
      el.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await size(racks(1))).toBeGreaterThanOrEqual(36);
    const fit = await measureFit(page);
    expect(fit.outside).toEqual([]);
    expect(fit.small, `minimum ${fit.minPx}px`).toEqual([]);
    expect(await cut()).toBe(0);
    await page.screenshot({ path: 'test-results/kiosk-races-1080p.png' });
    await expect.poll(() => streaming && feeds >= 2).toBe(true);
  });

  test('moves the racks live from each event with the feed held, and the rubber to its winner', async () => {
    // From here on the feed is held unanswered and its requests counted: what the TV shows next can
    // only come from the live events.
    const held: Route[] = [];
    let feedRequests = 0;
    page.on('request', (r) => void (r.url().includes('/feed') && (feedRequests += 1)));
    await page.route('**/api/wallboards/*/feed**', (route) => void held.push(route));
    const before = feedRequests;
    const score = async (home: number, away: number) => {
      await world.api('PATCH', `/frames/${rubbers[0]}`, { homeRacks: home, awayRacks: away });
      await expect(racks(1)).toHaveText(`${home}–${away}`);
    };
    await score(1, 0);
    await score(1, 1);
    await score(2, 1);
    // − as well as +: a rack taken back shows at once.
    await score(1, 1);
    await score(3, 2);
    await expect(box(1)).toHaveAttribute('data-winner', 'na');
    await score(4, 2);
    await expect(box(1)).toHaveAttribute('data-winner', 'home');
    await expect(box(1)).toContainText('Race 4–3');
    await expect(card()).toContainText('Red Lions1 - 1Cue Ballers');
    expect(feedRequests - before).toBe(0);
    const fit = await measureFit(page);
    expect(fit.outside).toEqual([]);
    expect(fit.small).toEqual([]);
    await page.screenshot({ path: 'test-results/kiosk-races-live.png' });
    // The feed fetched again agrees with what the events showed.
    await page.unroute('**/api/wallboards/*/feed**');
    // A held poll the kiosk has since given up on is already answered (aborted): nothing to release.
    await Promise.all(held.map((r) => r.continue().catch(() => {})));
    await world.api('PATCH', `/frames/${rubbers[1]}`, { homeRacks: 0, awayRacks: 1 });
    await expect(racks(2)).toHaveText('0–1');
    await expect(racks(1)).toHaveText('4–2');
    await expect(card()).toContainText('Red Lions1 - 1Cue Ballers');
  });

  for (const [width, height] of [
    [1280, 720],
    [3840, 2160],
  ] as const)
    test(`fits ${width}x${height} as well`, async () => {
      await page.setViewportSize({ width, height });
      await expect(box(1)).toContainText('Race 4–3');
      const fit = await measureFit(page);
      expect(fit.outside).toEqual([]);
      expect(fit.small, `minimum ${fit.minPx}px`).toEqual([]);
      expect(await cut()).toBe(0);
      await page.screenshot({ path: `test-results/kiosk-races-${height}p.png` });
    });
});
