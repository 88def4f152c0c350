// User story (issue 24, the app opens fast on a phone in a pub): a phone opening the home page or
// Match Night loads the shell and that screen's code, compressed, and nothing of the other screens
// or of Supabase clients the app does not use; the sign-in still opens and a session still survives
// a reload. bench/lighthouse.ts prints the figures (score, first paint, kilobytes).
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { phone } from './devices.ts';
import { signIn, STORY_MS, visible, webWorld, type WebWorld } from './web-helpers.ts';

interface Script {
  path: string;
  encoding: string | null;
  text: string;
}

/** Opens `path` on a fresh phone and returns the scripts it loaded and its /config.json fetches. */
async function open(w: WebWorld, path: string, ready: (page: Page) => Promise<void>) {
  const context = await w.browser.newContext({ ...phone, baseURL: w.host.url });
  const page = await context.newPage();
  const scripts: Promise<Script>[] = [];
  let configFetches = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/config.json' && configFetches++));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.push(
      r
        .text()
        .then((text) => ({ path: url.pathname, encoding: r.headers()['content-encoding'] ?? null, text })),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return { scripts: loaded, configFetches };
}

/** Brotli or gzip, unless smaller than a packet's worth (server/static.ts sends those as they are). */
const compressed = (s: Script) => s.text.length < 1024 || s.encoding === 'br' || s.encoding === 'gzip';

/** Supabase clients the app never uses (its data goes through /api): realtime, storage, PostgREST. */
const unusedClients = /realtime\/v1|storage\/v1|rest\/v1/;
/** Chunks of the screens behind the navigation (each lazily loaded when first visited). */
const otherScreens =
  /\/assets\/(fixtures-screen|leagues-screen|teams-screen|wallboards|audit-screen|people-screen)-/;

test.describe('web: the first screen on a phone', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
  });
  test.afterAll(() => w?.close());

  test('the home page loads the shell compressed, with no other screen and no unused Supabase client', async () => {
    const { scripts, configFetches } = await open(w, '/', (page) => visible(page, 'Welcome to Cueboard'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(compressed(s), s.path).toBe(true);
      expect(unusedClients.test(s.text), `${s.path} holds an unused Supabase client`).toBe(false);
      expect(s.path).not.toMatch(otherScreens);
      expect(s.path).not.toMatch(/\/assets\/match-night-/);
    }
    // The preloaded configuration is the one the app reads: fetched once.
    expect(configFetches).toBe(1);
  });

  test('Match Night loads its own code and asks a visitor to sign in', async () => {
    const { scripts } = await open(w, '/match-night', async (page) => {
      await visible(page, 'Authentication Required');
      await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
    });
    expect(scripts.some((s) => /\/assets\/match-night-/.test(s.path))).toBe(true);
    for (const s of scripts) {
      expect(compressed(s), s.path).toBe(true);
      expect(unusedClients.test(s.text), `${s.path} holds an unused Supabase client`).toBe(false);
      expect(s.path).not.toMatch(otherScreens);
    }
  });

  test('a session signed in before still holds after a reload, and Sign Out works', async () => {
    await signUpConfirmed(w.host.url, 'pat@example.com', 'cue-sports-1');
    const { page } = w;
    await page.goto('/');
    await signIn(page, 'pat@example.com', 'cue-sports-1');
    // supabase-js's own storage key, so sessions saved by earlier builds are still found.
    expect(await page.evaluate(() => Object.keys(localStorage))).toContain('sb-localhost-auth-token');
    await page.reload();
    await expect(page.getByTestId('user-email')).toHaveText('pat@example.com');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(w.errors).toEqual([]);
  });
});
