// Organisations (issue 28), as people live them: the deployment owner creates two and names an
// organiser for each; each organiser sets up a league, pairs a TV and sees only their own; a player
// in both switches between them on a phone, the organisation in the address.
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { signUpConfirmed } from '../support/mailbox.ts';
import { desktop, phone } from './devices.ts';
import { ensureKioskBuild, tvPage, wallboard } from './kiosk-setup.ts';
import {
  apiAs,
  expectToast,
  go,
  pick,
  signIn,
  signInFromHome,
  webWorld,
  type WebWorld,
} from './web-helpers.ts';

const password = 'secret123';
const stamp = Date.now();
const owner = `owner-${stamp}@example.com`;
const player = { email: `pat-${stamp}@example.com`, password };

/** Each organisation, its organiser and what they set up. */
const orgs = [
  {
    name: 'Northside Pool League',
    slug: 'northside-pool-league',
    organiser: `alice-${stamp}@example.com`,
    league: 'Monday Night League',
    board: 'Northside Scores',
    tv: 'Crown Bar TV',
  },
  {
    name: 'Riverside Snooker Association',
    slug: 'riverside-snooker-association',
    organiser: `bob-${stamp}@example.com`,
    league: 'Thursday Snooker League',
    board: 'Riverside Scores',
    tv: 'Club Room TV',
  },
] as const;
type Org = (typeof orgs)[number];
const other = (org: Org) => orgs.find((o) => o !== org)!;

test.describe.configure({ mode: 'serial' });

