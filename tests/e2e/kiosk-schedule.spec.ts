// Dayparting on a real kiosk with a fake clock: the TV shows its default wallboard, switches to the
// scheduled one at the slot's first minute without reloading, and, with the network gone, switches
// back at the slot's end by itself.
import { expect, test } from '@playwright/test';
import { localWeekMinute } from '@core/rules/schedule.ts';
import { kioskWorld, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

test.describe('a TV follows its weekly schedule', () => {
  let world: KioskWorld;
  let loop: number;
  let night: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    loop = await wallboard(world.api, { name: 'Sponsors loop', type: 'sponsors', isPublic: false });
    night = await wallboard(world.api, { name: 'Match night', type: 'sponsors', isPublic: false });
    await sponsorsOn(world.api, loop, [{ name: 'Acme Cues', imageUrl: `${world.host.url}/kiosk/acme.png` }]);
    await sponsorsOn(world.api, night, [{ name: 'Chalk Co', imageUrl: `${world.host.url}/kiosk/chalk.png` }]);
  });
  test.afterAll(() => world?.close());

  test('switches at the slot edges without a reload, the last one offline', async () => {
    const tv = await tvPage(world.browser);
    // 30 s before a whole minute; the slot starts at that minute and lasts two, in the league's zone
    // (the host's own here), away from midnight.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    let start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000 - 30_000);
    while (localWeekMinute(new Date(start.getTime() + 30_000), zone).minute > 24 * 60 - 3)
      start = new Date(start.getTime() + 10 * 60_000);
    const edge = localWeekMinute(new Date(start.getTime() + 30_000), zone);
    await tv.clock.install({ time: start });
    await tv.goto(`${world.host.url}/kiosk/`);
    const code = tv.getByTestId('pair-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    const { id } = await world.api('POST', '/screens/claim', {
      code: await code.innerText(),
      name: 'Bar TV',
      wallboardId: loop,
    });
    expect((await world.api('GET', `/screens/${id}/schedule`)).timeZone).toBe(zone);
    await world.api('PUT', `/screens/${id}/schedule`, {
      slots: [{ days: [edge.day], from: hhmm(edge.minute), to: hhmm(edge.minute + 2), wallboardId: night }],
    });
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor({ timeout: 15_000 });
    await tv.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

    await tv.clock.fastForward(20_000);
    await expect(tv.getByRole('img', { name: 'Acme Cues' })).toBeVisible();
    await tv.clock.fastForward(11_000);
    await tv.getByRole('img', { name: 'Chalk Co' }).waitFor({ timeout: 5_000 });
    expect(await tv.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

    await tv.context().setOffline(true);
    await tv.clock.fastForward(110_000);
    await expect(tv.getByRole('img', { name: 'Chalk Co' })).toBeVisible();
    await tv.clock.fastForward(11_000);
    await tv.getByRole('img', { name: 'Acme Cues' }).waitFor({ timeout: 5_000 });
    expect(await tv.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  });
});
