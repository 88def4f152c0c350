// An organiser of two organisations (issue 28) works in the second one: imports players by CSV, adds
// a roster in bulk and sends an invitation, each into that organisation (the first had the same
// names), then sees only its fixtures and its table. Desktop, 1366x768.
import { expect, test } from '@playwright/test';
import { signUpConfirmed } from '../support/mailbox.ts';
import { apiAs, expectToast, go, signIn, webWorld, type WebWorld } from './web-helpers.ts';

const password = 'secret123';
const owner = `owner-${Date.now()}@example.com`;

/** What each organisation holds before the journey: a league, a division, two teams, a fixture. */
const setups = [
  { slug: 'cueboard', league: 'Crown Monday', division: 'Crown Premier', teams: ['Red Lions', 'Blue Cues'] },
  { slug: 'borough', league: 'Borough Tuesday', division: 'Borough One', teams: ['Kings Arms', 'Old Bell'] },
] as const;

test.describe.configure({ mode: 'serial' });

test.describe('organisations: an organiser of two works in the second', () => {
  let world: WebWorld;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    world = await webWorld(browser);
    // The first confirmed account owns the deployment and organises 'Cueboard'; creating Borough
    // League makes them its organiser too.
    const { session } = await signUpConfirmed(world.host.url, owner, password);
    const api = apiAs(world.host, session.access_token);
    const borough = await api<{ id: number }>('POST', '/organisations', {
      name: 'Borough League',
      slug: 'borough',
    });
    for (const [i, s] of setups.entries()) {
      const organisationId = i === 0 ? 1 : borough.id;
      const league = await api('POST', '/leagues', { name: s.league, season: '2026/27', organisationId });
      const division = await api('POST', '/divisions', { leagueId: league.id, name: s.division });
      const venue = await api('POST', '/venues', { name: `${s.teams[0]} Hall`, organisationId });
      const teams = [];
      for (const name of s.teams) {
        const team = await api('POST', '/teams', { name, organisationId, homeVenueId: venue.id });
        await api('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
        teams.push(team);
      }
      await api('POST', '/fixtures', {
        divisionId: division.id,
        homeTeamId: teams[0].id,
        awayTeamId: teams[1].id,
        venueId: venue.id,
        kickoffAt: '2026-12-03T19:30:00.000Z',
      });
      // The first organisation has a Nia Hart too: the import and the roster must not meet her.
      if (i === 0) await api('POST', '/players', { fullName: 'Nia Hart', organisationId });
    }
  });
  test.afterAll(() => world?.close());

  test('imports players, adds a roster in bulk and invites someone, all in Borough League', async () => {
    test.setTimeout(150_000);
    const { page } = world;
    await page.goto('/');
    await signIn(page, owner, password);
    await page.goto('/teams?org=borough');
    await expect(page.getByRole('combobox', { name: 'Organisation' })).toHaveValue('borough');
    await expect(page.getByRole('link', { name: 'Kings Arms', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Red Lions', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    await importer.getByRole('tab', { name: 'Players' }).click();
    await importer.getByLabel('Or paste the CSV').fill('fullName\nNia Hart\nOwen Reed\n');
    await importer.getByText('2 players ready to import.').waitFor();
    await importer.getByRole('button', { name: 'Import 2 Players' }).click();
    await expectToast(page, 'Success', 'Imported 2 players');

    // Nia Hart is Borough's own (one match, not two); Pia Lane is new.
    await page.getByRole('button', { name: 'Add Players to Kings Arms' }).click();
    const add = page.getByRole('dialog', { name: 'Add Players to Kings Arms' });
    await add.getByLabel('Player names').fill('Nia Hart\nPia Lane');
    const toAdd = add.getByRole('list', { name: 'Players to add' });
    await toAdd.getByText('New player', { exact: true }).waitFor();
    await expect(toAdd.getByRole('combobox', { name: 'Nia Hart' })).toContainText(
      'Existing: Nia Hart (no team)',
    );
    // One Nia Hart to choose, or a new one: Cueboard's is not offered.
    await expect(toAdd.locator('select option')).toHaveText([
      'Existing: Nia Hart (no team)',
      'New player: Nia Hart',
    ]);
    await add.getByRole('button', { name: 'Add 2 Players' }).click();
    await expectToast(page, 'Success', '2 players added to Kings Arms (1 new)');
    await add.waitFor({ state: 'detached' });

    await go(page, 'People');
    await expect(page).toHaveURL(/[?&]org=borough/);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = page.getByRole('dialog', { name: 'Invite' });
    await invite.getByLabel('Email').fill('quinn@example.com');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Success', 'Invitation sent');
    await expect(page.getByRole('row').filter({ hasText: 'quinn@example.com' })).toContainText('Pending');
    await page.screenshot({
      path: 'test-results/e2e/web-organisations-organiser-people.png',
      fullPage: true,
    });
  });

  test("sees only Borough League's fixtures and table, and Cueboard's again on switching", async () => {
    test.setTimeout(120_000);
    const { page } = world;
    await go(page, 'Fixtures');
    await expect(page.getByText('Kings Arms').first()).toBeVisible();
    await expect(page.getByText('Red Lions')).toHaveCount(0);

    await go(page, 'Standings');
    const table = page.getByRole('region', { name: 'Borough One table' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('Kings Arms');
    await expect(table).toContainText('Old Bell');
    await expect(page.getByText('Red Lions')).toHaveCount(0);
    await page.screenshot({
      path: 'test-results/e2e/web-organisations-organiser-standings.png',
      fullPage: true,
    });

    await page.getByRole('combobox', { name: 'Organisation' }).selectOption({ label: 'Cueboard' });
    await expect(page.getByRole('region', { name: 'Crown Premier table' })).toContainText('Red Lions');
    await expect(page.getByText('Kings Arms')).toHaveCount(0);
    expect(world.errors.filter((e) => !/ 401 /.test(e))).toEqual([]);
  });
});
