// A TV whose browser is older than the kiosk's bundle needs (Chrome 85: kiosk/vite.config.ts) shows a
// message saying so instead of a blank screen (kiosk/public/browser-check.js, docs/tv-setup.md). An
// old browser is played by removing what Chrome 85 brought (Promise.any, String.prototype.replaceAll)
// before any page script runs; a current one shows the pairing screen and no message.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { ensureKioskBuild, tvPage } from './kiosk-setup.ts';

const TOO_OLD = "This TV's browser is too old for Cueboard.";
const NEEDS = 'It needs Chrome 85 or later (see docs/tv-setup.md).';

/** The page's uncaught errors, and its console errors other than failed loads. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test.describe('kiosk on a browser too old for it', () => {
  let host: Host;

  test.beforeAll(async () => {
    test.setTimeout(HOST_START_MS);
    ensureKioskBuild();
    host = await startHost();
  });
  test.afterAll(() => host?.stop());

  test('shows a full-screen message naming the browser it needs, and nothing crashes', async ({
    browser,
  }) => {
    const page = await tvPage(browser);
    await page.addInitScript(() => {
      delete (Promise as { any?: unknown }).any;
      delete (String.prototype as { replaceAll?: unknown }).replaceAll;
    });
    const errors = errorsOf(page);
    await page.goto(`${host.url}/kiosk/`);
    const message = page.getByRole('heading', { name: TOO_OLD });
    await expect(message).toBeVisible();
    await expect(page.getByText(NEEDS)).toBeVisible();
    // It covers the whole 1920x1080 screen; the kiosk's own screen is hidden behind it.
    const box = (await page.locator('div', { has: message }).last().boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    await expect(page.locator('#root')).toBeHidden();
    await expect(page.getByText('Pair this screen')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a current browser shows the pairing screen and no such message', async ({ browser }) => {
    const page = await tvPage(browser);
    const errors = errorsOf(page);
    await page.goto(`${host.url}/kiosk/`);
    await expect(page.getByText('Pair this screen')).toBeVisible();
    await expect(page.getByTestId('pair-code')).toHaveText(/^[A-Z0-9]{4}-?[A-Z0-9]{4}$/);
    await expect(page.getByText(TOO_OLD)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
