// Result confirmation in the browser (docs/result-confirmation.md): in a league that asks for it,
// Red Lions' captain completes two results; Blue Cues' captain confirms one and disputes the other
// with a reason on Fixtures; the organiser settles the dispute and the league's table counts both.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  go,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';
import { fixtureRow, seedSeason, type Seeded } from './season-setup.ts';

/** The league table's rows as [team, played], from the league's settings screen. */
const played = async (page: Page) =>
  (await page.getByRole('region', { name: 'Premier table' }).getByRole('row').allInnerTexts())
    .slice(1)
    .map((r) => r.split(/\t/).map((c) => c.trim()))
    .map((r) => [r[1], r[2]]);

test.describe('web: the other captain confirms or disputes a result, the organiser settles', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  let captainPage: Page;
  const ids: number[] = [];
  let blue: { email: string; password: string };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    blue = { email: w.email('blue-captain'), password: 'safety-1' };
    s = await seedSeason(w, ['Red Lions', 'Blue Cues']);
    await s.call('PATCH', `/leagues/${s.league.id}`, { settings: { require_confirmation: true } });
    const red = await signUpConfirmed(w.host.url, w.email('red-captain'), 'safety-1');
    const blueUser = await signUpConfirmed(w.host.url, blue.email, blue.password);
    await s.call('POST', '/user-roles', {
      userId: red.user.id,
      role: 'captain',
      teamId: s.teams['Red Lions'],
    });
    // Blue Cues names its captain on the team itself (the team form's Captain), not with a role grant.
    await s.call('PATCH', `/teams/${s.teams['Blue Cues']}`, { captainUserId: blueUser.user.id });
    // Red Lions' captain scores and completes both matches: 2-1 at home, 0-2 away.
    const asRed = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${w.host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${red.session.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    };
    const played: [string, string, string, ('home' | 'away')[]][] = [
      ['Red Lions', 'Blue Cues', '2027-01-07', ['home', 'away', 'home']],
      ['Blue Cues', 'Red Lions', '2027-01-14', ['away', 'away']],
    ];
    for (const [home, away, day, frames] of played) {
      const f = await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt: `${day}T19:30:00.000Z`,
      });
      ids.push(f.id);
      for (const winner of frames) await asRed('POST', `/fixtures/${f.id}/frames`, { winner });
      await asRed('PATCH', `/fixtures/${f.id}`, { status: 'final' });
    }
  });
  test.afterAll(() => w?.close());

  test("Blue Cues' captain sees both awaiting, confirms one and disputes the other", async () => {
    // The e-mail that asked: the score, and a link to the fixture on Fixtures (no token in it).
    await expect
      .poll(async () =>
        (await mailbox(w.host.url))
          .filter(
            // The deployment hosts several organisations: the subject leads with the story's.
            (m) =>
              m.to === blue.email &&
              m.subject ===
                `${w.organiser.organisation.name} · Red Lions v Blue Cues: please confirm the result`,
          )
          .map((m) => m.text.split('\n')[0]),
      )
      .toEqual([
        `Red Lions v Blue Cues finished 2-1. Please confirm or dispute the result within 48 hours (it counts after that): ${w.host.url}/fixtures/${ids[0]}`,
      ]);
    captainPage = await w.context
      .browser()!
      .newContext({ baseURL: w.host.url })
      .then((c) => c.newPage());
    await captainPage.goto('/');
    await signIn(captainPage, blue.email, blue.password);
    await go(captainPage, 'Fixtures');
    const first = fixtureRow(captainPage, 'Red Lions', 'Blue Cues');
    const second = fixtureRow(captainPage, 'Blue Cues', 'Red Lions');
    await expect(first.getByText('Awaiting confirmation')).toBeVisible();
    await expect(second.getByText('Awaiting confirmation')).toBeVisible();
    await expectAccessible(captainPage, 'Fixtures awaiting confirmation');

    await first.getByRole('button', { name: 'Confirm result of Red Lions vs Blue Cues' }).click();
    await expectToast(captainPage, 'Success', 'Result confirmed');
    await expect(first.getByText('Awaiting confirmation')).toBeHidden();

    await (
      await fixtureMenu(second, 'Blue Cues vs Red Lions')
    )
      .getByRole('menuitem', { name: 'Dispute result of Blue Cues vs Red Lions' })
      .click();
    const dialog = captainPage.getByRole('dialog', { name: 'Dispute Result' });
    await expect(dialog.getByRole('button', { name: 'Dispute Result' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Frame 2 was ours: the black was potted legally');
    await dialog.getByRole('button', { name: 'Dispute Result' }).click();
    await expectToast(captainPage, 'Success', 'Result disputed');
    await expect(second.getByText('Disputed', { exact: true })).toBeVisible();
    await expect(second.getByText('Reason: Frame 2 was ours: the black was potted legally')).toBeVisible();
    await expect(second.getByRole('button', { name: /Confirm result/ })).toHaveCount(0);
  });

  test('the table counts only the confirmed result until the organiser settles the dispute', async () => {
    const { page } = w;
    await go(page, 'Leagues');
    await page.getByRole('link', { name: 'Settings of Winter League' }).click();
    await expect
      .poll(() => played(page))
      .toEqual([
        ['Red Lions', '1'],
        ['Blue Cues', '1'],
      ]);

    // Match night shows the state and links to the result page, as the e-mail does.
    await page.goto(`/match-night?fixtureId=${ids[1]}`);
    await expect(page.getByTestId('confirmation')).toContainText('Disputed');
    await page.getByRole('link', { name: 'See the result' }).click();
    await expect(page.getByRole('heading', { name: 'Blue Cues v Red Lions' })).toBeVisible();
    await expect(page.getByTestId('status')).toContainText('Disputed');
    await page.getByRole('button', { name: 'Settle Result' }).click();
    await expectToast(page, 'Success', 'Result settled');
    await expect(page.getByTestId('status')).not.toContainText('Disputed');

    await go(page, 'Leagues');
    await page.getByRole('link', { name: 'Settings of Winter League' }).click();
    await expect
      .poll(() => played(page))
      .toEqual([
        ['Red Lions', '2'],
        ['Blue Cues', '2'],
      ]);
  });
});
