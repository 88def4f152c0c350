// The result page (/fixtures/{id}) as the night lives it: Blue Cues' captain opens the confirmation
// e-mail's link on a 390x844 phone, reads the score and each frame's players and scorer by name, and
// confirms with no sideways scroll (at 360 px too); they dispute another result with a reason; the
// organiser at 1366x768 reads the dispute there, corrects a frame, and settles. No page shows an id.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed } from '../support/mailbox.ts';
import { phone } from './devices.ts';
import {
  expectAccessible,
  expectToast,
  STORY_MS,
  storyWorld,
  type StoryWorld,
  type WebWorld,
} from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';
import { fixtureRow, seedSeason, type Seeded } from './season-setup.ts';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Nothing on the page scrolls sideways, and no text on it is an id. */
async function fitsAndNamesOnly(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await page.locator('body').innerText()).not.toMatch(uuid);
}

/** The link in the newest e-mail to `to` with this subject, once it has arrived. */
async function mailedLink(w: WebWorld, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(w.host.url)).find((m) => m.to === to && m.subject === subject);
      link = /https?:\/\/\S+\/fixtures\/\d+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test.describe('web: the result page, from the e-mail to the settled dispute', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  let captain: Page;
  const ids: number[] = [];
  let blue: { email: string; password: string };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    blue = { email: w.email('blue-captain'), password: 'safety-1' };
    s = await seedSeason(w, ['Red Lions', 'Blue Cues']);
    await s.call('PATCH', `/leagues/${s.league.id}`, { settings: { require_confirmation: true } });
    await s.call('PATCH', '/me', { displayName: 'Olive Organiser' });
    // Red Lions' captain never chose a display name (the frames dialog's "Entered By" stayed empty for
    // such a scorer): they are named by the player their account is linked to.
    const red = await signUpConfirmed(w.host.url, w.email('red-captain'), 'safety-1');
    await s.call('POST', '/players', { fullName: 'Rita Red', userId: red.user.id });
    const blueUser = await signUpConfirmed(w.host.url, blue.email, blue.password, {
      display_name: 'Bea Blue',
    });
    await s.call('PATCH', `/teams/${s.teams['Red Lions']}`, { captainUserId: red.user.id });
    await s.call('PATCH', `/teams/${s.teams['Blue Cues']}`, { captainUserId: blueUser.user.id });
    const ann = await s.call('POST', '/players', { fullName: 'Ann Lee' });
    const bob = await s.call('POST', '/players', { fullName: 'Bob Ray' });
    await s.call('POST', `/teams/${s.teams['Red Lions']}/players`, { playerId: ann.id });
    await s.call('POST', `/teams/${s.teams['Blue Cues']}/players`, { playerId: bob.id });
    const asRed = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${w.host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${red.session.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    };
    // Red Lions' captain scores and completes both: 2-1 at home, 0-2 away (Blue Cues disputes that one).
    const played: [string, string, string, ('home' | 'away')[]][] = [
      ['Red Lions', 'Blue Cues', '2027-01-07', ['home', 'away', 'home']],
      ['Blue Cues', 'Red Lions', '2027-01-14', ['away', 'away']],
    ];
    for (const [home, away, day, winners] of played) {
      const f = await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt: `${day}T19:30:00.000Z`,
      });
      ids.push(f.id);
      const [homePlayerId, awayPlayerId] = home === 'Red Lions' ? [ann.id, bob.id] : [bob.id, ann.id];
      for (const winner of winners)
        await asRed('POST', `/fixtures/${f.id}/frames`, { homePlayerId, awayPlayerId, winner });
      await asRed('PATCH', `/fixtures/${f.id}`, { status: 'final' });
    }
  });
  test.afterAll(() => w?.close());

  test("Blue Cues' captain opens the e-mail's link on a phone, reads the result and confirms it", async () => {
    const link = await mailedLink(
      w,
      blue.email,
      `${w.organiser.organisation.name} · Red Lions v Blue Cues: please confirm the result`,
    );
    expect(link).toBe(`${w.host.url}/fixtures/${ids[0]}`);
    captain = await w.browser.newContext({ ...phone, baseURL: w.host.url }).then((c) => c.newPage());
    await captain.goto(link);
    await expect(captain.getByRole('heading', { level: 1, name: 'Red Lions v Blue Cues' })).toBeVisible();
    await expect(captain.getByTestId('score')).toHaveText('2 - 1');
    await expect(captain.getByTestId('status')).toHaveText('FinalAwaiting confirmation');
    await expect(captain.getByText('Premier · Jan 07, 2027', { exact: false })).toBeVisible();
    const frame = (n: number) => captain.getByRole('listitem', { name: `Frame ${n}` });
    await expect(frame(1)).toContainText('Won by Red Lions');
    await expect(frame(1)).toContainText('Ann Lee v Bob Ray');
    await expect(frame(2)).toContainText('Won by Blue Cues');
    // Signed out, the page names nobody behind the frames; the captain signs in from it to answer.
    await expect(frame(1)).toContainText(/Entered \w{3} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(frame(1)).not.toContainText('Rita Red');
    await captain.getByRole('button', { name: 'Sign in to confirm or dispute' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill(blue.email);
    await dialog.getByLabel('Password').fill(blue.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(captain, 'Login Successful', 'Welcome back!');
    await expect(frame(3)).toContainText(/Entered by Rita Red · \w{3} \d{2}, \d{4} \d{2}:\d{2}/);

    const confirm = captain.getByRole('button', { name: 'Confirm', exact: true });
    await expect(confirm).toBeVisible();
    await expect(captain.getByRole('button', { name: 'Dispute', exact: true })).toBeVisible();
    // Large enough for a thumb, and on screen without scrolling sideways.
    expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await fitsAndNamesOnly(captain);
    await captain.screenshot({ path: 'test-results/result-page/captain-390.png', fullPage: true });
    await captain.setViewportSize({ width: 360, height: 740 });
    await fitsAndNamesOnly(captain);
    await expectAccessible(captain, 'result page awaiting confirmation');

    await confirm.click();
    await expectToast(captain, 'Success', 'Result confirmed');
    await expect(captain.getByTestId('status')).toHaveText('FinalConfirmed');
    await expect(captain.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  });

  test('the captain disputes the other result with a reason; the page shows who and why', async () => {
    await captain.setViewportSize(phone.viewport);
    await captain.goto(
      await mailedLink(
        w,
        blue.email,
        `${w.organiser.organisation.name} · Blue Cues v Red Lions: please confirm the result`,
      ),
    );
    await expect(captain.getByTestId('score')).toHaveText('0 - 2');
    await captain.getByRole('button', { name: 'Dispute', exact: true }).click();
    const dialog = captain.getByRole('dialog', { name: 'Dispute Result' });
    await expect(dialog.getByRole('button', { name: 'Dispute Result' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Frame 2 was ours: the black was potted legally');
    await dialog.getByRole('button', { name: 'Dispute Result' }).click();
    await expectToast(captain, 'Success', 'Result disputed');
    const dispute = captain.getByRole('region', { name: 'Dispute' });
    await expect(dispute).toContainText(/Disputed by Bea Blue · \w{3} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(dispute).toContainText('Reason: Frame 2 was ours: the black was potted legally');
    await expect(captain.getByRole('button', { name: 'Dispute', exact: true })).toHaveCount(0);
    await captain.setViewportSize({ width: 360, height: 740 });
    await fitsAndNamesOnly(captain);
  });

  test('the organiser at a desktop reads the dispute, corrects frame 2 and settles', async () => {
    const { page } = w;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/fixtures');
    // The frames dialog names who entered each frame (a name and when, never an id).
    await (
      await fixtureMenu(fixtureRow(page, 'Red Lions', 'Blue Cues'), 'Red Lions vs Blue Cues')
    )
      .getByRole('menuitem', { name: 'Manage frames of Red Lions vs Blue Cues' })
      .click();
    const frames = page.getByRole('dialog', { name: 'Manage Frames - Red Lions vs Blue Cues' });
    await expect(frames.getByRole('row').nth(1)).toContainText(/Rita Red\s*\w{3} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(frames.getByRole('row').nth(1)).toContainText('Ann Lee');
    expect(await frames.innerText()).not.toMatch(uuid);
    await frames.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Result of Blue Cues vs Red Lions' }).click();
    await page.waitForURL(`${w.host.url}/fixtures/${ids[1]}`);
    const dispute = page.getByRole('region', { name: 'Dispute' });
    await expect(dispute).toContainText('Disputed by Bea Blue');
    await expect(dispute).toContainText('Reason: Frame 2 was ours: the black was potted legally');

    await page.getByRole('button', { name: 'Correct frame 2' }).click();
    const correct = page.getByRole('dialog', { name: 'Correct Frame 2' });
    await expect(correct.getByRole('button', { name: 'Save Frame' })).toBeDisabled();
    await correct.getByLabel('Winner').click();
    await page.getByRole('option', { name: 'Blue Cues', exact: true }).click();
    await correct.getByRole('button', { name: 'Save Frame' }).click();
    await expectToast(page, 'Success', 'Frame corrected');
    await expect(page.getByTestId('score')).toHaveText('1 - 1');
    await expect(page.getByRole('listitem', { name: 'Frame 2' })).toContainText('Entered by Olive Organiser');
    await fitsAndNamesOnly(page);
    await page.screenshot({ path: 'test-results/result-page/organiser-1366.png', fullPage: true });
    await expectAccessible(page, 'result page disputed');

    await page.getByRole('button', { name: 'Settle Result' }).click();
    await expectToast(page, 'Success', 'Result settled');
    await expect(page.getByTestId('status')).toHaveText('FinalConfirmed');
    await expect(page.getByRole('region', { name: 'Dispute' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settle Result' })).toHaveCount(0);
    await fitsAndNamesOnly(page);
  });
});
