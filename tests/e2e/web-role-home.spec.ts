// A home page for each role (issue 24): above the welcome cards, a captain on a phone sees tonight's
// match with Start Scoring, the result waiting for their confirmation and the open dispute; a player
// their next fixture, latest results, rating and form; an organiser at a desktop the week's counts,
// each linking to where to act; a visitor each league's public page. Names, never ids.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { apiAs, expectAccessible, signInFromHome, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';
import { seedSeason, type Seeded } from './season-setup.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false };
const shots = 'test-results/web-role-home';

/** Today (or `days` from it) at a local hour: the browser and the host share this machine's zone. */
function at(days: number, hour: number, minute = 0) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, 0, 0);
  return d.toISOString();
}

/** The home page on a device: anonymous, or signed in through the home page's own button. */
async function homeOn(
  browser: Browser,
  w: WebWorld,
  device: typeof phone,
  who?: { email: string; password: string },
) {
  const context = await browser.newContext({ ...device, baseURL: w.host.url });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && w.errors.push(m.text()));
  page.on('pageerror', (e) => w.errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && w.errors.push(`${r.status()} ${r.url()}`));
  await page.goto('/');
  if (who) {
    await signInFromHome(page, who);
  }
  return page;
}

/** What every role's home keeps: the spec's welcome cards, no id on screen, nothing scrolling sideways. */
async function expectPlainPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Welcome to Cueboard', level: 1 })).toBeVisible();
  for (const card of ['Go to Leagues', 'Go to Teams', 'Go to Fixtures', 'Go to Wallboards']) {
    await expect(page.getByRole('link', { name: card })).toBeVisible();
  }
  expect(await page.locator('body').innerText()).not.toMatch(UUID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const password = 'safety-1';
const blue = { email: 'blue-captain@example.com', password };
const ann = { email: 'ann@example.com', password };
const organiser = { email: 'organiser@example.com', password: 'break-off-1' };

test.describe('web: a home page for each role', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  let s: Seeded;
  const ids: Record<'tonight' | 'toConfirm' | 'disputed', number> = { tonight: 0, toConfirm: 0, disputed: 0 };
  const leagues: { id: number; name: string }[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
    s = await seedSeason(w, ['Red Lions', 'Blue Cues']);
    leagues.push({ id: s.league.id, name: 'Winter League 2026/27' });
    const summer = await s.call('POST', '/leagues', { name: 'Summer League', season: '2027' });
    leagues.push({ id: summer.id, name: 'Summer League 2027' });
    await s.call('PATCH', `/leagues/${s.league.id}`, { settings: { require_confirmation: true } });
    const red = await signUpConfirmed(w.host.url, 'red-captain@example.com', password);
    const blueUser = await signUpConfirmed(w.host.url, blue.email, password);
    const annUser = await signUpConfirmed(w.host.url, ann.email, password);
    await s.call('PATCH', `/teams/${s.teams['Red Lions']}`, { captainUserId: red.user.id });
    await s.call('PATCH', `/teams/${s.teams['Blue Cues']}`, { captainUserId: blueUser.user.id });
    // Ann plays for Red Lions; Blue Cues' captain plays for his team too (so he sees both sections).
    const annPlayer = await s.call('POST', '/players', { fullName: 'Ann Lee', userId: annUser.user.id });
    const bob = await s.call('POST', '/players', { fullName: 'Bob Ray', userId: blueUser.user.id });
    await s.call('POST', `/teams/${s.teams['Red Lions']}/players`, { playerId: annPlayer.id });
    await s.call('POST', `/teams/${s.teams['Blue Cues']}/players`, { playerId: bob.id });
    const fixture = (home: string, away: string, kickoffAt: string) =>
      s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt,
      });
    /** Frames of Ann (for Red Lions) against Bob, won as listed, then completed: by a captain or the organiser. */
    async function play(id: number, redAtHome: boolean, winners: ('home' | 'away')[], token: string) {
      const as = apiAs(w.host, token);
      const [homePlayerId, awayPlayerId] = redAtHome ? [annPlayer.id, bob.id] : [bob.id, annPlayer.id];
      for (const winner of winners)
        await as('POST', `/fixtures/${id}/frames`, { homePlayerId, awayPlayerId, winner });
      await as('PATCH', `/fixtures/${id}`, { status: 'final' });
    }
    // Three nights ago the organiser entered a result (it counts at once: Ann's rating and form).
    const counted = await fixture('Red Lions', 'Blue Cues', at(-3, 19, 30));
    await play(counted.id, true, ['home', 'away', 'home', 'home'], s.token);
    // Two nights ago Blue Cues' captain completed 2-0; Red Lions' captain disputes it.
    ids.disputed = (await fixture('Blue Cues', 'Red Lions', at(-2, 19, 30))).id;
    await play(ids.disputed, false, ['home', 'home'], blueUser.session.access_token);
    await apiAs(w.host, red.session.access_token)('POST', `/fixtures/${ids.disputed}/dispute`, {
      reason: 'Frame 2 went to Ann Lee',
    });
    // Last night Red Lions' captain completed 2-1: it waits for Blue Cues' captain.
    ids.toConfirm = (await fixture('Red Lions', 'Blue Cues', at(-1, 19, 30))).id;
    await play(ids.toConfirm, true, ['home', 'away', 'home'], red.session.access_token);
    // Tonight's match, not started; one postponed with no new date.
    ids.tonight = (await fixture('Red Lions', 'Blue Cues', at(0, 20))).id;
    const later = await fixture('Blue Cues', 'Red Lions', at(10, 20));
    await s.call('PATCH', `/fixtures/${later.id}`, { status: 'postponed' });
    // A TV claimed that never came online, and an invitation not yet accepted.
    const board = await s.call('POST', '/wallboards', {
      name: 'Bar TV',
      type: 'live_scores',
      leagueId: s.league.id,
      isPublic: true,
      theme: {},
      playlist: [],
    });
    const pairing = await fetch(`${w.host.url}/api/screens/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { code } = (await pairing.json()) as { code: string };
    await s.call('POST', '/screens/claim', { code, name: 'Bar TV', wallboardId: board.id });
    await s.call('POST', '/invitations', { email: 'dora@example.com', role: 'player' });
  });
  test.afterAll(() => w?.close());

  test("a captain's phone: tonight's match with Start Scoring, the result to confirm, the dispute", async ({
    browser,
  }) => {
    const page = await homeOn(browser, w, phone, blue);
    const next = page.getByRole('region', { name: 'Next match' });
    await expect(next).toContainText('Red Lions v Blue Cues');
    await expect(next).toContainText('Today');
    await expect(next.getByRole('link', { name: 'Start Scoring' })).toHaveAttribute(
      'href',
      `/match-night?fixtureId=${ids.tonight}`,
    );
    const toConfirm = page.getByRole('region', { name: 'Results to confirm' });
    await expect(toConfirm).toContainText('Red Lions 2 - 1 Blue Cues');
    await expect(toConfirm.getByRole('link')).toHaveAttribute('href', `/fixtures/${ids.toConfirm}`);
    await expect(toConfirm).toContainText('Confirm or dispute');
    const disputes = page.getByRole('region', { name: 'Open disputes' });
    await expect(disputes).toContainText('Blue Cues 2 - 0 Red Lions');
    await expect(disputes).toContainText('Disputed: Frame 2 went to Ann Lee');
    await expect(disputes.getByRole('link')).toHaveAttribute('href', `/fixtures/${ids.disputed}`);
    // He plays too: his player section is there; he is no organiser.
    await expect(page.getByRole('region', { name: 'Next fixture' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^This week/ })).toHaveCount(0);
    await expectPlainPage(page);
    await expectAccessible(page, "a captain's home");
    await page.screenshot({ path: `${shots}/captain-390.png`, fullPage: true });
    await page.getByRole('link', { name: 'Start Scoring' }).click();
    await page.waitForURL(`**/match-night?fixtureId=${ids.tonight}`);
    await page.context().close();
  });

  test('a player: next fixture, latest results, rating and form; My team below the welcome cards', async ({
    browser,
  }) => {
    const page = await homeOn(browser, w, phone, ann);
    await expect(page.getByRole('heading', { name: 'Ann Lee · Red Lions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next fixture' })).toContainText('Red Lions v Blue Cues');
    const results = page.getByRole('region', { name: 'Latest results' });
    await expect(results.getByRole('listitem')).toHaveText([
      /Red Lions 2 - 1 Blue Cues.*Final/,
      /Blue Cues 2 - 0 Red Lions.*Final/,
      /Red Lions 3 - 1 Blue Cues.*Final/,
    ]);
    const rating = page.getByRole('region', { name: 'Rating and form' });
    await expect(rating.getByTestId('home-rating')).toHaveText(/^\d+/);
    await expect(rating.getByRole('list', { name: 'Form, newest first' }).getByRole('listitem')).toHaveText(
      // The last five frames, newest first: last night's three (2-1), then two lost two nights ago.
      ['W', 'L', 'W', 'L', 'L'],
    );
    // Not a captain, not an organiser: neither section.
    await expect(page.getByRole('region', { name: 'Results to confirm' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^This week/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My league' })).toContainText('My next match');
    await expectPlainPage(page);
    await page.screenshot({ path: `${shots}/player-390.png`, fullPage: true });
    await page.context().close();
  });

  test("an organiser's desktop: the week's counts, each linking to where to act", async ({ browser }) => {
    const org = await homeOn(browser, w, desktop, organiser);
    const week = [
      ['1 Matches to play', '/fixtures'],
      ['1 Results awaiting confirmation', '/fixtures'],
      ['1 Disputed or lapsed', '/fixtures'],
      ['1 Postponed without a new date', '/fixtures'],
      ['1 TVs offline', '/wallboards'],
      ['1 Invitations not accepted', '/people'],
    ] as const;
    for (const [name, href] of week) {
      await expect(org.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectPlainPage(org);
    await expectAccessible(org, "an organiser's home");
    await org.screenshot({ path: `${shots}/organiser-1366.png`, fullPage: true });
    await org.getByRole('link', { name: '1 Invitations not accepted' }).click();
    await org.waitForURL('**/people');
    await org.context().close();
  });

  test("a visitor: each league's public page, and a way to sign in", async ({ browser }) => {
    const page = await homeOn(browser, w, phone);
    const region = page.getByRole('region', { name: 'League tables and results' });
    for (const league of leagues) {
      await expect(region.getByRole('link', { name: league.name })).toHaveAttribute(
        'href',
        `/results/${league.id}`,
      );
    }
    await expect(page.getByRole('region', { name: 'Next match' })).toHaveCount(0);
    await expectPlainPage(page);
    await expectAccessible(page, "a visitor's home");
    await page.screenshot({ path: `${shots}/visitor-390.png`, fullPage: true });
    await region.getByRole('link', { name: 'Winter League 2026/27' }).click();
    await expect(page.getByRole('heading', { name: /Winter League/ }).first()).toBeVisible();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Authentication' })).toBeVisible();
    await page.context().close();
  });

  test('logged no console errors and refused no request on any home', () => {
    expect(w.errors).toEqual([]);
  });
});
