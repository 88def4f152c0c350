// Shared by the web end-to-end suites: the real host serving web/dist, an organiser's desktop in the
// spec's Chromium, and the steps a person takes (sign up, follow the e-mail, sign in), with the spec's texts asserted on the way.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host.ts';
import { confirmationLink } from '../support/mailbox.ts';
import { desktop } from './devices.ts';
import { storyOrganiser, type StoryOrganiser } from './worker-host.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app once if no build is there (the test script normally builds before the tests). */
export function ensureWebBuild() {
  if (!existsSync(`${root}/web/dist/index.html`))
    execSync('npm run build:web', { cwd: root, stdio: 'ignore' });
}

export interface WebWorld {
  host: Host;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and refused requests seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A host of its own: for stories about a fresh deployment or its first user, the host's settings
 * (`env`), stopping it, or what the whole deployment sees (docs/testing.md, Which stories share a host).
 */
export async function webWorld(browser: Browser, env: Record<string, string> = {}): Promise<WebWorld> {
  ensureWebBuild();
  const host = await startHost({ env });
  return openWorld(browser, host, () => host.stop());
}

export interface StoryWorld extends WebWorld {
  /** A confirmed organiser of a new organisation of this story's own (tests/e2e/worker-host.ts). */
  organiser: StoryOrganiser & { password: string };
  /** A new e-mail address for a person this story signs up, unique on the shared host. */
  email(name: string): string;
}

/**
 * A story on this worker's shared host (tests/e2e/worker-host.ts) with an organiser of a new
 * organisation of its own: it sees only its own leagues, teams and people, so names shown on screen
 * may repeat across stories; every e-mail it signs up comes from `email()`.
 */
export async function storyWorld(browser: Browser, password: string): Promise<StoryWorld> {
  ensureWebBuild();
  const organiser = await storyOrganiser(password);
  const stamp = randomUUID().slice(0, 8);
  // The host is the worker's: it stays up for the next story.
  const world = await openWorld(browser, organiser.host, async () => {});
  return { ...world, organiser: { ...organiser, password }, email: (name) => `${name}-${stamp}@example.com` };
}

async function openWorld(browser: Browser, host: Host, stopHost: () => Promise<void>): Promise<WebWorld> {
  const context = await browser.newContext({ ...desktop, baseURL: host.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Which address failed, since Chromium's console line does not say.
  page.on(
    'response',
    (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.request().method()} ${r.url()}`),
  );
  return {
    host,
    browser,
    context,
    page,
    errors,
    async close() {
      // The browser is the worker's: close only what this story opened in it.
      await Promise.all(browser.contexts().map((c) => c.close()));
      await stopHost();
    },
  };
}

/** A browser story is slow on a loaded machine: seconds per step, not milliseconds. */
export const STORY_MS = 120_000;

/** Waits for the toast with this title and text (only one shows at a time; a new one replaces it). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .locator('li[data-state="open"]')
    .filter({ has: page.getByText(description ?? title, { exact: true }) })
    .first();
  await toast.waitFor({ timeout: 10_000 });
  expect(await toast.locator('div.font-semibold').first().innerText()).toBe(title);
}

/** Opens a labelled Radix select and picks an option. */
export async function pick(scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function visible(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** axe: no serious or critical violation on the screen as it is now. */
export async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** Signs up through the dialog, then follows the e-mailed link in the browser. */
export async function signUpInBrowser(page: Page, host: Host, email: string, password: string) {
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Signup Successful', 'Please check your email to confirm your account');
  await page.goto(await confirmationLink(host.url, email));
  await visible(page, 'Email Confirmed!');
  await page.waitForURL(`${host.url}/`);
}

/** Signs in from the home page's "Open my account" (on a phone the header's Sign In is in the menu). */
export async function signInFromHome(page: Page, who: { email: string; password: string }) {
  await page.getByRole('button', { name: 'Open my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Successful', 'Welcome back!');
}

/**
 * Navigates through the top navigation, as a person would: on a narrow screen through the Menu
 * button, and for a link inside a group (League, Stats, Venues & TVs, Admin), by opening its group.
 */
export async function go(page: Page, link: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const shown = nav.getByRole('link', { name: link, exact: true });
  const inGroup = page.getByRole('link', { name: link, exact: true, includeHidden: true });
  // Waits for the link to exist (signed-in links show once the session is known), shown or in a group.
  await nav.locator(inGroup).waitFor({ state: 'attached' });
  if (!(await shown.isVisible())) {
    const group = nav
      .getByRole('listitem')
      .filter({ has: inGroup })
      .filter({ has: page.getByRole('button') });
    await group.getByRole('button').first().click();
  }
  await shown.click();
  // Arrived: the link is the current page (the page it left may have a heading too).
  await expect(nav.locator(inGroup)).toHaveAttribute('aria-current', 'page');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** /api on the host as a signed-in user (a story's setup): the JSON answer, or an error naming the call. */
export function apiAs(host: Host, token: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async <T = any>(method: string, path: string, json?: unknown): Promise<T> => {
    const res = await fetch(`${host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/**
 * Opens a team card's roster ("<team> - Roster") from the Teams screen and gives the dialog. The card
 * fills in as names arrive (its captain's line), moving its buttons, so a click that landed on
 * another button is tried again until the roster shows.
 */
export async function openRoster(card: Locator): Promise<Locator> {
  const page = card.page();
  const roster = page.getByRole('dialog', { name: / - Roster$/ });
  await expect(async () => {
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'View Roster' }).click();
    await expect(roster).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return roster;
}
