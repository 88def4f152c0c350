// User story: a member forgets the password, asks for a reset link from the Login tab, follows the
// e-mail, chooses a new password on /auth/callback and signs in with it; the old one is refused.
import { expect, test } from '@playwright/test';
import { RESET_LINK_SENT_TEXT } from '../../web/src/features/auth/signup-rules.ts';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  signIn,
  signUpInBrowser,
  STORY_MS,
  visible,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

// New addresses on the worker's shared host (StoryWorld.email): Cleo's, one nobody has, Dan's.
let email: string;
let nobody: string;
const oldPassword = 'break-off-1';
const newPassword = 'safety-shot-2';

test.describe('web: password reset', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let resetLink: string;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    email = w.email('cleo');
    nobody = w.email('nobody');
  });
  test.afterAll(() => w?.close());

  const openForgotForm = async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    return dialog.getByRole('form', { name: 'Reset password' });
  };
  const resetMails = async (to: string) =>
    (await mailbox(w.host.url)).filter((m) => m.to === to && m.subject === 'Reset your Cueboard password');

  test('answers alike for an unknown address and an account, and mails only the account', async () => {
    const { page, host } = w;
    await page.goto('/');
    await signUpInBrowser(page, host, email, oldPassword);
    await page.getByRole('button', { name: 'Sign Out' }).click();

    let form = await openForgotForm();
    await expectAccessible(page, 'forgot password form');
    await form.getByLabel('Email').fill(nobody);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('status').filter({ hasText: RESET_LINK_SENT_TEXT }).waitFor();
    await dialog.getByRole('button', { name: 'Back to Login' }).click();

    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    form = dialog.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByRole('status').filter({ hasText: RESET_LINK_SENT_TEXT }).waitFor();

    await expect.poll(async () => (await resetMails(email)).length).toBe(1);
    const [mail] = await resetMails(email);
    resetLink = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(mail.text)![0];
    expect(new URL(resetLink).searchParams.get('type')).toBe('recovery');
    expect(await resetMails(nobody)).toEqual([]);

    // Asking again at once is refused, as for the confirmation e-mail.
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    const refused = page
      .locator('li[data-state="open"]')
      .filter({ hasText: /For security purposes, you can only request this after \d+ seconds?\./ });
    await refused.waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('follows the link, chooses a new password, and the link works once', async () => {
    const { page } = w;
    await page.goto(resetLink);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page, 'choose a new password');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure your passwords match');
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, 'Password Updated', 'Your new password is set.');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.goto(resetLink);
    await visible(page, 'Password Reset Failed');
    await visible(page, 'Email link is invalid or has expired');
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('signs in with the new password and refuses the old one', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(oldPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Login Failed',
      'Please confirm your email before logging in. Check your inbox for a confirmation link.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await signIn(page, email, newPassword);
    await page.getByTestId('user-email').filter({ hasText: email }).waitFor();
  });

  test("follows Supabase's own verify link too (the session arrives in the fragment)", async () => {
    // A Supabase project's default reset e-mail links to /auth/v1/verify, which redirects to the
    // callback with the session in the fragment, marked type=recovery.
    const { page, host } = w;
    const other = w.email('dan');
    await signUpConfirmed(host.url, other, oldPassword);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // Signed out before the link is followed: a page left mid-sign-out keeps the revoked session.
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const client = await supabaseFor(host.url);
    expect((await client.auth.resetPasswordForEmail(other)).error).toBeNull();
    await expect.poll(async () => (await resetMails(other)).length).toBe(1);
    const [mail] = await resetMails(other);
    const hash = new URL(/https?:\/\/\S+\/auth\/callback\?\S+/.exec(mail.text)![0]).searchParams.get(
      'token_hash',
    );
    const callback = encodeURIComponent(`${host.url}/auth/callback`);
    await page.goto(`/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${callback}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectToast(page, 'Password Updated', 'Your new password is set.');
    await page.getByTestId('user-email').filter({ hasText: other }).waitFor();
    expect((await client.auth.signInWithPassword({ email: other, password: newPassword })).error).toBeNull();
  });

  test('logged no console errors beyond the refused requests the story provoked', () => {
    // The second reset request (429), the spent link (403) and the old password (400) are the story's.
    const provoked = [
      /^Failed to load resource/,
      /^429 POST .*\/auth\/v1\/recover/,
      /^403 POST .*\/auth\/v1\/verify/,
      /^400 POST .*\/auth\/v1\/token\?grant_type=password/,
    ];
    expect(w.errors.filter((e) => !provoked.some((p) => p.test(e)))).toEqual([]);
  });
});
