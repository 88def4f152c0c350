// User story: an organiser builds a TV rotation in the Wallboards form: two boards in order, a few
// seconds each (a bad number is refused, naming the board's seconds), saves it, reopens it and sees
// the same playlist; a TV showing the playlist shows the first board, then the second.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { tv } from './devices.ts';
import {
  apiAs,
  expectAccessible,
  expectToast,
  pick,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

test.describe('web: a rotation builder', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let api: ReturnType<typeof apiAs>;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    await w.page.setViewportSize({ width: 1366, height: 768 });
    api = apiAs(w.host, w.organiser.token);
    for (const name of ['Bar Sponsors', 'Lounge Sponsors'])
      await api('POST', '/wallboards', { name, type: 'sponsors' });
  });
  test.afterAll(() => w?.close());

  test('two boards in order, saved, reopened and played by the TV', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, w.organiser.email, w.organiser.password);
    await page.goto('/wallboards');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wallboard' });
    await dialog.getByLabel('Name').fill('Club Rotation');
    await pick(dialog, 'Type', 'Playlist');
    const builder = dialog.getByRole('group', { name: 'Playlist' });
    for (const board of ['Lounge Sponsors', 'Bar Sponsors']) {
      await pick(builder, 'Board to Add', board);
      await builder.getByRole('button', { name: 'Add to Playlist' }).click();
    }
    // Added in the wrong order, then put right.
    await builder.getByRole('button', { name: 'Move Bar Sponsors up' }).click();
    await expect(builder.getByRole('list', { name: 'Playlist boards' }).getByRole('listitem')).toHaveText([
      /^1\. Bar Sponsors/,
      /^2\. Lounge Sponsors/,
    ]);
    await builder.getByLabel('Seconds for Bar Sponsors').fill('0');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expect(builder.getByText('Seconds must be a whole number from 1 to 86400')).toBeVisible();
    await expect(builder.getByLabel('Seconds for Bar Sponsors')).toHaveAttribute('aria-invalid', 'true');
    await builder.getByLabel('Seconds for Bar Sponsors').fill('3');
    await builder.getByLabel('Seconds for Lounge Sponsors').fill('3');
    await expectAccessible(page, 'Create Wallboard with a playlist');
    await page.screenshot({ path: 'test-results/web-rotation-builder.png' });
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success');

    const card = page.locator('[data-slot=card]').filter({ hasText: 'Club Rotation' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Wallboard' });
    const reopened = edit.getByRole('group', { name: 'Playlist' });
    await expect(reopened.getByRole('list', { name: 'Playlist boards' }).getByRole('listitem')).toHaveText([
      /^1\. Bar Sponsors/,
      /^2\. Lounge Sponsors/,
    ]);
    await expect(reopened.getByLabel('Seconds for Bar Sponsors')).toHaveValue('3');
    await expect(reopened.getByLabel('Seconds for Lounge Sponsors')).toHaveValue('3');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    const boards = await api('GET', '/wallboards');
    const rotation = boards.find((b: { name: string }) => b.name === 'Club Rotation');
    const screen = await (await w.browser.newContext({ ...tv, baseURL: w.host.url })).newPage();
    await screen.goto(`/kiosk/?wallboard=${rotation.id}`);
    await expect(screen.getByRole('heading', { name: 'Bar Sponsors' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Lounge Sponsors' })).toBeVisible({ timeout: 10_000 });
    expect(w.errors).toEqual([]);
  });
});
