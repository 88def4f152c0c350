// A whole league night as its people live it (issue 24), with no organiser action between set-up and
// the confirmed result: Red Lions' captain opens the app on a 390x844 phone, finds tonight's match on
// the home page and scores it from Match Night; a 1920x1080 bar TV shows each frame as it is tapped;
// Blue Cues' captain scores a frame from the Match Night list on their own phone, then confirms the
// result from the e-mail's link with nothing scrolling sideways. Each role's home shows its items
// (the organiser's at 1366x768), and no page of the night shows an id.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed } from '../support/mailbox.ts';
import { phone } from './devices.ts';
import { ensureKioskBuild, tvPage } from './kiosk-setup.ts';
import { seedSeason, type Seeded } from './season-setup.ts';
import { expectToast, signInFromHome, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const password = 'safety-1';
const red = { email: 'red-captain@example.com', password };
const blue = { email: 'blue-captain@example.com', password };
const amy = { email: 'amy@example.com', password };
const desk = { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false };

/** What every page of the night keeps to: names, never ids; nothing wider than the screen. */
async function plain(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(UUID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A fresh device on the home page, signed in there when someone is given. */
async function homeOn(browser: Browser, w: WebWorld, device: typeof desk, who?: typeof red) {
  const page = await (await browser.newContext({ ...device, baseURL: w.host.url })).newPage();
  await page.goto('/');
  if (who) {
    await signInFromHome(page, who);
  }
  await expect(page.getByRole('heading', { name: 'Welcome to Cueboard', level: 1 })).toBeVisible();
  return page;
}

/** Chooses a frame's players and taps its winner on Match Night. */
async function scoreFrame(page: Page, n: number, home: string, away: string, winner: 'Home' | 'Away') {
  const frame = page.getByRole('listitem', { name: `Frame ${n}`, exact: true });
  await frame.getByLabel(`Home player, frame ${n}`).selectOption({ label: home });
  await frame.getByLabel(`Away player, frame ${n}`).selectOption({ label: away });
  await frame
    .getByRole('group', { name: `Winner of frame ${n}` })
    .getByRole('button', { name: winner, exact: true })
    .click();
}

test.describe('web: a league night from the first tap to the confirmed result', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  let s: Seeded;
  let tv: Page;
  let redPhone: Page;
  let bluePhone: Page;
  let organiser: Page;
  let fixtureId = 0;
  const frameOnTv = (n: number) => tv.locator(`[data-testid=score-card] [title="Frame ${n}"]`);

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    ensureKioskBuild();
    w = await webWorld(browser);
    // The organiser's set-up, done before the night: a league that asks the other captain to
    // confirm, best of three, two teams with their captains and players, tonight's match, a bar TV.
    s = await seedSeason(w, ['Red Lions', 'Blue Cues']);
    await s.call('PATCH', `/leagues/${s.league.id}`, {
      settings: { require_confirmation: true, frames_per_match: 3 },
    });
    const redUser = await signUpConfirmed(w.host.url, red.email, password, { display_name: 'Rita Red' });
    const blueUser = await signUpConfirmed(w.host.url, blue.email, password, { display_name: 'Bea Blue' });
    const amyUser = await signUpConfirmed(w.host.url, amy.email, password);
    await s.call('PATCH', `/teams/${s.teams['Red Lions']}`, { captainUserId: redUser.user.id });
    await s.call('PATCH', `/teams/${s.teams['Blue Cues']}`, { captainUserId: blueUser.user.id });
    const squads = { 'Red Lions': ['Ann Lee', 'Amy Hart'], 'Blue Cues': ['Bob Ray', 'Ben Cole'] };
    for (const [team, names] of Object.entries(squads))
      for (const fullName of names) {
        const userId = fullName === 'Amy Hart' ? amyUser.user.id : undefined;
        const player = await s.call('POST', '/players', { fullName, userId });
        await s.call('POST', `/teams/${s.teams[team]}/players`, { playerId: player.id });
      }
    const kickoff = new Date();
    kickoff.setSeconds(0, 0);
    fixtureId = (
      await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams['Red Lions'],
        awayTeamId: s.teams['Blue Cues'],
        venueId: s.venue.id,
        kickoffAt: kickoff.toISOString(),
      })
    ).id;
    const board = await s.call('POST', '/wallboards', {
      name: 'Bar Scores',
      type: 'live_scores',
      leagueId: s.league.id,
      isPublic: true,
      theme: {},
      playlist: [],
    });
    tv = await tvPage(browser);
    await tv.goto(`${w.host.url}/kiosk/?wallboard=${board.id}`);
  });
  test.afterAll(() => w?.close());

  test("before the first frame: the TV shows tonight's match as not started", async () => {
    const waiting = tv.getByTestId('waiting-card');
    await expect(waiting).toContainText('not started');
    await expect(waiting).toContainText('Red Lions');
    await expect(tv.getByText('No live matches at the moment')).toHaveCount(0);
  });

  test("Red Lions' captain finds tonight's match on the home page and scores the first frame; the TV shows it at once", async ({
    browser,
  }) => {
    redPhone = await homeOn(browser, w, phone, red);
    const next = redPhone.getByRole('region', { name: 'Next match' });
    await expect(next).toContainText('Red Lions v Blue Cues');
    await plain(redPhone);
    await next.getByRole('link', { name: 'Start Scoring' }).click();
    await expect(redPhone.getByRole('heading', { name: 'Live Scoring' })).toBeVisible();
    await expect(redPhone.getByText('No frames yet. Tap Add Frame to start scoring.')).toBeVisible();
    await redPhone.getByRole('button', { name: 'Add Frame' }).click();
    // The first frame given players starts the match: no one pressed Start Match.
    const frame = redPhone.getByRole('listitem', { name: 'Frame 1', exact: true });
    await frame.getByLabel('Home player, frame 1').selectOption({ label: 'Ann Lee' });
    await frame.getByLabel('Away player, frame 1').selectOption({ label: 'Bob Ray' });
    await expect(tv.getByTestId('score-card')).toContainText('LIVE');
    await expect(tv.getByTestId('waiting-card')).toHaveCount(0);
    const tapped = Date.now();
    await frame
      .getByRole('group', { name: 'Winner of frame 1' })
      .getByRole('button', { name: 'Home' })
      .click();
    await expect(frameOnTv(1)).toHaveAttribute('data-winner', 'home');
    console.log(`tap to TV: ${Date.now() - tapped} ms`);
    await expect(tv.getByTestId('score-card')).toContainText('1 - 0');
    await expect(redPhone.getByTestId('sync-status')).toHaveText('All changes saved');
    await plain(redPhone);
    await redPhone.screenshot({ path: 'test-results/league-night/red-captain-scoring.png', fullPage: true });
    await tv.screenshot({ path: 'test-results/league-night/tv-first-frame.png' });
  });

  test("Blue Cues' captain opens the match from the Match Night list and scores the second frame", async ({
    browser,
  }) => {
    bluePhone = await homeOn(browser, w, phone, blue);
    await bluePhone.goto('/match-night');
    const yours = bluePhone.getByRole('region', { name: 'Your matches' });
    await yours.getByRole('button', { name: 'Start Scoring Red Lions vs Blue Cues' }).click();
    await expect(bluePhone.getByTestId('score')).toHaveText('1 - 0');
    await bluePhone.getByRole('button', { name: 'Add Frame' }).click();
    await scoreFrame(bluePhone, 2, 'Amy Hart', 'Ben Cole', 'Away');
    await expect(frameOnTv(2)).toHaveAttribute('data-winner', 'away');
    await expect(bluePhone.getByTestId('sync-status')).toHaveText('All changes saved');
    await plain(bluePhone);
  });

  test("Red Lions' captain scores the decider and completes the match after its confirmation", async ({
    browser,
  }) => {
    await expect(redPhone.getByTestId('score')).toHaveText('1 - 1');
    await redPhone.getByRole('button', { name: 'Add Frame' }).click();
    await scoreFrame(redPhone, 3, 'Ann Lee', 'Bob Ray', 'Home');
    await expect(frameOnTv(3)).toHaveAttribute('data-winner', 'home');
    // Three frames is this league's match: the button says so instead of adding a fourth.
    await expect(redPhone.getByRole('button', { name: 'This match has 3 frames' })).toBeDisabled();
    await redPhone.getByRole('button', { name: 'Complete Match' }).click();
    const dialog = redPhone.getByRole('alertdialog');
    await expect(dialog.getByTestId('final-score')).toHaveText('Red Lions vs Blue Cues: 2 - 1');
    await expect(dialog).toContainText('Every frame has a winner.');
    await dialog.getByRole('button', { name: 'Complete Match' }).click();
    await expectToast(redPhone, 'Success', 'Match completed successfully');

    // The organiser's desktop home: this week's result waiting for the other captain.
    organiser = await homeOn(browser, w, desk, { email: 'organiser@example.com', password: 'break-off-1' });
    await expect(organiser.getByRole('heading', { name: /^This week/ })).toBeVisible();
    await expect(
      organiser.getByRole('link', { name: '1 Results awaiting confirmation', exact: true }),
    ).toBeVisible();
    await plain(organiser);
    await organiser.screenshot({ path: 'test-results/league-night/organiser-home.png', fullPage: true });
  });

  test("Blue Cues' captain sees the result waiting on the home page and confirms it from the e-mail's link", async () => {
    await bluePhone.goto('/');
    const toConfirm = bluePhone.getByRole('region', { name: 'Results to confirm' });
    await expect(toConfirm).toContainText('Red Lions 2 - 1 Blue Cues');
    await plain(bluePhone);

    let link = '';
    await expect
      .poll(async () => {
        const mail = (await mailbox(w.host.url)).find(
          (m) => m.to === blue.email && m.subject === 'Red Lions v Blue Cues: please confirm the result',
        );
        link = /https?:\/\/\S+\/fixtures\/\d+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .toBe(`${w.host.url}/fixtures/${fixtureId}`);
    await bluePhone.goto(link);
    await expect(bluePhone.getByRole('heading', { level: 1, name: 'Red Lions v Blue Cues' })).toBeVisible();
    await expect(bluePhone.getByTestId('score')).toHaveText('2 - 1');
    await expect(bluePhone.getByRole('listitem', { name: 'Frame 2' })).toContainText('Entered by Bea Blue');
    await expect(bluePhone.getByRole('listitem', { name: 'Frame 3' })).toContainText('Entered by Rita Red');
    const confirm = bluePhone.getByRole('button', { name: 'Confirm', exact: true });
    await expect(confirm).toBeInViewport();
    await plain(bluePhone);
    await bluePhone.screenshot({
      path: 'test-results/league-night/blue-captain-confirm.png',
      fullPage: true,
    });
    await confirm.click();
    await expectToast(bluePhone, 'Success', 'Result confirmed');
    await expect(bluePhone.getByTestId('status')).toHaveText('FinalConfirmed');
    await plain(bluePhone);
  });

  test("each role's home the next morning: the player's result and rating, the organiser's week, a visitor's league", async ({
    browser,
  }) => {
    const player = await homeOn(browser, w, phone, amy);
    await expect(player.getByRole('region', { name: 'Latest results' })).toContainText('Red Lions');
    await expect(
      player.getByRole('region', { name: 'Rating and form' }).getByTestId('home-rating'),
    ).toHaveText(/^\d+/);
    await plain(player);

    await organiser.reload();
    await expect(
      organiser.getByRole('link', { name: '0 Results awaiting confirmation', exact: true }),
    ).toBeVisible();
    await plain(organiser);

    const visitor = await homeOn(browser, w, phone);
    const leagues = visitor.getByRole('region', { name: 'League tables and results' });
    await leagues.getByRole('link', { name: 'Winter League 2026/27' }).click();
    await expect(visitor.getByText('Red Lions').first()).toBeVisible();
    await plain(visitor);
    expect(w.errors).toEqual([]);
  });
});
