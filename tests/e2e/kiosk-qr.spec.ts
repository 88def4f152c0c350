// A TV whose wallboard has showQr on shows a QR code to its division's public page (people in the
// venue follow on their phones); a board without the setting shows none.
import { expect, test } from '@playwright/test';
import { kioskWorld, seedLeague, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('kiosk QR code', () => {
  let world: KioskWorld;
  let league: Awaited<ReturnType<typeof seedLeague>>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
    league = await seedLeague(world.api);
  });
  test.afterAll(() => world?.close());

  test("shows a QR code to the division's public page when the board asks for one", async () => {
    const board = await wallboard(world.api, {
      name: 'Bar TV',
      type: 'league_table',
      divisionId: league.divisionId,
      showQr: true,
    });
    const page = await tvPage(world.browser);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await expect(page.locator('tbody tr')).toHaveCount(4);
    const target = `${world.host.url}/results/${league.leagueId}/divisions/${league.divisionId}`;
    const qr = page.getByRole('img', { name: `QR code for ${target}` });
    await expect(qr).toBeVisible();
    await expect(page.getByText('Follow on your phone')).toBeVisible();
    const size = await qr.evaluate((img: HTMLImageElement) => ({
      w: img.naturalWidth,
      h: img.naturalHeight,
    }));
    expect(size.w).toBeGreaterThan(0);
    expect(size.w).toBe(size.h);
    // Inside the screen, clear of the table's edge.
    const box = (await qr.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1920);
    expect(box.y + box.height).toBeLessThanOrEqual(1080);
  });

  test('shows none on a board without the setting', async () => {
    const board = await wallboard(world.api, {
      name: 'Plain TV',
      type: 'league_table',
      divisionId: league.divisionId,
    });
    const page = await tvPage(world.browser);
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    await expect(page.locator('tbody tr')).toHaveCount(4);
    await expect(page.getByTestId('public-qr')).toHaveCount(0);
  });
});
