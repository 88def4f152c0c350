// A TV whose live stream is cut again and again (LIVE_MAX_STREAM_SECONDS=3 rehearses Supabase's
// gateway, which ends a response after 150 s idle): frames scored while it is away reach it through
// the resumed stream (Last-Event-ID), and it ends up showing the right score with every frame.
import type { Page, Request } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld, type League } from './kiosk-setup.ts';

test.describe('a TV resumes its live stream after each cut', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let world: KioskWorld;
  let league: League;
  let page: Page;
  const streams: Request[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser, { LIVE_MAX_STREAM_SECONDS: '3' });
    league = await seedLeague(world.api);
    const board = await wallboard(world.api, {
      name: 'Live Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
    });
    page = await tvPage(browser);
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/live' && streams.push(r)));
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
  });
  test.afterAll(() => world?.close());

  const card = () => page.getByTestId('score-card');
  /** The live match's frames as seeded (1 - 1 and an unplayed one); every change below is mirrored here. */
  const winners = ['home', 'away', 'na'];
  const frameIds = () => league.liveFrameIds;
  const shows = () => {
    const count = (w: string) => winners.filter((x) => x === w).length;
    return expect(card()).toContainText(`Red Lions${count('home')} - ${count('away')}Cue Ballers`);
  };
  /** Frame i gets a winner: a played frame changes, one past the last is added (a match has at most 5). */
  const change = async (i: number, winner: 'home' | 'away') => {
    winners[i] = winner;
    if (i < frameIds().length) await world.api('PATCH', `/frames/${frameIds()[i]}`, { winner });
    else
      frameIds().push((await world.api('POST', `/fixtures/${league.liveFixtureId}/frames`, { winner })).id);
    return { frameId: frameIds()[i], winner };
  };
  // Per round: a change while the stream is cut, then one while it is up.
  const rounds = [
    [2, 'home', 1, 'home'],
    [0, 'away', 2, 'away'],
    [3, 'home', 4, 'away'],
  ] as const;

  test('frames scored while the stream is cut arrive through the resumed stream; no update is lost', async () => {
    await shows();
    for (const [whileCut, first, whileUp, second] of rounds) {
      const stream = streams.at(-1)!;
      // The server cuts the stream; the TV reconnects after the stream's retry hint (3 s).
      await (await stream.response())!.finished();
      const count = streams.length;
      const missed = await change(whileCut, first);
      await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(count);
      const resumed = streams.at(-1)!;
      await shows();
      await change(whileUp, second);
      await shows();
      // Once cut, the resumed stream's whole body can be read: it replayed the change it missed (the
      // TV sent Last-Event-ID; Playwright's routing hides that header from allHeaders()), no reset.
      const response = (await resumed.response())!;
      await response.finished();
      const body = await response.text();
      expect(body).toMatch(new RegExp(`"frameId":${missed.frameId},[^}]*"winner":"${missed.winner}"`));
      expect(body).not.toContain('event: reset');
    }
    const boxes = card().locator('[data-winner]');
    await expect(boxes).toHaveCount(5);
    expect(await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('data-winner')))).toEqual(winners);
    await shows();
  });
});
