// User story: a visitor looks around signed out, signs up, follows the e-mail, signs out and in again.
import { expect, test } from '@playwright/test';
import { SIGN_OUT_FAILED } from '../../web/src/lib/auth.tsx';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, latestMail, mailbox } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  go,
  signUpInBrowser,
  STORY_MS,
  visible,
  webWorld,
  type WebWorld,
} from './web-helpers.ts';

const email = 'ada@example.com';
const password = 'cue-sports';

test.describe('web: authentication', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    // Confirmation e-mails may be re-sent every 2 s, so the story can see both answers to Resend.
    w = await webWorld(browser, { AUTH_EMAIL_FREQUENCY: '2' });
  });
  test.afterAll(() => w?.close());

  test('shows home, the navigation and the 404 page signed out', async () => {
    const { page } = w;
    await page.goto('/');
    await visible(page, 'Welcome to Cueboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // A visitor's navigation holds only public screens (tests/e2e/web-navigation.spec.ts lists them).
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'League' }).click();
    await nav.getByRole('link', { name: 'Standings', exact: true }).waitFor();
    for (const link of ['Leagues', 'Fixtures', 'Transfers', 'Match Night', 'Venues', 'Sponsors']) {
      await expect(nav.getByRole('link', { name: link, exact: true, includeHidden: true })).toHaveCount(0);
    }
    await nav.getByRole('button', { name: 'League' }).click();
    expect(await nav.getByText('Cueboard', { exact: true }).count()).toBe(1);
    for (const text of [
      'Manage seasonal competitions',
      'Manage rosters and assignments',
      'Schedule and manage matches',
      'TV displays and live scores',
    ]) {
      await visible(page, text);
    }
    await expectAccessible(page, 'home');
    await page.getByRole('link', { name: 'Go to Fixtures' }).click();
    await page.waitForURL('**/fixtures');
    await visible(page, 'Authentication Required');
    await page.goto('/no/such/page');
    await visible(page, '404 Page Not Found');
  });

  test('guards admin pages: the dialog opens, and closing it while signed out goes home', async () => {
    const { page } = w;
    await page.goto('/leagues');
    await visible(page, 'Authentication Required');
    await visible(page, 'Please sign in to access this page');
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByText('Sign in to your account or create a new one').waitFor();
    expect(await dialog.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'authentication dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page, 'Welcome to Cueboard');
  });

  test('checks the sign-up passwords, mismatch first, then signs up', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm Password').fill('abd');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure your passwords match');
    await dialog.getByLabel('Confirm Password').fill('abc');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Signup Successful', 'Please check your email to confirm your account');
    await dialog.waitFor({ state: 'detached' });
  });

  test('refuses login before the e-mail is confirmed, and resends the confirmation', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    // Fields were cleared when the dialog closed after signing up.
    expect(await dialog.getByLabel('Email').inputValue()).toBe('');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Login Failed',
      'Please confirm your email before logging in. Check your inbox for a confirmation link.',
    );
    // Another e-mail may go out AUTH_EMAIL_FREQUENCY (2 s) after the last one to this address.
    const sent = Date.parse((await latestMail(w.host.url, email)).createdAt);
    await expect.poll(() => Date.now() - sent, { timeout: 10_000 }).toBeGreaterThan(2_000);
    await dialog.getByRole('button', { name: "Didn't receive confirmation email?" }).click();
    const resend = dialog.getByRole('form', { name: 'Resend confirmation email' });
    expect(await resend.getByLabel('Email').inputValue()).toBe(email);
    await resend.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Email Sent', 'Check your inbox for the confirmation link');
    await resend.waitFor({ state: 'detached' });
    // Asking again at once is answered alike (the answer tells nothing about the address), but no
    // second e-mail goes out within AUTH_EMAIL_FREQUENCY.
    await dialog.getByRole('button', { name: "Didn't receive confirmation email?" }).click();
    await resend.getByRole('button', { name: 'Resend' }).click();
    await resend.waitFor({ state: 'detached' });
    await expectToast(page, 'Email Sent', 'Check your inbox for the confirmation link');
    expect((await mailbox(w.host.url)).filter((m) => m.to === email)).toHaveLength(2);
    await dialog.getByRole('button', { name: "Didn't receive confirmation email?" }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('explains a bad confirmation link', async () => {
    const { page } = w;
    await page.goto('/auth/callback');
    await visible(page, 'Confirmation Failed');
    await visible(page, 'Invalid confirmation link');
    await visible(page, 'The confirmation link may have expired or already been used.');
    await expectAccessible(page, 'auth callback');
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('confirms through the e-mailed link, then signs out and back in', async () => {
    const { page, host } = w;
    await page.goto(await confirmationLink(host.url, email));
    await visible(page, 'Email Confirmed!');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
    // With no way to tell the server, Sign Out says so and the user stays signed in.
    await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Sign Out Failed', SIGN_OUT_FAILED);
    expect(await page.getByTestId('user-email').innerText()).toContain(email);
    await page.unroute('**/auth/v1/logout**');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Successful', 'Welcome back!');
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
    await page.goto('/leagues');
    await visible(page, 'No leagues yet. Create your first league to get started.');
  });

  test('collapses the navigation into a menu on a 360 px phone', async () => {
    const { page } = w;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'League' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'League' }).click();
    await nav.getByRole('link', { name: 'Leagues', exact: true }).click();
    await visible(page, 'No leagues yet. Create your first league to get started.');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('shows a later user what only organisers may do, with the reason', async () => {
    const context = await w.browser.newContext({ baseURL: w.host.url });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await signUpInBrowser(page, w.host, 'bea@example.com', 'snooker-2');
      await go(page, 'Leagues');
      await visible(page, 'Only organisers can create, edit or delete leagues.');
      expect(await page.getByRole('button', { name: 'Create League' }).isDisabled()).toBe(true);
      await go(page, 'Transfers');
      await visible(page, 'Only organisers can approve or reject transfers and create transfer windows.');
    } finally {
      await context.close();
    }
  });

  test('logged no console errors beyond the refused requests the story provoked', () => {
    // The refused sign-in (400) and the sign-out without a network are the story's
    // own; nothing else may fail.
    const provoked = [
      /^Failed to load resource/,
      /^400 POST .*\/auth\/v1\//,
      /^TypeError: Failed to fetch\n.*\bsignOut\b/s,
    ];
    const unexpected = w.errors.filter((e) => !provoked.some((p) => p.test(e)));
    expect(unexpected).toEqual([]);
  });
});
