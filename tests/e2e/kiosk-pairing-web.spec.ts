// The pairing story as people live it: a TV shows a code; the organiser follows its QR link to the
// Wallboards screen, names the screen and picks a wallboard; the TV shows it; the organiser
// re-assigns and then revokes it from the screens table.
import { expect, test } from '@playwright/test';
import { ensureKioskBuild, seedLeague, tvPage, wallboard, type Api } from './kiosk-setup.ts';
import { expectToast, pick, signIn, storyWorld, type StoryWorld } from './web-helpers.ts';

const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

test.describe('an organiser pairs a TV from the Wallboards screen', () => {
  let world: StoryWorld;
  const password = 'secret123';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ensureKioskBuild();
    // The story's organiser, of an organisation of its own on the worker's shared host.
    world = await storyWorld(browser, password);
    const api: Api = async (method, path, json) => {
      const res = await fetch(`${world.host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${world.organiser.token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return res.json();
    };
    const league = await seedLeague(api);
    await wallboard(api, {
      name: 'Bar Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
      isPublic: false,
    });
    await wallboard(api, {
      name: 'Bar Table',
      type: 'league_table',
      divisionId: league.divisionId,
      isPublic: false,
    });
  });
  test.afterAll(() => world?.close());

  test('pairs, re-assigns and revokes a screen', async () => {
    test.setTimeout(120_000);
    const { page } = world;
    const tv = await tvPage(world.browser);
    await tv.goto(`${world.host.url}/kiosk/`);
    await tv.waitForFunction(() =>
      /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
    );
    const code = await tv.getByTestId('pair-code').innerText();
    expect(code).toMatch(CODE);

    await page.goto('/');
    await signIn(page, world.organiser.email, password);
    // The TV's QR code leads here with the code filled in.
    await page.goto(`/wallboards?pair=${code}`);
    const dialog = page.getByRole('dialog', { name: 'Pair a Screen' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Pairing Code').inputValue()).toBe(code);
    await dialog.getByLabel('Screen Name').fill('Bar TV');
    await pick(dialog, 'Wallboard', 'Bar Scores');
    await dialog.getByRole('button', { name: 'Pair Screen' }).click();
    await expectToast(page, 'Success', 'Screen paired successfully');

    await tv.getByRole('heading', { name: 'Bar Scores' }).waitFor({ timeout: 12_000 });
    const row = page.getByRole('row', { name: /Bar TV/ });
    await row.waitFor();
    await row.getByText('Online').waitFor({ timeout: 15_000 });

    await pick(page, 'Wallboard for Bar TV', 'Bar Table');
    await tv.getByRole('heading', { name: 'Bar Table' }).waitFor({ timeout: 5_000 });

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Success', 'Screen revoked successfully');
    await tv.waitForFunction(
      () =>
        /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
      undefined,
      { timeout: 10_000 },
    );
    await page.getByText('No screens paired yet.', { exact: false }).waitFor();
    await tv.context().close();
  });
});
