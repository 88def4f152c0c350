// The fleet from the TV's side: a paired kiosk reports its resolution, browser and what it shows;
// Identify shows its name large for 10 s and Reload reloads its page, each within 5 s through the
// live stream, and through its 5 s poll when the stream is down.
import { expect, test, type Page } from '@playwright/test';
import { kioskWorld, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

const ACT_MS = 5_000;

test.describe('the fleet: a TV reports itself and follows remote actions', () => {
  let world: KioskWorld;
  let board: number;
  let sponsor: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    board = await wallboard(world.api, { name: 'Bar loop', type: 'sponsors', isPublic: false });
    sponsor = (
      await world.api('POST', '/sponsors', {
        name: 'Acme Cues',
        imageUrl: `${world.host.url}/kiosk/acme.png`,
      })
    ).id;
    await world.api('POST', `/wallboards/${board}/sponsors`, { sponsorId: sponsor });
  });
  test.afterAll(() => world?.close());

  /** A TV showing its code, claimed by the organiser as `name`: the page and the screen's id. */
  async function pairedTv(name: string): Promise<{ tv: Page; id: number }> {
    const tv = await tvPage(world.browser);
    await tv.goto(`${world.host.url}/kiosk/`);
    const code = tv.getByTestId('pair-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const { id } = await world.api('POST', '/screens/claim', {
      code: await code.innerText(),
      name,
      wallboardId: board,
    });
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor({ timeout: 12_000 });
    return { tv, id };
  }
  const listed = async (id: number) =>
    (await world.api('GET', '/screens')).find((s: { id: number }) => s.id === id);
  /** Marks the page, so a reload is seen as the mark being gone. */
  const mark = (tv: Page) => tv.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const marked = (tv: Page) => tv.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

  test('the fleet shows what the TV reported, and Identify and Reload reach it within 5 s', async () => {
    const { tv, id } = await pairedTv('Bar TV');
    await expect
      .poll(() => listed(id), { timeout: 15_000 })
      .toMatchObject({
        online: true,
        offlineSince: null,
        resolution: '1920x1080',
        userAgent: expect.stringContaining('Chrome'),
        showing: {
          wallboardId: board,
          wallboardName: 'Bar loop',
          page: 'Bar loop',
          sponsorName: 'Acme Cues',
        },
        loadedAt: expect.any(String),
      });
    const { loadedAt } = await listed(id);

    let sent = Date.now();
    await world.api('POST', `/screens/${id}/identify`);
    await expect(tv.getByTestId('identify')).toHaveText('Bar TV', { timeout: ACT_MS });
    expect(Date.now() - sent).toBeLessThan(ACT_MS);
    // Shown for 10 s, then the wallboard again.
    await expect(tv.getByTestId('identify')).toBeHidden({ timeout: 15_000 });

    await mark(tv);
    sent = Date.now();
    await world.api('POST', `/screens/${id}/reload`);
    await expect.poll(() => marked(tv).catch(() => false), { timeout: ACT_MS }).toBe(false);
    expect(Date.now() - sent).toBeLessThan(ACT_MS + 1_000);
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor();
    // Reloaded once: the command is not acted on again after the reload.
    await mark(tv);
    await expect.poll(async () => (await listed(id)).loadedAt, { timeout: 15_000 }).not.toBe(loadedAt);
    expect(await marked(tv)).toBe(true);
  });

  test('with the live stream down, the TV still acts within 5 s through its poll', async () => {
    const { tv, id } = await pairedTv('Cellar TV');
    await tv.context().route('**/api/live**', (route) => route.abort());
    await mark(tv);
    await tv.reload();
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor();
    const sent = Date.now();
    await world.api('POST', `/screens/${id}/identify`);
    await expect(tv.getByTestId('identify')).toHaveText('Cellar TV', { timeout: ACT_MS + 1_000 });
    expect(Date.now() - sent).toBeLessThan(ACT_MS + 1_000);
  });
});
