// A match starts when its scoring starts and has its league's length (issue 24): a captain on a
// phone scores from Match Night with no organiser action and the fixture shows as in play; a full
// match's button says so; Complete Match asks first, with the final score and the undecided frames.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type Match,
  type World,
} from './match-night-setup.ts';
import { STORY_MS } from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';

test.describe('match night: a captain starts the match by scoring it', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  let captain: { email: string; password: string };
  let phone: Page;
  const status = async () => (await w.api('GET', `/fixtures/${m.fixtureId}`)).status;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    m = await seedMatch(w.api, 'scheduled');
    await w.api('PATCH', `/leagues/${m.leagueId}`, { settings: { frames_per_match: 3 } });
    captain = { email: `cap-${Date.now()}@example.com`, password: 'secret123' };
    const { user } = await signUpConfirmed(w.host.url, captain.email, captain.password);
    await w.api('PATCH', `/teams/${m.awayTeamId}`, { captainUserId: user.id });
  });
  test.afterAll(() => w?.close());

  test("the away captain's first frame puts the fixture in play", async () => {
    ({ page: phone } = await scorerPhone(w, '/match-night', 'phone', captain));
    const entry = phone.getByRole('listitem').filter({ hasText: 'Red Lions' });
    await expect(entry).toContainText('Scheduled');
    await entry.getByRole('button', { name: /Start Scoring/ }).click();
    await expect(phone.getByRole('button', { name: 'Start Match' })).toBeVisible();
    await phone.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(phone, 1).waitFor();
    await tapWinner(phone, 1, 'Home');
    await expect.poll(status).toBe('in_play');
    await expect(phone.getByRole('button', { name: 'Start Match' })).toHaveCount(0);
    await phone.getByRole('button', { name: 'Back' }).click();
    await expect(entry).toContainText('In play');
  });

  test('a full match says so on the Add Frame button', async () => {
    await phone.getByRole('listitem').filter({ hasText: 'Red Lions' }).getByRole('button').click();
    await frameCard(phone, 1).waitFor();
    for (const n of [2, 3]) {
      await phone.getByRole('button', { name: 'Add Frame' }).click();
      await frameCard(phone, n).waitFor();
    }
    await tapWinner(phone, 2, 'Away');
    const full = phone.getByRole('button', { name: 'This match has 3 frames' });
    await expect(full).toBeDisabled();
    await expect(phone.getByRole('button', { name: 'Add Frame' })).toHaveCount(0);
  });

  test('Complete Match shows the final score and the undecided frames, and completes on confirming', async () => {
    await phone.getByRole('button', { name: 'Complete Match' }).click();
    const dialog = phone.getByRole('alertdialog');
    await expect(dialog.getByTestId('final-score')).toHaveText(/Red Lions \S+ vs Cue Ballers \S+: 1 - 1/);
    await expect(dialog).toContainText('1 frame is still undecided and will count for nobody.');
    await phone.screenshot({ path: 'test-results/match-night-complete-dialog.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await status()).toBe('in_play');
    await phone.getByRole('button', { name: 'Complete Match' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Complete Match' }).click();
    await expect.poll(status).toBe('final');
  });

  test("on Fixtures the captain starts their own team's next match, and no other team's", async () => {
    const next = await w.api('POST', '/fixtures', {
      divisionId: m.divisionId,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      venueId: (await w.api('GET', `/fixtures/${m.fixtureId}`)).venueId,
      kickoffAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    const others = await seedMatch(w.api, 'scheduled');
    const { page } = await scorerPhone(w, '/fixtures', 'phone', captain);
    await expect(
      page.getByText(
        "Only organisers can create, edit or delete fixtures. A captain starts and scores their own team's matches.",
      ),
    ).toBeVisible();
    // Next week's match: Start Match is in its row's menu (the primary Start shows on the night).
    const [ownHome, ownAway] = await Promise.all(
      [m.homeTeamId, m.awayTeamId].map(async (id) => (await w.api('GET', `/teams/${id}`)).name as string),
    );
    const ownLabel = `${ownHome} vs ${ownAway}`;
    // This week's result has the same two teams: the row to start is the scheduled one.
    const ownRow = page
      .getByRole('row')
      .filter({ hasText: 'Scheduled' })
      .filter({ has: page.getByRole('button', { name: `More actions for ${ownLabel}` }) });
    const otherName = (await w.api('GET', `/teams/${others.homeTeamId}`)).name;
    const otherMenu = await fixtureMenu(page, new RegExp(`^More actions for ${otherName} vs`));
    await expect(otherMenu.getByRole('menuitem', { name: /^Manage frames of / })).toHaveCount(1);
    await expect(otherMenu.getByRole('menuitem', { name: /^Start match/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const ownMenu = await fixtureMenu(ownRow, ownLabel);
    const own = ownMenu.getByRole('menuitem', { name: `Start match ${ownLabel}` });
    await expect(own).toHaveCount(1);
    await page.screenshot({ path: 'test-results/match-night-captain-fixtures.png', fullPage: true });
    await own.click();
    await expect.poll(async () => (await w.api('GET', `/fixtures/${next.id}`)).status).toBe('in_play');
  });
});
