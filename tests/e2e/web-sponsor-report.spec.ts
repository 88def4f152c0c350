// User story: an organiser opens a sponsor's report from the Sponsors screen and reads what the TVs
// showed: the totals, a bar per day, a table per wallboard and per screen, in the host's time zone;
// downloads the same as CSV, and prints it (the page without the app's navigation and controls).
// The impressions are sent as a paired TV sends them: a batch, then the same batch again (counted once).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { expectAccessible, go, signIn, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';

const organiser = { email: 'olive@example.com', password: 'break-off-1' };
const DAY_MS = 86_400_000;
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

test.describe('web: a sponsor report', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  // Yesterday and the day before, in UTC (the host's TIME_ZONE here).
  const days = [2, 1].map((n) => new Date(startOfUtcDay(Date.now()) - n * DAY_MS));
  const [first, second] = days.map((d) => d.toISOString().slice(0, 10));
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser, { TIME_ZONE: 'UTC' });
    // The sponsor's logo, as its CDN would answer.
    await w.context.route('https://cdn.example.com/**', (r) =>
      r.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
    const { session } = await signUpConfirmed(w.host.url, organiser.email, organiser.password);
    const call = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${w.host.url}/api${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
      return res.json();
    };
    const sponsor = await call('/sponsors', { name: 'Cues R Us', imageUrl: 'https://cdn.example.com/a.png' });
    const bar = await call('/wallboards', { name: 'Bar loop', type: 'sponsors' });
    await call(`/wallboards/${bar.id}/sponsors`, { sponsorId: sponsor.id });
    const start = await call('/screens/pair', {});
    await call('/screens/claim', { code: start.code, name: 'Bar TV', wallboardId: bar.id });
    const { token } = await call('/screens/poll', { deviceSecret: start.deviceSecret });
    const shown = (day: Date, k: number) => ({
      clientId: randomUUID(),
      sponsorId: sponsor.id,
      wallboardId: bar.id,
      durationMs: 10_000,
      shownAt: new Date(day.getTime() + 20 * 3_600_000 + k * 10_000).toISOString(),
    });
    // Three impressions on the first day and two on the second, sent as one offline batch, twice.
    const batch = [0, 1, 2].map((k) => shown(days[0], k)).concat([0, 1].map((k) => shown(days[1], k)));
    for (let n = 0; n < 2; n++) await call('/impressions', batch, { 'x-screen-token': token });
  });
  test.afterAll(() => w?.close());

  test('the report shows the numbers the TV recorded, per day, wallboard and screen', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    await go(page, 'Sponsors');
    await page
      .locator('[data-slot=card]')
      .filter({ hasText: 'Cues R Us' })
      .getByRole('link', { name: 'Report' })
      .click();
    await expect(page.getByRole('heading', { name: 'Proof of play: Cues R Us' })).toBeVisible();
    await expect(page.getByTestId('stat-Impressions')).toHaveText('5');
    await expect(page.getByTestId('stat-Seconds on screen')).toHaveText('50');
    await expect(page.getByTestId('stat-Days shown')).toHaveText('2');
    await expect(page.getByText(/days in UTC\./)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Impressions per day from .*; the most, 3, on / }),
    ).toHaveAttribute('aria-label', new RegExp(`the most, 3, on ${first}$`));
    await expect(
      page.getByRole('table', { name: 'Impressions per wallboard' }).locator('tbody td'),
    ).toHaveText(['Bar loop', '5', '50']);
    await expect(page.getByRole('table', { name: 'Impressions per screen' }).locator('tbody td')).toHaveText([
      'Bar TV',
      '5',
      '50',
    ]);
    await expectAccessible(page, 'sponsor report');

    // Only the second day.
    await page.getByLabel('From', { exact: true }).fill(second);
    await expect(page.getByTestId('stat-Impressions')).toHaveText('2');
  });

  test('the CSV download holds one row per day, the time zone in its header row', async () => {
    const { page } = w;
    await page.getByLabel('From', { exact: true }).fill(first);
    await expect(page.getByTestId('stat-Impressions')).toHaveText('5');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('impressions-by-day.csv');
    expect(await readFile(await download.path(), 'utf8')).toBe(
      `day (UTC),impressions,seconds\n${first},3,30\n${second},2,20\n`,
    );
  });

  test('printed, the report leaves off the navigation and the controls', async () => {
    const { page } = w;
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Proof of play: Cues R Us' })).toBeVisible();
    await expect(page.getByTestId('stat-Impressions')).toHaveText('5');
    await page.emulateMedia({ media: 'screen' });
    expect(w.errors).toEqual([]);
  });
});
