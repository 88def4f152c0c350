// An organiser merges a duplicate player record into another from the Players screen: "Merge into…",
// a target, the confirmation text, then the duplicate is gone from the list.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectToast, go, pick, signIn, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

test.describe('web: merging players', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    const { email, token } = w.organiser;
    for (const fullName of ['Ann Archer', 'A. Archer'])
      await fetch(`${w.host.url}/api/players`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fullName }),
      });
    await w.page.goto('/');
    await signIn(w.page, email, 'break-off-1');
  });
  test.afterAll(() => w?.close());

  test('the organiser merges a duplicate into the player kept', async () => {
    const { page } = w;
    await go(page, 'Players');
    await page.getByRole('cell', { name: 'A. Archer', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Merge A. Archer into another player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Player' });
    await expect(dialog.getByRole('button', { name: 'Merge Players' })).toBeDisabled();
    await pick(dialog, 'Merge Into', 'Ann Archer');
    await dialog
      .getByText(
        'All frames, roster entries and transfers of "A. Archer" will move to "Ann Archer", ' +
          'and "A. Archer" will be deleted. This action cannot be undone.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Merge Players' }).click();
    await expectToast(page, 'Success', 'Players merged successfully');
    await expect(page.getByRole('cell', { name: 'A. Archer', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Ann Archer', exact: true })).toHaveCount(1);
  });
});
