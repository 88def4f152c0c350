// An organiser gives a wallboard a theme in the Wallboards form (an accent colour, light, the sponsor
// strip) and the TV shows it: the title in the accent, a light background; a board left alone keeps
// the dark default.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { ensureKioskBuild, tvPage } from './kiosk-setup.ts';
import {
  apiAs,
  expectToast,
  go,
  pick,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

test.describe('web: a wallboard theme', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let api: ReturnType<typeof apiAs>;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    ensureKioskBuild();
    w = await storyWorld(browser, 'break-off-1');
    const { email, token } = w.organiser;
    api = apiAs(w.host, token);
    await api('POST', '/leagues', { name: 'Winter League', season: '2026/27' });
    await w.page.goto('/');
    await signIn(w.page, email, 'break-off-1');
  });
  test.afterAll(() => w?.close());

  /** The TV's title colour and background for a wallboard. */
  async function onTheTv(name: string) {
    const boards: { id: number; name: string }[] = await api('GET', '/wallboards');
    const id = boards.find((b) => b.name === name)!.id;
    const tv = await tvPage(w.browser);
    await tv.goto(`${w.host.url}/kiosk/?wallboard=${id}`);
    const title = tv.getByRole('heading', { name });
    await title.waitFor();
    const colours = {
      title: await title.evaluate((e) => getComputedStyle(e).color),
      background: await tv.getByTestId('wallboard').evaluate((e) => getComputedStyle(e).backgroundColor),
    };
    return { tv, colours };
  }

  test('the organiser saves an accent colour and a light theme, and the TV shows them', async () => {
    const { page } = w;
    await go(page, 'Wallboards');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wallboard' });
    await dialog.getByLabel('Name').fill('Bar Scores');
    await pick(dialog, 'League', 'Winter League - 2026/27');
    await dialog.getByLabel('Accent Colour', { exact: true }).fill('orange');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('Accent Colour must be a colour like #1e90ff').waitFor();
    await dialog.getByLabel('Accent Colour', { exact: true }).fill('#ff8800');
    await dialog.getByLabel('Light Theme').check();
    await dialog.getByLabel('Sponsor Strip').check();
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');

    const { tv, colours } = await onTheTv('Bar Scores');
    expect(colours).toEqual({ title: 'rgb(255, 136, 0)', background: 'rgb(248, 250, 252)' });
    await tv.context().close();

    // The form opens with the saved theme, and the strip brings Manage Sponsors to a score board.
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Bar Scores' });
    await card.getByRole('button', { name: 'Manage Sponsors' }).waitFor();
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Wallboard' });
    await expect(edit.getByLabel('Accent Colour', { exact: true })).toHaveValue('#ff8800');
    await expect(edit.getByLabel('Light Theme')).toBeChecked();
    await expect(edit.getByLabel('Sponsor Strip')).toBeChecked();
  });

  test('a board without a theme stays dark', async () => {
    const { page } = w;
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wallboard' });
    await dialog.getByLabel('Name').fill('Plain Scores');
    await pick(dialog, 'League', 'Winter League - 2026/27');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');
    const { tv, colours } = await onTheTv('Plain Scores');
    expect(colours).toEqual({ title: 'rgb(241, 245, 249)', background: 'rgb(5, 7, 13)' });
    await tv.context().close();
  });
});
