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

  test('shows a message naming the browser it needs in place of the kiosk, and nothing crashes', async ({
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
    // In place of the kiosk's own screen, large, light on dark, inside the 1920x1080 screen.
    await expect(page.locator('#root')).toBeHidden();
    const look = await message.evaluate((h) => {
      const style = getComputedStyle(h);
      const box = h.getBoundingClientRect();
      return { size: style.fontSize, color: style.color, right: box.right, bottom: box.bottom };
    });
    expect(look.size).toBe('80px');
    expect(look.color).toBe('rgb(241, 245, 249)');
    expect(look.right).toBeLessThanOrEqual(1920);
    expect(look.bottom).toBeLessThanOrEqual(1080);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(5, 7, 13)');
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
