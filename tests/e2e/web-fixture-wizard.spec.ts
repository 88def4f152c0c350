// The fixture wizard: the organiser previews a division's round robin with dates, venues and breaks,
// is warned where a venue has more matches on a night than tables, moves the extra match to the next
// league night (the same weekday, a night both teams are free), and creates every fixture in one go.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectToast, go, pick, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';
import { seedSeason, type Seeded } from './season-setup.ts';

test.describe('web: generating fixtures', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Seeded;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    s = await seedSeason(w, ['Anchor', 'Bell', 'Crown', 'Dragon']);
    // The Crown (one table) is home to Anchor and Bell; The Bell (no tables recorded) to Crown.
    await s.call('POST', `/venues/${s.venue.id}/tables`, {
      label: 'T1',
      uniqueCode: 'crown-t1',
      urlSlug: 'crown-t1',
    });
    const bell = await s.call('POST', '/venues', { name: 'The Bell' });
    for (const [team, venue] of [
      ['Anchor', s.venue.id],
      ['Bell', s.venue.id],
      ['Crown', bell.id],
    ] as const)
      await s.call('PATCH', `/teams/${s.teams[team]}`, { homeVenueId: venue });
  });
  test.afterAll(() => w?.close());

  test('previews the rounds and warns of a table clash', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    await page.getByRole('button', { name: 'Generate Fixtures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Fixtures' });
    await pick(dialog, 'Division', 'Premier · 2026/27');
    await dialog.getByLabel('First Date').fill('2027-01-07');
    await pick(dialog, 'Home Venue of Dragon', 'The Bell');
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('3 rounds, 6 matches, 2 home/away breaks')).toBeVisible();
    await expect(preview.getByText('2027-01-07: Anchor vs Dragon at The Crown')).toBeVisible();
    await expect(preview.getByText('2027-01-21:', { exact: false })).toHaveCount(2);
    await expect(preview.getByRole('alert')).toHaveText(
      'The Crown, Thu 7 Jan: 2 matches on 1 table — Anchor v Dragon, Bell v Crown',
    );
  });

  test('moves the extra match to the next league night, then creates all six', async () => {
    const { page } = w;
    const dialog = page.getByRole('dialog', { name: 'Generate Fixtures' });
    await dialog.getByLabel('Move each extra match to the next league night').click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('alert')).toHaveCount(0);
    await expect(
      // Bell and Crown play every Thursday of the season; 28 January is their next free one.
      preview.getByText('2027-01-28: Bell vs Crown at The Crown (moved from 2027-01-07)'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Create 6 Fixtures' }).click();
    await expectToast(page, 'Success', 'Fixtures created successfully');
    await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'More actions for Bell vs Crown' })).toBeVisible();
  });
});
