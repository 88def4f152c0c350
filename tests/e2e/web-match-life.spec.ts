// A match's life on the Fixtures screen: the organiser postpones a fixture and reschedules it (back
// to scheduled), and awards a forfeit; the team's statistics count the forfeit at once.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectToast, go, pick, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';
import { fixtureRow, seedSeason, type Seeded } from './season-setup.ts';

test.describe('web: postponing, rescheduling and forfeiting a match', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    s = await seedSeason(w, ['Red Lions', 'Blue Cues']);
    for (const [home, away, day] of [
      ['Red Lions', 'Blue Cues', '2027-01-07'],
      ['Blue Cues', 'Red Lions', '2027-01-14'],
    ] as const)
      await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        homeTeamId: s.teams[home],
        awayTeamId: s.teams[away],
        venueId: s.venue.id,
        kickoffAt: `${day}T19:30:00.000Z`,
      });
  });
  test.afterAll(() => w?.close());

  test('postpones a fixture, then reschedules it: it is scheduled again', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    const row = fixtureRow(page, 'Red Lions', 'Blue Cues');
    await (
      await fixtureMenu(row, 'Red Lions vs Blue Cues')
    )
      .getByRole('menuitem', { name: 'Postpone Red Lions vs Blue Cues' })
      .click();
    const postpone = page.getByRole('dialog', { name: 'Postpone Fixture' });
    await postpone.getByLabel('Reason').fill('Venue flooded');
    await postpone.getByRole('button', { name: 'Postpone' }).click();
    await expectToast(page, 'Success', 'Fixture postponed');
    await expect(row.getByText('Postponed', { exact: true })).toBeVisible();
    await expect(row.getByText('Postponed: Venue flooded')).toBeVisible();
    await row.getByRole('button', { name: 'Reschedule Red Lions vs Blue Cues' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Fixture' });
    await dialog.getByLabel('New Kickoff Date & Time').fill('2027-02-04T20:00');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expectToast(page, 'Success', 'Fixture updated successfully');
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    const menu = await fixtureMenu(row, 'Red Lions vs Blue Cues');
    await expect(menu.getByRole('menuitem', { name: 'Postpone Red Lions vs Blue Cues' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('awards a forfeit to the away team: final, and counted in its statistics', async () => {
    const { page } = w;
    const row = fixtureRow(page, 'Blue Cues', 'Red Lions');
    await (
      await fixtureMenu(row, 'Blue Cues vs Red Lions')
    )
      .getByRole('menuitem', { name: 'Forfeit Blue Cues vs Red Lions' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Award Forfeit' });
    await expect(dialog.getByRole('button', { name: 'Award Forfeit' })).toBeDisabled();
    await pick(dialog, 'Winner', 'Red Lions (away)');
    await dialog.getByRole('button', { name: 'Award Forfeit' }).click();
    await expectToast(page, 'Success', 'Forfeit awarded');
    await expect(row.getByText('Final (forfeit)', { exact: true })).toBeVisible();
    await expect(row.getByTestId('score')).toHaveText('0 - 5');

    await page.goto(`/teams/${s.teams['Red Lions']}`);
    await expect(page.getByTestId('stat-Won-Drawn-Lost')).toHaveText('1-0-0');
    await expect(page.getByTestId('stat-Frames for')).toHaveText('5');
  });
});
