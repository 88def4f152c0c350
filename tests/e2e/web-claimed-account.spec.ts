// User story: someone signed up Vera's address with their own password before she did. Vera signs up
// with hers and follows the link in her mailbox: neither password was kept, so the link signs her in
// and asks her to choose one; she does, and signs in with it later. The other two are refused.
import { expect, test } from '@playwright/test';
import { CLAIMED_TEXT } from '../../web/src/features/auth/signup-rules.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, supabaseFor } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  signIn,
  STORY_MS,
  visible,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

// Vera's new address on the worker's shared host (StoryWorld.email).
let email: string;
const squatterPassword = 'squatter-pass-1';
const veraPassword = 'vera-typed-this';
const chosenPassword = 'vera-chose-this';

test.describe('web: an address signed up by someone else first', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    email = w.email('vera');
  });
  test.afterAll(() => w?.close());

  const signInError = async (password: string) =>
    (await (await supabaseFor(w.host.url)).auth.signInWithPassword({ email, password })).error;

  test('the owner follows the mailbox link and is asked to choose a password', async () => {
    const { page, host } = w;
    const squatter = await supabaseFor(host.url);
    expect(
      (
        await squatter.auth.signUp({
          email,
          password: squatterPassword,
          options: { data: { display_name: 'Not Vera' } },
        })
      ).error,
    ).toBeNull();

    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(veraPassword);
    await dialog.getByLabel('Confirm Password').fill(veraPassword);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Signup Successful', 'Please check your email to confirm your account');

    await page.goto(await confirmationLink(host.url, email));
    await page.getByRole('heading', { name: 'Choose a password' }).waitFor();
    await visible(page, CLAIMED_TEXT);
    await expectAccessible(page, 'choose a password');
    // She is signed in already, before choosing.
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
    for (const password of [squatterPassword, veraPassword]) {
      expect(await signInError(password)).toMatchObject({ code: 'invalid_credentials' });
    }

    await page.getByLabel('New Password', { exact: true }).fill('x'.repeat(73));
    await page.getByLabel('Confirm New Password').fill('x'.repeat(73));
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, 'Password too long', 'Password cannot be longer than 72 characters');
    await page.getByLabel('New Password', { exact: true }).fill(chosenPassword);
    await page.getByLabel('Confirm New Password').fill(chosenPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, 'Password Updated', 'Your new password is set.');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
  });

  test('signs in with the chosen password; the two earlier ones stay refused', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(page, email, chosenPassword);
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
    for (const password of [squatterPassword, veraPassword]) {
      expect(await signInError(password)).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  test('logged no console errors', () => {
    expect(w.errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
  });
});
