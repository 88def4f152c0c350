// User story: an organiser invites a new captain; the e-mailed link opens /invite in the browser with
// the address, the invitee chooses a password (a mismatch is caught), accepts and lands signed in;
// the same link then shows that it has been used. An invitee who already has an account signs in
// as that address to accept.
import { expect, test } from '@playwright/test';
import { INVITATION_LINK_DEAD } from '@core/schemas/account.ts';
import { HOST_START_MS } from '../support/host.ts';
import { latestMail, signUpConfirmed } from '../support/mailbox.ts';
import {
  expectAccessible,
  expectToast,
  go,
  STORY_MS,
  visible,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

// New addresses for each run on the worker's shared host (StoryWorld.email).
let invitee: string;
let member: string;
const password = 'long-pot-7';

test.describe('web: invite and accept', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let organiserToken: string;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'organiser-1');
    organiserToken = w.organiser.token;
    invitee = w.email('dora');
    member = w.email('eve');
  });
  test.afterAll(() => w?.close());

  const apiPost = async (path: string, body: unknown) => {
    const res = await fetch(`${w.host.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organiserToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, `POST ${path}`).toBe(201);
    return (await res.json()) as { id: number };
  };
  const invitationLink = async (to: string) => {
    const mail = await latestMail(w.host.url, to);
    // The deployment hosts several organisations: the subject leads with the story's.
    expect(mail.subject).toBe(`${w.organiser.organisation.name} · You're invited to Cueboard`);
    return /https?:\/\/\S+\/invite#token=\S+/.exec(mail.text)![0];
  };

  let link: string;
  test('opens the e-mailed link, catches a mismatch, accepts and lands signed in', async () => {
    const { page } = w;
    const team = await apiPost('/teams', { name: 'Red Lions' });
    await apiPost('/invitations', { email: invitee, role: 'captain', teamId: team.id });
    link = await invitationLink(invitee);

    await page.goto(link);
    await page.getByRole('heading', { name: "You're invited to Cueboard" }).waitFor();
    await visible(page, 'Join as captain of Red Lions.');
    const address = page.getByLabel('Email');
    await expect(address).toHaveValue(invitee);
    await expect(address).toHaveAttribute('readonly', '');
    await expectAccessible(page, 'accept invitation');

    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure your passwords match');

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, 'Invitation Accepted', 'Welcome to Cueboard!');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-email').filter({ hasText: invitee }).waitFor();
  });

  test('shows the same link as used once it has been accepted', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invitation Not Valid' }).waitFor();
    await visible(page, INVITATION_LINK_DEAD);
    await expectAccessible(page, 'invitation link used');
  });

  test('asks an existing account to sign in as the address, then accepts', async () => {
    const { page, host } = w;
    await signUpConfirmed(host.url, member, password);
    await apiPost('/invitations', { email: member, role: 'organiser' });
    await page.goto(await invitationLink(member));
    await visible(page, `An account already exists for ${member}: sign in to accept the invitation.`);
    await page.getByRole('button', { name: 'Sign In to Accept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill(member);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Successful', 'Welcome back!');
    await visible(page, `You are signed in as ${member}.`);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(page, 'Invitation Accepted', 'Welcome to Cueboard!');
    await page.waitForURL((url) => url.pathname === '/');
    // The new role shows at once, without signing in again.
    await go(page, 'Leagues');
    await expect(page.getByRole('button', { name: 'Create League' })).toBeEnabled();
  });

  test('logged no console errors beyond the used link the story opened', () => {
    const provoked = [/^Failed to load resource/, /^404 POST .*\/api\/invitations\/lookup/];
    expect(w.errors.filter((e) => !provoked.some((p) => p.test(e)))).toEqual([]);
  });
});
