// A club frames the division's table on its own website (another origin) while the admin refuses
// to be framed there; an organiser reaches the calendar link, the embed snippet and the printable
// sheets from the admin, and a score sheet prints on A4 with its frames.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { desktop } from './devices.ts';
import { kioskWorld, ORGANISER_PASSWORD, seedLeague, type KioskWorld } from './kiosk-setup.ts';
import { ensureWebBuild, expectToast, go, pick, signIn } from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';

/** A club's website on another origin, framing two pages of the host. */
async function clubSite(frames: Record<string, string>): Promise<{ url: string; server: Server }> {
  const iframes = Object.entries(frames)
    .map(([id, src]) => `<iframe id="${id}" title="${id}" src="${src}" width="800" height="400"></iframe>`)
    .join('');
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="en"><title>Club</title><h1>Our club</h1>${iframes}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test.describe('embeds and printing', () => {
  test.describe.configure({ mode: 'serial' });
  let world: KioskWorld;
  let league: Awaited<ReturnType<typeof seedLeague>>;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    ensureWebBuild();
    world = await kioskWorld(browser);
    league = await seedLeague(world.api);
    page = await (await world.browser.newContext({ ...desktop, baseURL: world.host.url })).newPage();
  });
  test.afterAll(() => world?.close());

  test("frames the division's table on another origin, and refuses to frame the admin", async () => {
    const refusals: string[] = [];
    page.on('console', (m) => refusals.push(m.text()));
    const site = await clubSite({
      table: `${world.host.url}/embed/divisions/${league.divisionId}/standings`,
      admin: `${world.host.url}/leagues`,
    });
    try {
      await page.goto(site.url);
      const table = page.frameLocator('#table');
      await expect(table.getByRole('table', { name: 'Division One — Winter League' })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(5); // heading and four teams
      await expect(table.getByRole('row').nth(1)).toContainText('Pocket Rockets');
      // Chromium blocks the admin's document and reports the policy that refused it.
      await expect
        .poll(() => refusals.find((r) => r.startsWith(`Framing '${world.host.url}/' violates`)))
        .toContain(`"frame-ancestors 'none'". The request has been blocked.`);
      expect(page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
      await expect(page.frameLocator('#admin').getByRole('navigation')).toHaveCount(0);
    } finally {
      site.server.close();
    }
  });

  test('prints a score sheet on A4 with one line per frame, the toolbar left off paper', async () => {
    await page.goto(`/print/fixtures/${league.liveFixtureId}/score-sheet`);
    await expect(page.getByRole('heading', { name: 'Score Sheet' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByText('Red Lions v Cue Ballers')).toBeVisible();
    const frames = page.getByRole('table', { name: 'Frames' }).getByRole('row');
    await expect(frames.nth(1)).toHaveText(/^1\s*Red Lions$/);
    await expect(frames.nth(2)).toHaveText(/^2\s*Cue Ballers$/);
    await expect(frames.nth(3)).toHaveText(/^3$/); // the unplayed frame, to fill in
    await expect(page.getByText('Score: 1 - 1')).toBeVisible();
    await expect(page.getByText('Red Lions captain')).toBeVisible();
    // A4 is 595 x 842 points: the sheet's @page size, honoured by Chromium's printing.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ]);
    expect(pages).toEqual([[595, 842]]); // one A4 page
    await page.emulateMedia({ media: 'screen' });
  });

  test('an organiser reaches the sheets, the calendar link and the embed snippet from the admin', async () => {
    await page.goto('/');
    await signIn(page, world.email, ORGANISER_PASSWORD);
    await go(page, 'Fixtures');
    await (
      await fixtureMenu(page, 'Red Lions vs Cue Ballers')
    )
      .getByRole('menuitem', { name: 'Print Score Sheet for Red Lions vs Cue Ballers' })
      .click();
    await expect(page.getByRole('heading', { name: 'Score Sheet' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();

    await pick(page, 'Division', 'Division One · 2026/27');
    await page.getByRole('link', { name: 'Print Fixtures' }).click();
    await expect(page.getByRole('heading', { name: 'Division One fixtures' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Pocket Rockets' }).first()).toBeVisible();

    await page.goto(`/divisions?leagueId=${league.leagueId}`);
    const calendar = page.getByRole('link', { name: 'Add Division One to Calendar' });
    const host = new URL(world.host.url).host;
    await expect(calendar).toHaveAttribute(
      'href',
      `webcal://${host}/api/divisions/${league.divisionId}/calendar.ics`,
    );
    await page.getByRole('button', { name: 'Embed Division One table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed Division One' });
    await expect(dialog.getByLabel('Embed code')).toHaveValue(
      `<iframe src="${world.host.url}/embed/divisions/${league.divisionId}/standings" title="Division One table" ` +
        'width="100%" height="480" style="border:0" loading="lazy"></iframe>',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("an organiser turns on a wallboard's QR code, and its display shows it", async () => {
    await world.api('POST', '/wallboards', {
      name: 'Bar TV',
      type: 'league_table',
      divisionId: league.divisionId,
      isPublic: true,
    });
    await go(page, 'Wallboards');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Bar TV' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Wallboard' });
    await expect(
      dialog.getByLabel("Show QR Code (to the division's or league's public page)"),
    ).not.toBeChecked();
    await dialog.getByLabel("Show QR Code (to the division's or league's public page)").check();
    await dialog.getByRole('button', { name: 'Update Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard updated successfully');

    await page.goto((await card.getByRole('link', { name: 'View Wallboard' }).getAttribute('href'))!);
    const target = `${world.host.url}/results/${league.leagueId}/divisions/${league.divisionId}`;
    await expect(page.getByRole('img', { name: `QR code for ${target}` })).toBeVisible();
  });
});
