// Issue 25 at 1366x768: the Fixtures screen grouped by night with scores, status labels, one primary
// action per row and the others in its menu; postponing with a reason that the result page and the
// public site show; the Standings screen with its division picker and tie-break order; and the
// head-to-head page reached from a player's page. No page shows a UUID.
import { format } from 'date-fns';
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { fixtureMenu } from './fixture-menu.ts';
import { fixtureRow, seedSeason, type Seeded } from './season-setup.ts';
import { expectToast, go, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const night = (d: Date) => format(d, 'EEEE d MMMM yyyy');

async function noUuid(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(uuid);
}

test.describe('web: the Fixtures screen, postponing, standings and head-to-head', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  let ann: number;
  let bob: number;
  const today = new Date();
  const nextWeek = new Date(today.getTime() + 7 * 86_400_000);

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    await w.page.setViewportSize({ width: 1366, height: 768 });
    s = await seedSeason(w, [
      'Red Lions',
      'Blue Cues',
      'Green Baize',
      'Black Balls',
      'Pink Pots',
      'Chalk Dust',
    ]);
    await s.call('POST', '/divisions', { leagueId: s.league.id, name: 'Division One' });
    ann = (await s.call('POST', '/players', { fullName: 'Ann Lee' })).id;
    bob = (await s.call('POST', '/players', { fullName: 'Bob Ray' })).id;
    await s.call('POST', `/teams/${s.teams['Red Lions']}/players`, { playerId: ann });
    await s.call('POST', `/teams/${s.teams['Blue Cues']}/players`, { playerId: bob });
    const fixture = (home: string, away: string, at: Date) =>
      s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt: at.toISOString(),
      });
    // Tonight: a result (3-2, Ann Lee against Bob Ray), a match in play (1-0) and one to start.
    const played = await fixture('Red Lions', 'Blue Cues', today);
    for (const winner of ['home', 'home', 'away', 'home', 'away'])
      await s.call('POST', `/fixtures/${played.id}/frames`, { homePlayerId: ann, awayPlayerId: bob, winner });
    await s.call('PATCH', `/fixtures/${played.id}`, { status: 'final' });
    const playing = await fixture('Green Baize', 'Black Balls', today);
    await s.call('POST', `/fixtures/${playing.id}/frames`, { winner: 'home' });
    await fixture('Pink Pots', 'Chalk Dust', today);
    // Next week: the one to postpone.
    await fixture('Blue Cues', 'Red Lions', nextWeek);
  });
  test.afterAll(() => w?.close());

  test('fixtures are grouped by night, with scores, status labels, a primary action and a menu', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([night(today), night(nextWeek)]);
    const tonight = page.getByRole('region', { name: night(today) });
    const result = fixtureRow(page, 'Red Lions', 'Blue Cues');
    await expect(result.getByTestId('score')).toHaveText('3 - 2');
    await expect(result.getByText('Final', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Result of Red Lions vs Blue Cues' })).toBeVisible();
    const live = fixtureRow(page, 'Green Baize', 'Black Balls');
    await expect(live.getByTestId('score')).toHaveText('1 - 0');
    await expect(live.getByText('In play', { exact: true })).toBeVisible();
    await expect(
      live.getByRole('link', { name: 'Score Green Baize vs Black Balls on Match Night' }),
    ).toHaveAttribute('href', /\/match-night\?fixtureId=\d+$/);
    const toStart = fixtureRow(page, 'Pink Pots', 'Chalk Dust');
    await expect(toStart.getByTestId('score')).toHaveText('');
    await expect(toStart.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(toStart.getByRole('button', { name: 'Start match Pink Pots vs Chalk Dust' })).toBeVisible();
    await expect(tonight.getByRole('row')).toHaveCount(4); // the header and tonight's three
    await expect(page.getByText(/^(in_play|final|scheduled|postponed)$/)).toHaveCount(0);

    // The others wait in the row's menu, reached and left by keyboard too.
    const menu = await fixtureMenu(result, 'Red Lions vs Blue Cues');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Frames',
      'Print Score Sheet',
      'Edit…',
      'Forfeit…',
      'Void',
      'Delete…',
    ]);
    await page.screenshot({ path: 'test-results/web-fixtures-work-fixtures.png' });
    await expect(
      menu.getByRole('menuitem', { name: 'Manage frames of Red Lions vs Blue Cues' }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      menu.getByRole('menuitem', { name: 'Print Score Sheet for Red Lions vs Blue Cues' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(
      result.getByRole('button', { name: 'More actions for Red Lions vs Blue Cues' }),
    ).toBeFocused();
    await noUuid(page);
  });

  test('postpones with a reason: the row, the result page and the public site show it', async () => {
    const { page } = w;
    const row = fixtureRow(page, 'Blue Cues', 'Red Lions');
    await (
      await fixtureMenu(row, 'Blue Cues vs Red Lions')
    )
      .getByRole('menuitem', { name: 'Postpone Blue Cues vs Red Lions' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Postpone Fixture' });
    await expect(dialog.getByRole('button', { name: 'Postpone' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Postpone' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Burst pipe at the venue');
    await page.screenshot({ path: 'test-results/web-fixtures-work-postpone.png' });
    await dialog.getByRole('button', { name: 'Postpone' }).click();
    await expectToast(page, 'Success', 'Fixture postponed');
    await expect(row.getByText('Postponed', { exact: true })).toBeVisible();
    await expect(row.getByText('Postponed: Burst pipe at the venue')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reschedule Blue Cues vs Red Lions' })).toBeVisible();

    await (
      await fixtureMenu(row, 'Blue Cues vs Red Lions')
    )
      .getByRole('menuitem', { name: 'Result of Blue Cues vs Red Lions' })
      .click();
    await expect(page.getByTestId('postponement')).toHaveText('Postponed: Burst pipe at the venue');
    await expect(page.getByTestId('status')).toContainText('Postponed');
    await noUuid(page);

    await page.goto(`/results/${s.league.id}/divisions/${s.division.id}`);
    const listed = page.getByTestId('fixture-row').filter({ hasText: 'Postponed: Burst pipe at the venue' });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Blue Cues');
    await page.screenshot({ path: 'test-results/web-fixtures-work-public.png' });
  });

  test('the Standings screen: a division picker, the table and the tie-break order', async () => {
    const { page } = w;
    await page.goto('/standings');
    await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
    await page.getByLabel('Division', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Division One · 2026/27', 'Premier · 2026/27']);
    await page.getByRole('option', { name: 'Premier · 2026/27' }).click();
    await expect(page).toHaveURL(/\/standings\?divisionId=\d+$/);
    const table = page.getByRole('region', { name: 'Premier table' });
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Red Lions');
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).not.toHaveText('0');
    await expect(page.getByTestId('tiebreak')).toHaveText(
      'Teams level on points are ordered by 1. Frame difference, 2. Frames for, 3. Team name.',
    );
    await page.screenshot({ path: 'test-results/web-fixtures-work-standings.png' });
    await page.getByLabel('Division', { exact: true }).click();
    await page.getByRole('option', { name: 'Division One · 2026/27' }).click();
    await expect(page.getByText('No teams in this division yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Premier table' })).toHaveCount(0);
    await noUuid(page);
  });

  test("head-to-head from a player's page: frames won each, the chance and their meetings", async () => {
    const { page } = w;
    await page.goto(`/players/${ann}`);
    await page.getByRole('link', { name: 'Head-to-head with Bob Ray' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/head-to-head\\?playerA=${ann}&playerB=${bob}$`));
    await expect(page.getByTestId('stat-Ann Lee won')).toHaveText('3');
    await expect(page.getByTestId('stat-Bob Ray won')).toHaveText('2');
    await expect(page.getByTestId('stat-Frames played')).toHaveText('5');
    await expect(page.getByTestId("stat-Ann Lee's chance of the next frame")).toHaveText(/^\d{1,3}%$/);
    const meeting = page.getByTestId('meeting');
    await expect(meeting).toHaveCount(1);
    await expect(meeting.getByRole('link', { name: 'Red Lions v Blue Cues' })).toBeVisible();
    await expect(meeting.getByRole('listitem')).toHaveText([
      'Frame 1: Ann Lee won',
      'Frame 2: Ann Lee won',
      'Frame 3: Bob Ray won',
      'Frame 4: Ann Lee won',
      'Frame 5: Bob Ray won',
    ]);
    await page.screenshot({ path: 'test-results/web-fixtures-work-head-to-head.png', fullPage: true });
    await noUuid(page);

    // The pickers choose by name: clear Player B and pick them again.
    await page.getByRole('button', { name: 'Clear' }).nth(1).click();
    await expect(page.getByText('Choose two players to compare.')).toBeVisible();
    await page.getByLabel('Player B').fill('Bo');
    await page.getByRole('option', { name: 'Bob Ray' }).click();
    await expect(page.getByTestId('stat-Bob Ray won')).toHaveText('2');
  });
});
