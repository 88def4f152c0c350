// E-mail notifications in the browser: a captain turns fixture e-mails off on Account and gets only
// the others; the "stop these e-mails" link of one turns its kind off after a click.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed } from '../support/mailbox.ts';
import { matchNightWorld, scorerPhone, seedMatch, type Match, type World } from './match-night-setup.ts';
import { expectAccessible, expectToast, STORY_MS } from './web-helpers.ts';

test.describe('web: e-mail notifications', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  const captain = { email: `captain-${Date.now()}@example.com`, password: 'safety-1' };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser, { ownHost: true });
    m = await seedMatch(w.api, 'scheduled');
    const { user } = await signUpConfirmed(w.host.url, captain.email, captain.password);
    await w.api('PATCH', `/teams/${m.awayTeamId}`, { captainUserId: user.id });
  });
  test.afterAll(() => w?.close());

  /** The captain's notification e-mails, oldest first (the sign-up confirmation left out). */
  const notices = async () =>
    (await mailbox(w.host.url))
      .filter((mail) => mail.to === captain.email && mail.subject !== 'Confirm your Cueboard account')
      .reverse();

  test('a captain turns fixture e-mails off on Account, and gets only the others', async () => {
    const { page } = await scorerPhone(w, '/account', 'desktop', captain);
    await expect(page.getByText('E-mail notifications', { exact: true })).toBeVisible();
    const fixtures = page.getByRole('checkbox', {
      name: 'My fixture is postponed, rescheduled, voided or forfeited',
    });
    await expect(fixtures).toBeChecked();
    await fixtures.click();
    await expectToast(page, 'Success', 'Notification settings saved');
    await expect(fixtures).not.toBeChecked();
    await expectAccessible(page, 'Account');

    await w.api('PATCH', `/fixtures/${m.fixtureId}`, { kickoffAt: '2027-05-06T19:30:00Z' });
    const transfer = await w.api('POST', '/transfers', {
      playerId: m.homePlayers[0],
      fromTeamId: m.homeTeamId,
      toTeamId: m.awayTeamId,
    });
    await w.api('PATCH', `/transfers/${transfer.id}`, { status: 'rejected' });
    // Sent in the order queued: once the transfer e-mail is here, the fixture one would be too.
    await expect
      .poll(async () => (await notices()).map((mail) => mail.subject), { timeout: 30_000 })
      .toEqual(['Transfer of Ann Home rejected']);
  });

  test("the e-mail's link stops that kind after a click", async () => {
    const [{ text }] = await notices();
    const link = new URL(/https?:\/\/\S+\/unsubscribe#token=\S+/.exec(text)![0]);
    const { page } = await scorerPhone(w, '/account', 'desktop', captain);
    await page.goto(`${w.host.url}${link.pathname}${link.hash}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You will no longer get e-mails for: A transfer request for my team is decided.',
    );
    await page.goto(`${w.host.url}/account`);
    await expect(
      page.getByRole('checkbox', { name: 'A transfer request for my team is decided' }),
    ).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'A result waits for my confirmation, or is disputed' }),
    ).toBeChecked();
  });
});
