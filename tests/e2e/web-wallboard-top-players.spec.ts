// An organiser chooses "Top Players" in the Wallboards form: it needs a league or a division, it ranks
// by rating unless the organiser chooses win %, then the card shows the type.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectToast, go, pick, signIn, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

test.describe('web: a Top Players wallboard', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    const { email, token } = w.organiser;
    await fetch(`${w.host.url}/api/leagues`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Winter League', season: '2026/27' }),
    });
    await w.page.goto('/');
    await signIn(w.page, email, 'break-off-1');
  });
  test.afterAll(() => w?.close());

  test('the organiser creates one for a league', async () => {
    const { page } = w;
    await go(page, 'Wallboards');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wallboard' });
    await dialog.getByLabel('Name').fill('Clubhouse Best');
    await expect(dialog.getByLabel('Rank Players By')).toHaveCount(0);
    await pick(dialog, 'Type', 'Top Players');
    await expect(dialog.getByLabel('Rank Players By')).toContainText('Rating');
    await pick(dialog, 'Rank Players By', 'Win %');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('League or Division is required for Top Players wallboards').waitFor();
    // The form marks the league required for a Top Players board (a division is picked within it).
    await pick(dialog, 'League *', 'Winter League - 2026/27');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Clubhouse Best' });
    await card.getByText('Top Players', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Wallboard' });
    await expect(edit.getByLabel('Rank Players By')).toContainText('Win %');
  });
});
