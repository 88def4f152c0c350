// User story: an organiser plans a TV's week from the Screens table: a match-night slot on Thursday
// evenings, shown on the week grid after saving; an overlapping slot is refused, naming the slot.
import { expect, test } from '@playwright/test';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  apiAs,
  expectAccessible,
  expectToast,
  signIn,
  STORY_MS,
  webWorld,
  type WebWorld,
} from './web-helpers.ts';

const organiser = { email: 'olive@example.com', password: 'break-off-1' };

test.describe('web: a screen schedule', () => {
  test.describe.configure({ timeout: STORY_MS });
  let w: WebWorld;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    w = await webWorld(browser, { TIME_ZONE: 'Europe/London' });
    const { session } = await signUpConfirmed(w.host.url, organiser.email, organiser.password);
    const api = apiAs(w.host, session.access_token);
    const post = (path: string, json: unknown) => api('POST', path, json);
    const loop = await post('/wallboards', { name: 'Sponsors loop', type: 'sponsors' });
    await post('/wallboards', { name: 'Match night', type: 'sponsors' });
    const start = await post('/screens/pair', {});
    await post('/screens/claim', { code: start.code, name: 'Bar TV', wallboardId: loop.id });
  });
  test.afterAll(() => w?.close());

  test('plans Thursday evenings on the week grid, and refuses an overlap naming the slot', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    await page.goto('/wallboards');
    await page.getByRole('button', { name: 'Schedule of Bar TV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule of Bar TV' });
    await expect(
      dialog.getByText('Outside these slots it shows Sponsors loop. Times in Europe/London.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Slot' }).click();
    const slot = dialog.getByRole('group', { name: 'Slot 1' });
    await slot.getByLabel('Thu').check();
    await slot.getByLabel('Slot 1 from').fill('18:30');
    await slot.getByLabel('Slot 1 to').fill('23:00');
    await slot.getByLabel('Slot 1 wallboard').selectOption({ label: 'Match night' });
    await expectAccessible(page, 'schedule dialog');
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expectToast(page, 'Success', 'Schedule saved');

    await page.getByRole('button', { name: 'Schedule of Bar TV' }).click();
    const grid = dialog.getByTestId('week-grid');
    await expect(grid.getByRole('region', { name: 'Thursday' }).getByTestId('slot-block')).toHaveText(
      'Match night',
    );
    await expect(grid.getByTestId('slot-block')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Add Slot' }).click();
    const second = dialog.getByRole('group', { name: 'Slot 2' });
    await second.getByLabel('Wed').check();
    await second.getByLabel('Thu').check();
    await second.getByLabel('Slot 2 from').fill('22:00');
    await second.getByLabel('Slot 2 to').fill('23:30');
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expectToast(page, 'Error', 'Slot 2 overlaps slot 1');
    await expect(second.getByRole('alert')).toHaveText('Slot 2 overlaps slot 1');
    // The refused save is the only failure the page saw (Chromium logs it, and it is recorded by URL).
    expect(w.errors.filter((e) => !/400/.test(e))).toEqual([]);
  });
});
