// The fleet from the organiser's desk: the Screens table shows a paired TV online with its browser,
// resolution, what it shows and when it last loaded, and a TV that never came on as never seen;
// Identify and Reload from the table reach the real kiosk page within 5 s, and the table follows
// (no page refresh).
import { expect, test } from '@playwright/test';
import { ensureKioskBuild, tvPage, wallboard, type Api } from './kiosk-setup.ts';
import { apiAs, expectToast, signIn, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';

const ACT_MS = 5_000;

test.describe('web: the fleet of screens', () => {
  test.describe.configure({ timeout: STORY_MS });
  let world: StoryWorld;
  let api: Api;
  const password = 'break-off-1';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ensureKioskBuild();
    world = await storyWorld(browser, password);
    api = apiAs(world.host, world.organiser.token);
  });
  test.afterAll(() => world?.close());

  test('shows each TV as it is, and Identify and Reload reach the TV', async () => {
    const board = await wallboard(api, { name: 'Bar loop', type: 'sponsors', isPublic: false });
    const sponsor = await api('POST', '/sponsors', {
      name: 'Acme Cues',
      imageUrl: `${world.host.url}/kiosk/acme.png`,
    });
    await api('POST', `/wallboards/${board}/sponsors`, { sponsorId: sponsor.id });
    // A screen claimed whose TV never came on.
    const cellar = await api('POST', '/screens/pair', {});
    await api('POST', '/screens/claim', { code: cellar.code, name: 'Cellar TV', wallboardId: board });
    const tv = await tvPage(world.browser);
    await tv.goto(`${world.host.url}/kiosk/`);
    const code = tv.getByTestId('pair-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    await api('POST', '/screens/claim', { code: await code.innerText(), name: 'Bar TV', wallboardId: board });
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor({ timeout: 12_000 });

    const { page } = world;
    await page.goto('/');
    await signIn(page, world.organiser.email, password);
    await page.goto('/wallboards');
    const bar = page.getByTestId('screen-row').filter({ hasText: 'Bar TV' });
    const cells = bar.getByRole('cell');
    await expect(cells.nth(2)).toHaveText('Online', { timeout: 15_000 });
    await expect(cells.nth(3)).toHaveText('Bar loop · Acme Cues', { timeout: 15_000 });
    await expect(cells.nth(4)).toHaveText(/^Chrome \d+ on Linux1920x1080$/);
    const loaded = await cells.nth(5).innerText();
    expect(loaded).toMatch(/^\w{3} \d{2}, \d{4} \d{2}:\d{2}$/);
    await expect(
      page.getByTestId('screen-row').filter({ hasText: 'Cellar TV' }).getByRole('cell').nth(2),
    ).toHaveText('Never seen');

    let sent = Date.now();
    await page.getByRole('button', { name: 'Identify Bar TV' }).click();
    await expectToast(page, 'Success', 'The screen shows its name for 10 seconds');
    await expect(tv.getByTestId('identify')).toHaveText('Bar TV', { timeout: ACT_MS });
    expect(Date.now() - sent).toBeLessThan(ACT_MS + 1_000);

    await tv.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    sent = Date.now();
    await page.getByRole('button', { name: 'Reload Bar TV' }).click();
    await expect
      .poll(() => tv.evaluate(() => (window as unknown as { mark?: number }).mark).catch(() => 1), {
        timeout: ACT_MS,
      })
      .toBeUndefined();
    expect(Date.now() - sent).toBeLessThan(ACT_MS + 1_000);
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor();
    expect(world.errors.filter((e) => !e.includes('acme.png'))).toEqual([]);
    await tv.context().close();
  });
});
