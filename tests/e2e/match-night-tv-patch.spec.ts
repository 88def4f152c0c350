// A frame scored on a phone shows on the TV from the live event itself: the event carries the frame's
// winner and the score, so the TV shows them before (and without) fetching its feed again. A TV that
// may not show a wallboard shows nothing of it, events or not.
import type { Page, Route } from 'playwright-core';
import { expect, test } from '@playwright/test';
import {
  eventually,
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type Match,
  type World,
} from './match-night-setup.ts';

test.describe('a frame scored reaches the TV in the live event', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let world: World;
  let match: Match;
  let phone: Page;

  const board = (isPublic: boolean) =>
    world.api<{ id: number }>('POST', '/wallboards', {
      name: isPublic ? 'Bar TV' : 'Back Room TV',
      type: 'live_scores',
      leagueId: match.leagueId,
      isPublic,
      theme: {},
      playlist: [],
    });
  const tvShowing = async (id: number) => {
    const context = await world.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tv = await context.newPage();
    // Counts the frame events the TV's live stream delivers (before the display handles them).
    await tv.addInitScript(`{
      const Source = window.EventSource;
      window.framesHeard = 0;
      window.EventSource = class extends Source {
        constructor(url, init) {
          super(url, init);
          this.addEventListener('message', (m) => m.data.includes('"frames.') && (window.framesHeard += 1));
        }
      };
    }`);
    // A TV fetches its feed on load and again when its live stream opens (to catch up): both are
    // answered before a test counts what comes after.
    let streaming = false;
    let feeds = 0;
    tv.on('response', (r) => {
      if (r.url().includes('/api/live') && r.ok()) streaming = true;
      if (r.url().includes('/feed')) feeds += 1;
    });
    await tv.goto(`${world.host.url}/wallboards/${id}`);
    await expect.poll(() => streaming && feeds >= 2).toBe(true);
    return tv;
  };
  const framesHeard = (tv: Page) => tv.evaluate('window.framesHeard') as Promise<number>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await matchNightWorld(browser);
    match = await seedMatch(world.api);
    ({ page: phone } = await scorerPhone(world, `/match-night?fixtureId=${match.fixtureId}`));
    await phone.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    await phone.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(phone, 1).waitFor();
    await phone.getByTestId('sync-status').getByText('All changes saved').waitFor();
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test('the TV shows the winner and the score with no feed request between the tap and the screen', async () => {
    const tv = await tvShowing((await board(true)).id);
    const box = tv.locator('[data-testid=score-card] [title="Frame 1"]');
    await expect(box).toHaveAttribute('data-winner', 'na');
    // From here on the feed is held unanswered, and every request for it counted: what the TV shows
    // next can only come from the live event.
    const held: Route[] = [];
    const feedRequests: string[] = [];
    tv.on('request', (r) => void (r.url().includes('/feed') && feedRequests.push(r.url())));
    await tv.route('**/api/wallboards/*/feed**', (route) => void held.push(route));
    const before = feedRequests.length;

    await tapWinner(phone, 1, 'Home');
    await expect(box).toHaveAttribute('data-winner', 'home');
    expect(feedRequests.length - before).toBe(0);
    expect(await tv.getByTestId('score-card').innerText()).toContain('1 - 0');

    // The feed fetched again afterwards agrees with what the events showed.
    let answered = 0;
    tv.on('response', (r) => void (r.url().includes('/feed') && (answered += 1)));
    await tv.unroute('**/api/wallboards/*/feed**');
    await Promise.all(held.map((r) => r.continue()));
    await eventually(async () => expect(answered).toBe(held.length));
    await tapWinner(phone, 1, 'Away');
    await expect(box).toHaveAttribute('data-winner', 'away');
    await eventually(async () => expect(answered).toBeGreaterThan(held.length));
    await expect(box).toHaveAttribute('data-winner', 'away');
    expect(await tv.getByTestId('score-card').innerText()).toContain('0 - 1');
    await tv.context().close();
  });

  test('a TV that may not show a private wallboard shows nothing of it when a frame is scored', async () => {
    const tv = await tvShowing((await board(false)).id);
    await tv.getByText('Wallboard not found', { exact: true }).waitFor();
    const before = await framesHeard(tv);
    await tapWinner(phone, 1, 'Home');
    await eventually(async () => expect(await framesHeard(tv)).toBeGreaterThan(before));
    await expect(tv.getByText('Wallboard not found', { exact: true })).toBeVisible();
    expect(await tv.getByTestId('score-card').count()).toBe(0);
    await tv.context().close();
  });
});
