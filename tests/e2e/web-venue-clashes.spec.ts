// Venues by count and clashes across the whole venue, as an organiser at 1366x768: The Red Lion is
// created with one table from a number (its code and slug generated); its A team plays in the
// Premier, its B team in Division One. Generating Division One's fixtures warns that The Red Lion
// has two matches on its one table that Thursday, naming both, and "move" puts Division One's
// match on the next league night (a Thursday, past a blackout date). No page shows an id.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { seedSeason, type Seeded } from './season-setup.ts';
import { expectToast, go, pick, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const noIds = async (page: Page) => expect(await page.locator('body').innerText()).not.toMatch(UUID);

test.describe('web: venues by count, clashes across the whole venue', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  let redLion: number;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    await w.page.setViewportSize({ width: 1366, height: 768 });
    // Premier: Red Lion A and Anchor; Division One: Red Lion B and Bell. Anchor and Bell play at
    // The Crown (no tables recorded).
    s = await seedSeason(w, ['Red Lion A', 'Anchor']);
    const divisionOne = await s.call('POST', '/divisions', { leagueId: s.league.id, name: 'Division One' });
    for (const name of ['Red Lion B', 'Bell']) {
      s.teams[name] = (await s.call('POST', '/teams', { name, homeVenueId: s.venue.id })).id;
      await s.call('POST', `/divisions/${divisionOne.id}/teams`, { teamId: s.teams[name] });
    }
    await s.call('PATCH', `/teams/${s.teams.Anchor}`, { homeVenueId: s.venue.id });
  });
  test.afterAll(() => w?.close());

  test('creates The Red Lion with one table from a number', async () => {
    const { page } = w;
    await go(page, 'Venues');
    await page.getByRole('button', { name: 'Create Venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Venue' });
    await dialog.getByLabel('Venue Name').fill('The Red Lion');
    await expect(dialog.getByLabel('Number of Tables')).toHaveValue('1');
    await dialog.getByText('Advanced', { exact: true }).click();
    await expect(dialog.getByLabel('Table 1 Code')).toHaveAttribute('placeholder', 'THE-RED-LION-1');
    await page.screenshot({ path: 'test-results/web-venue-clashes-venue-form.png' });
    await dialog.getByRole('button', { name: 'Create Venue' }).click();
    await expectToast(page, 'Success', 'Venue created successfully');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'The Red Lion' });
    await expect(card.getByText('1 table', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'View Tables' }).click();
    const tables = page.getByRole('dialog', { name: 'The Red Lion - Tables' });
    await expect(tables.getByRole('cell', { name: 'THE-RED-LION-1', exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/web-venue-clashes-tables.png' });
    await noIds(page);
    await tables.getByRole('button', { name: 'Close' }).click();

    const venues = (await s.call('GET', '/venues')) as unknown as { id: number; name: string }[];
    redLion = venues.find((v) => v.name === 'The Red Lion')!.id;
    for (const team of ['Red Lion A', 'Red Lion B'])
      await s.call('PATCH', `/teams/${s.teams[team]}`, { homeVenueId: redLion });
    // The Premier's match is already made: Thursday 7 January at The Red Lion.
    await s.call('POST', '/fixtures', {
      divisionId: s.division.id,
      homeTeamId: s.teams['Red Lion A'],
      awayTeamId: s.teams.Anchor,
      venueId: redLion,
      kickoffAt: new Date(2027, 0, 7, 19, 30).toISOString(),
    });
  });

  test("warns of the Premier's match on Division One's night, and moves to the next league night", async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    await page.getByRole('button', { name: 'Generate Fixtures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Fixtures' });
    await pick(dialog, 'Division', 'Division One · 2026/27');
    await dialog.getByLabel('First Date').fill('2027-01-07');
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('alert')).toHaveText(
      'The Red Lion, Thu 7 Jan: 2 matches on 1 table — Red Lion A v Anchor, Red Lion B v Bell',
    );
    await expect(
      preview.getByText('No tables recorded at The Crown: add them under Venues to check its nights.'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/web-venue-clashes-warning.png' });
    await noIds(page);

    await dialog.getByLabel('Move each extra match to the next league night').click();
    await expect(preview.getByRole('alert')).toHaveCount(0);
    await expect(
      preview.getByText('2027-01-14: Red Lion B vs Bell at The Red Lion (moved from 2027-01-07)'),
    ).toBeVisible();
    // A blackout on the 14th: the next league night after it.
    await dialog.getByLabel('Blackout Dates (comma-separated)').fill('2027-01-14');
    await expect(
      preview.getByText('2027-01-21: Red Lion B vs Bell at The Red Lion (moved from 2027-01-07)'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/web-venue-clashes-moved.png' });
    await dialog.getByRole('button', { name: 'Create 1 Fixture' }).click();
    await expectToast(page, 'Success', 'Fixtures created successfully');
    await noIds(page);

    const made = (await s.call(
      'GET',
      `/fixtures?from=${encodeURIComponent('2027-01-01T00:00:00Z')}`,
    )) as unknown as {
      homeTeamId: number;
      venueId: number;
      kickoffAt: string;
    }[];
    const moved = made.find((f) => f.homeTeamId === s.teams['Red Lion B'])!;
    expect(moved.venueId).toBe(redLion);
    const night = new Date(moved.kickoffAt);
    expect([night.getFullYear(), night.getMonth() + 1, night.getDate(), night.getDay()]).toEqual([
      2027, 1, 21, 4,
    ]);
  });
});