test.describe('organisations: two on one deployment', () => {
  let world: WebWorld;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ensureKioskBuild();
    world = await webWorld(browser);
    // The first confirmed user owns the deployment; the others have accounts before they are named.
    for (const email of [owner, ...orgs.map((o) => o.organiser), player.email]) {
      const { session, user } = await signUpConfirmed(world.host.url, email, password);
      tokens.set(email, session.access_token);
      ids.set(email, user.id);
    }
  });
  test.afterAll(() => world?.close());

  test('the owner creates two organisations and names an organiser for each', async () => {
    test.setTimeout(120_000);
    const { page } = world;
    await page.goto('/');
    await signIn(page, owner, password);
    await go(page, 'People');
    const section = page.getByRole('region', { name: 'Organisations' });
    for (const org of orgs) {
      await section.getByRole('button', { name: 'New Organisation' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Organisation' });
      await dialog.getByLabel('Name').fill(org.name);
      // The slug follows the name.
      await expect(dialog.getByLabel('Slug')).toHaveValue(org.slug);
      await dialog.getByRole('button', { name: 'Create Organisation' }).click();
      await expectToast(page, 'Success', `${org.name} created`);
      await section.getByRole('button', { name: `Name Organiser of ${org.name}` }).click();
      const naming = page.getByRole('dialog', { name: 'Name Organiser' });
      await naming.getByLabel('Email').fill(org.organiser);
      await naming.getByRole('button', { name: 'Name Organiser' }).click();
      await expectToast(page, 'Success', `${org.organiser} now organises it`);
    }
    // Each row's address is its public page.
    await expect(section.getByRole('row')).toHaveText([
      /Name\s*Address/,
      /Cueboard\s*\/results\/o\/cueboard/,
      /Northside Pool League\s*\/results\/o\/northside-pool-league/,
      /Riverside Snooker Association\s*\/results\/o\/riverside-snooker-association/,
    ]);
    // Several organisations on the deployment: an organiser's role names which.
    for (const org of orgs)
      await expect(page.getByRole('list', { name: `Roles of ${org.organiser}` })).toHaveText(
        `Organiser · ${org.name}×`,
      );
    // The owner now organises three: the header offers them, the address names the one shown.
    await expect(page.getByRole('combobox', { name: 'Organisation' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]org=cueboard/);
    await page.screenshot({ path: 'test-results/e2e/web-organisations-owner.png', fullPage: true });
  });

  for (const org of orgs) {
    test(`${org.name}'s organiser sets up a league, pairs a TV and sees only their own`, async () => {
      test.setTimeout(150_000);
      const context = await world.browser.newContext({ ...desktop, baseURL: world.host.url });
      const page = await context.newPage();
      await page.goto('/');
      await signIn(page, org.organiser, password);
      // One organisation: no switcher, and the addresses stay as they were.
      await go(page, 'Leagues');
      await expect(page.getByRole('combobox', { name: 'Organisation' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Create League' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create League' });
      await dialog.getByLabel('Name').fill(org.league);
      await dialog.getByLabel('Season').fill('2026/27');
      await dialog.getByRole('button', { name: 'Create League' }).click();
      await expectToast(page, 'Success', 'League created successfully');
      await expect(page).toHaveURL(/\/leagues$/);

      // The wallboard the TV will show (its screen is covered by web-wallboard-theme.spec.ts).
      const api = apiAs(world.host, tokens.get(org.organiser)!);
      const leagues = await api<{ id: number; name: string }[]>('GET', '/leagues');
      const league = leagues.find((l) => l.name === org.league)!;
      await wallboard(api, { name: org.board, type: 'live_scores', leagueId: league.id, isPublic: false });

      const tv = await tvPage(world.browser);
      await tv.goto(`${world.host.url}/kiosk/`);
      await tv.waitForFunction(() =>
        /^[A-Z]{4}-[A-Z]{4}$/.test(document.querySelector('[data-testid="pair-code"]')?.textContent ?? ''),
      );
      const code = await tv.getByTestId('pair-code').innerText();
      await page.goto(`/wallboards?pair=${code}`);
      const pairing = page.getByRole('dialog', { name: 'Pair a Screen' });
      await pairing.getByLabel('Screen Name').fill(org.tv);
      await pick(pairing, 'Wallboard', org.board);
      await pairing.getByRole('button', { name: 'Pair Screen' }).click();
      await expectToast(page, 'Success', 'Screen paired successfully');
      await tv.getByRole('heading', { name: org.board }).waitFor({ timeout: 15_000 });

      // Their TV and wallboard, never the other organisation's.
      await expect(page.getByRole('row', { name: new RegExp(org.tv) })).toBeVisible();
      await expect(page.getByText(org.board, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(other(org).tv)).toHaveCount(0);
      await expect(page.getByText(other(org).board)).toHaveCount(0);
      await page.screenshot({
        path: `test-results/e2e/web-organisations-${org.slug}-tvs.png`,
        fullPage: true,
      });
      // Their league, never the other's (leagues are public: only the organisation filter hides it).
      await go(page, 'Leagues');
      await expect(page.getByText(org.league, { exact: true })).toBeVisible();
      await expect(page.getByText(other(org).league)).toHaveCount(0);
      await page.screenshot({ path: `test-results/e2e/web-organisations-${org.slug}-leagues.png` });
      await tv.context().close();
      await context.close();
    });
  }

  test('a player in both switches between them on a phone', async () => {
    test.setTimeout(120_000);
    // Each organiser adds Pat to their organisation, linked to Pat's account.
    const userId = ids.get(player.email)!;
    for (const org of orgs) {
      await apiAs(world.host, tokens.get(org.organiser)!)('POST', '/players', {
        fullName: 'Pat Potter',
        userId,
      });
    }
    const context = await world.browser.newContext({ ...phone, baseURL: world.host.url });
    const page = await context.newPage();
    await page.goto('/');
    await signInFromHome(page, player);
    const switcher = page.getByRole('combobox', { name: 'Organisation' });
    await expect(switcher.locator('option')).toHaveText(orgs.map((o) => o.name));

    const shows = async (org: Org, screen: Page) => {
      await expect(screen).toHaveURL(new RegExp(`[?&]org=${org.slug}`));
      await expect(screen.getByText(org.league, { exact: true })).toBeVisible();
      await expect(screen.getByText(other(org).league)).toHaveCount(0);
    };
    await go(page, 'Leagues');
    await shows(orgs[0], page);
    await page.screenshot({ path: 'test-results/e2e/web-organisations-phone-northside.png' });
    await switcher.selectOption({ label: orgs[1].name });
    await shows(orgs[1], page);
    await page.screenshot({ path: 'test-results/e2e/web-organisations-phone-riverside.png' });
    // The organisation stays through the menu's links, and a shared link opens the one it names.
    await go(page, 'Players');
    await expect(page).toHaveURL(new RegExp(`/players\\?org=${orgs[1].slug}`));
    await page.goto(`/leagues?org=${orgs[0].slug}`);
    await shows(orgs[0], page);
    await expect(switcher).toHaveValue(orgs[0].slug);
    await context.close();
  });
});
