// User story: an organiser opens /people, finds an account by name or e-mail, makes a confirmed
// member captain of a team and takes it back, links a player record, and is told the API's rule when
// granting a role to an account that has not confirmed its e-mail address, and invites someone by
// e-mail. Others see why not.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { HOST_START_MS } from '../support/host.ts';
import { latestMail, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  go,
  pick,
  signIn,
  STORY_MS,
  webWorld,
  type WebWorld,
} from './web-helpers.ts';

const organiser = { email: 'olive@example.com', password: 'break-off-1' };
const captain = { email: 'cleo@example.com', password: 'safety-shot-2' };
const unconfirmed = 'uma@example.com';

test.describe('web: people and roles', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    // Fifty more sign-ups than the default allows from one address, for the paging story.
    w = await webWorld(browser, { AUTH_SIGNUP_PER_IP: '100' });
    const { session } = await signUpConfirmed(w.host.url, organiser.email, organiser.password);
    const api = async (path: string, json: unknown) => {
      const res = await fetch(`${w.host.url}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
    };
    await api('/teams', { name: 'Red Lions' });
    await api('/players', { fullName: 'Cleo Cue', nickname: null, userId: null });
    await api('/players', { fullName: 'Cleo Again', nickname: null, userId: null });
    await signUpConfirmed(w.host.url, captain.email, captain.password);
    const client = await supabaseFor(w.host.url);
    expect((await client.auth.signUp({ email: unconfirmed, password: 'not-yet-1' })).error).toBeNull();
  });
  test.afterAll(() => w?.close());

  const row = (page: Page, email: string) => page.getByTestId('account-row').filter({ hasText: email });
  const search = async (page: Page, text: string, email: string) => {
    await page.getByLabel('Search').fill(text);
    await expect(page.getByTestId('account-row')).toHaveCount(1);
    await expect(row(page, email)).toBeVisible();
  };

  test('an organiser sees every account with its confirmation, sign-in and roles', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, organiser.email, organiser.password);
    await go(page, 'People');
    await expect(page.getByTestId('account-row')).toHaveCount(3);
    await expect(page.getByText('1–3 of 3', { exact: true })).toBeVisible();
    await expect(row(page, organiser.email)).toContainText('Organiser');
    await expect(row(page, organiser.email).getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(row(page, unconfirmed).getByText('Not confirmed', { exact: true })).toBeVisible();
    await expect(row(page, unconfirmed).getByText('Never', { exact: true })).toBeVisible();
    await expectAccessible(page, '/people');
  });

  test('grants captain of a team to a confirmed account, then revokes it', async () => {
    const { page } = w;
    await search(page, 'CLEO', captain.email);
    await page.getByRole('button', { name: `Grant role to ${captain.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant role' });
    await pick(page, 'Role', 'Captain');
    await pick(page, 'Team', 'Red Lions');
    await expectAccessible(page, 'grant role dialog');
    await dialog.getByRole('button', { name: 'Grant role', exact: true }).click();
    await expectToast(page, 'Success', 'Role granted successfully');
    const roles = page.getByRole('list', { name: `Roles of ${captain.email}` });
    await expect(roles.getByRole('listitem')).toHaveText(['Captain of Red Lions×']);

    await roles.getByRole('button', { name: `Revoke Captain of Red Lions from ${captain.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke role' });
    await expect(confirm).toContainText(`Remove "Captain of Red Lions" from ${captain.email}?`);
    await expectAccessible(page, 'revoke role confirmation');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Success', 'Role revoked successfully');
    await expect(roles).toHaveCount(0);
    await expect(row(page, captain.email)).not.toContainText('Captain of Red Lions');
  });

  test('links a player record to an account', async () => {
    const { page } = w;
    await page.getByRole('button', { name: `Link player to ${captain.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Link player' });
    await pick(page, 'Player', 'Cleo Cue');
    await expectAccessible(page, 'link player dialog');
    await dialog.getByRole('button', { name: 'Link player', exact: true }).click();
    await expectToast(page, 'Success', 'Player linked successfully');
    await expect(row(page, captain.email).getByRole('cell').nth(5)).toHaveText('Cleo Cue');

    // Choosing another record for the same account moves the link, and says so first.
    await page.getByRole('button', { name: `Link player to ${captain.email}` }).click();
    await expect(dialog).toContainText(
      `${captain.email} is linked to Cleo Cue. Choosing another player record moves the link.`,
    );
    await pick(page, 'Player', 'Cleo Again');
    await dialog.getByRole('button', { name: 'Link player', exact: true }).click();
    await expectToast(page, 'Success', 'Player linked successfully');
    await expect(row(page, captain.email).getByRole('cell').nth(5)).toHaveText('Cleo Again');
  });

  test("granting a role to an unconfirmed account shows the API's message", async () => {
    const { page } = w;
    await search(page, 'uma@', unconfirmed);
    await page.getByRole('button', { name: `Grant role to ${unconfirmed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant role' });
    await pick(page, 'Role', 'Captain');
    await pick(page, 'Team', 'Red Lions');
    await dialog.getByRole('button', { name: 'Grant role', exact: true }).click();
    await expectToast(page, 'Error', 'That user has not confirmed their e-mail address yet');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, unconfirmed)).not.toContainText('Captain');
  });

  test('invites someone by e-mail from /people, then revokes the invitation', async () => {
    const { page } = w;
    await go(page, 'People');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite' });
    await dialog.getByLabel('Email').fill('ivy@example.com');
    await pick(dialog, 'Team (Optional)', 'Red Lions');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toBeHidden();
    const invited = page.getByRole('row').filter({ hasText: 'ivy@example.com' });
    await expect(invited).toContainText('Pending');
    await expect(invited).toContainText('Red Lions');
    const mail = await latestMail(w.host.url, 'ivy@example.com');
    expect(mail.subject).toBe("You're invited to Cueboard");
    expect(mail.text).toContain('/invite#token=');

    await page.getByRole('button', { name: 'Revoke invitation to ivy@example.com' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(invited).toContainText('Revoked');
    await expect(page.getByRole('button', { name: 'Revoke invitation to ivy@example.com' })).toHaveCount(0);
  });

  test('a search that finds nothing says so', async () => {
    const { page } = w;
    await page.getByLabel('Search').fill('nobody-here');
    await expect(page.getByText('No accounts match “nobody-here”.', { exact: true })).toBeVisible();
  });

  test('pages through the accounts fifty at a time', async () => {
    const { page } = w;
    const client = await supabaseFor(w.host.url);
    for (let i = 10; i < 60; i++) {
      const { error } = await client.auth.signUp({
        email: `member-${i}@example.com`,
        password: 'member-pw-1',
      });
      expect(error).toBeNull();
    }
    await page.reload();
    await expect(page.getByText('1–50 of 53', { exact: true })).toBeVisible();
    await expect(page.getByTestId('account-row')).toHaveCount(50);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('51–53 of 53', { exact: true })).toBeVisible();
    await expect(page.getByTestId('account-row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('1–50 of 53', { exact: true })).toBeVisible();
    await page.getByLabel('Search').fill('member-1');
    await expect(page.getByText('1–10 of 10', { exact: true })).toBeVisible();
  });

  test('a member without a role sees that only organisers manage people, and no People link', async () => {
    const context = await w.browser.newContext({ baseURL: w.host.url });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, captain.email, captain.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Account', exact: true })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'People', exact: true, includeHidden: true })).toHaveCount(0);
    await page.goto('/people');
    await expect(
      page.getByText('Only organisers can see accounts and grant or revoke roles.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('account-row')).toHaveCount(0);
  });
});
