// The "Done when": a new user runs a whole league set-up from the browser, and every text,
// toast and rule of the product specification these screens show is asserted on the way.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { fixtureMenu } from './fixture-menu.ts';
import {
  expectAccessible,
  expectToast,
  go,
  pick,
  signUpInBrowser,
  STORY_MS,
  visible,
  openRoster,
  webWorld,
  type WebWorld,
} from './web-helpers.ts';

const dialogNamed = (w: WebWorld, name: string) => w.page.getByRole('dialog', { name });

test.describe('web: a whole league set-up by its organiser', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: w.host.url });
  });
  test.afterAll(() => w?.close());

  test('signs up and confirms: the first confirmed user organises', async () => {
    await w.page.goto('/');
    await signUpInBrowser(w.page, w.host, 'organiser@example.com', 'break-off-1');
  });

  test('Leagues: create (also by keyboard), edit, delete with the spec texts', async () => {
    const { page } = w;
    await go(page, 'Leagues');
    await visible(page, 'No leagues yet. Create your first league to get started.');
    await expectAccessible(page, 'leagues (empty)');
    await page.getByRole('button', { name: 'Create League' }).click();
    const dialog = dialogNamed(w, 'Create League');
    await dialog.getByLabel('Name').fill('Winter Leage');
    await dialog.getByLabel('Season').fill('2026/27');
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await expectToast(page, 'Success', 'League created successfully');
    // The same with the keyboard only: focus lands in the dialog's first field, Enter submits.
    await page.getByRole('button', { name: 'Create League' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Scratch League');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Success', 'League created successfully');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Winter Leage' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed(w, 'Edit League');
    expect(await edit.getByLabel('Season').inputValue()).toBe('2026/27');
    await edit.getByLabel('Name').fill('Winter League');
    await edit.getByRole('button', { name: 'Update League' }).click();
    await expectToast(page, 'Success', 'League updated successfully');
    await page
      .locator('[data-slot=card]')
      .filter({ hasText: 'Scratch League' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('This will also delete all divisions, fixtures and related data.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'League deleted successfully');
    await page.getByText('Scratch League').waitFor({ state: 'detached' });
    await expectAccessible(page, 'leagues');
  });

  test('Divisions: preselected from the league card, create, edit, delete', async () => {
    const { page } = w;
    await page
      .locator('[data-slot=card]')
      .filter({ hasText: 'Winter League' })
      .getByRole('link', { name: 'View Divisions' })
      .click();
    await page.waitForURL(/\/divisions\?leagueId=\d+$/);
    await page.getByLabel('League', { exact: true }).filter({ hasText: 'Winter League - 2026/27' }).waitFor();
    await visible(page, 'No divisions yet. Create your first division to get started.');
    for (const [name, order] of [
      ['Premier', '1'],
      ['Division Two', '2'],
      ['Spare', '3'],
    ]) {
      await page.getByRole('button', { name: 'Create Division' }).click();
      const dialog = dialogNamed(w, 'Create Division');
      await dialog.getByLabel('Division Name').fill(name);
      await dialog.getByLabel('Sort Order').fill(order);
      await dialog.getByRole('button', { name: 'Create Division' }).click();
      await expectToast(page, 'Success', 'Division created successfully');
    }
    await page.getByRole('button', { name: 'Edit Division Two' }).click();
    await dialogNamed(w, 'Edit Division').getByLabel('Division Name').fill('Division One');
    await dialogNamed(w, 'Edit Division').getByRole('button', { name: 'Update Division' }).click();
    await expectToast(page, 'Success', 'Division updated successfully');
    await page.getByRole('button', { name: 'Delete Spare' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('This will delete all teams and fixtures in this division.', { exact: false })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Division deleted successfully');
    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'Spare' }).waitFor({ state: 'detached' });
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('Division Name'),
      expect.stringContaining('Premier'),
      expect.stringContaining('Division One'),
    ]);
    await expectAccessible(page, 'divisions');
    await go(page, 'Divisions');
    await visible(page, 'Please select a league to view and manage divisions.');
    expect(await page.getByRole('button', { name: 'Create Division' }).isDisabled()).toBe(true);
  });

  test('Teams: create, edit, delete, and put teams into a division', async () => {
    const { page } = w;
    await go(page, 'Teams');
    await visible(page, 'No teams yet. Create your first team to get started.');
    for (const name of ['Sharks', 'Cobras', 'Spare Team']) {
      await page.getByRole('button', { name: 'Create Team' }).click();
      await dialogNamed(w, 'Create Team').getByLabel('Team Name').fill(name);
      await dialogNamed(w, 'Create Team').getByRole('button', { name: 'Create Team' }).click();
      await expectToast(page, 'Success', 'Team created successfully');
    }
    const card = (name: string) => page.locator('[data-slot=card]').filter({ hasText: name });
    await card('Cobras').getByRole('button', { name: 'Edit' }).click();
    await dialogNamed(w, 'Edit Team').getByLabel('Team Name').fill('Cobras Club');
    await dialogNamed(w, 'Edit Team').getByRole('button', { name: 'Update Team' }).click();
    await expectToast(page, 'Success', 'Team updated successfully');
    await card('Spare Team').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('This action cannot be undone.', { exact: false })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Team deleted successfully');
    await expectAccessible(page, 'teams');

    // The Teams action of a division shows that division's teams, and lets the organiser add them.
    await go(page, 'Leagues');
    await card('Winter League').getByRole('link', { name: 'View Divisions' }).click();
    await page.getByRole('row').filter({ hasText: 'Premier' }).getByRole('link', { name: 'Teams' }).click();
    await page.waitForURL(/\/teams\?divisionId=\d+$/);
    await visible(page, 'Division: Premier');
    await visible(page, 'No teams in this division yet.');
    for (const name of ['Sharks', 'Cobras Club']) {
      await pick(page, 'Add a team to this division', name);
      await page.getByRole('button', { name: 'Add to Division' }).click();
      await expectToast(page, 'Success', 'Team added to division successfully');
      await card(name).waitFor();
    }
    await expectAccessible(page, 'teams of a division');
  });

  test('Players: create, edit, delete; rosters: add and remove', async () => {
    const { page } = w;
    await go(page, 'Players');
    await visible(page, 'No players yet. Create your first player to get started.');
    for (const [name, nick] of [
      ['Alice Archer', 'Ace'],
      ['Bob Brown', ''],
      ['Spare Player', ''],
    ]) {
      await page.getByRole('button', { name: 'Create Player' }).click();
      const dialog = dialogNamed(w, 'Create Player');
      await dialog.getByLabel('Full Name').fill(name);
      if (nick) await dialog.getByLabel('Nickname (Optional)').fill(nick);
      await dialog.getByRole('button', { name: 'Create Player' }).click();
      await expectToast(page, 'Success', 'Player created successfully');
    }
    const bob = page.getByRole('row').filter({ hasText: 'Bob Brown' });
    await page.getByRole('cell', { name: 'Spare Player', exact: true }).waitFor();
    expect((await bob.getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual(['Bob Brown', '-', '-']);
    await page.getByRole('button', { name: 'Edit Bob Brown' }).click();
    await dialogNamed(w, 'Edit Player').getByLabel('Nickname (Optional)').fill('Bobby');
    await dialogNamed(w, 'Edit Player').getByRole('button', { name: 'Update Player' }).click();
    await expectToast(page, 'Success', 'Player updated successfully');
    await page.getByRole('button', { name: 'Delete Spare Player' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('This action cannot be undone.', { exact: false })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Player deleted successfully');
    await expectAccessible(page, 'players');

    await go(page, 'Teams');
    const card = (name: string) => page.locator('[data-slot=card]').filter({ hasText: name });
    for (const [team, player] of [
      ['Sharks', 'Alice Archer'],
      ['Cobras Club', 'Bob Brown'],
    ]) {
      await openRoster(card(team));
      const roster = dialogNamed(w, `${team} - Roster`);
      await roster.getByText('Manage team players').waitFor();
      await roster.getByText('No players in this team yet. Add players to build your roster.').waitFor();
      await roster.getByRole('button', { name: 'Add Players' }).click();
      const add = dialogNamed(w, `Add Players to ${team}`);
      // The name typed is a player already in the league: that player is offered, not a duplicate.
      await add.getByLabel('Player names').fill(player.toLowerCase());
      await expect(add.getByLabel(player.toLowerCase(), { exact: true })).toContainText(
        `Existing: ${player}`,
      );
      await add.getByRole('button', { name: 'Add 1 Player' }).click();
      await expectToast(page, 'Success', `1 player added to ${team}`);
      await roster.getByRole('cell', { name: player, exact: true }).waitFor();
      await expectAccessible(page, 'roster dialog');
      await roster.getByRole('button', { name: 'Close' }).click();
    }
    // Bob also joins the Sharks for a moment: Alice, already there, is left out; Bob moves from the Cobras.
    await openRoster(card('Sharks'));
    const roster = dialogNamed(w, 'Sharks - Roster');
    await roster.getByRole('button', { name: 'Add Players' }).click();
    const add = dialogNamed(w, 'Add Players to Sharks');
    await add.getByLabel('Player names').fill('Alice Archer\nBob Brown');
    await add.getByText('Already on this team (left out)').waitFor();
    await expect(add.getByLabel('Bob Brown', { exact: true })).toContainText('(Cobras Club)');
    await add.getByRole('button', { name: 'Add 1 Player' }).click();
    await expectToast(page, 'Success', '1 player added to Sharks');
    await roster.getByRole('button', { name: 'Remove Bob Brown' }).click();
    await expectToast(page, 'Success', 'Player removed from team successfully');
    await roster.getByRole('cell', { name: 'Bob Brown', exact: true }).waitFor({ state: 'detached' });
    await roster.getByRole('button', { name: 'Close' }).click();
  });

  test('Venues and their tables: create, edit, delete', async () => {
    const { page } = w;
    await go(page, 'Venues');
    await visible(page, 'No venues yet. Create your first venue to get started.');
    for (const [name, address] of [
      ['The Crucible', '55 Norfolk St, Sheffield'],
      ['Old Hall', ''],
    ]) {
      await page.getByRole('button', { name: 'Create Venue' }).click();
      const dialog = dialogNamed(w, 'Create Venue');
      await dialog.getByLabel('Venue Name').fill(name);
      if (address) await dialog.getByLabel('Address (optional)').fill(address);
      // The Crucible's tables are added one by one below.
      if (name === 'The Crucible') await dialog.getByLabel('Number of Tables').fill('0');
      await dialog.getByRole('button', { name: 'Create Venue' }).click();
      await expectToast(page, 'Success', 'Venue created successfully');
    }
    const card = (name: string) => page.locator('[data-slot=card]').filter({ hasText: name });
    await card('The Crucible').getByText('55 Norfolk St, Sheffield').waitFor();
    await card('Old Hall').getByRole('button', { name: 'Edit' }).click();
    await dialogNamed(w, 'Edit Venue').getByLabel('Logo URL (optional)').fill('not a url');
    await dialogNamed(w, 'Edit Venue').getByRole('button', { name: 'Update Venue' }).click();
    await dialogNamed(w, 'Edit Venue').getByText('Logo URL must be a valid http(s) URL').waitFor();
    await dialogNamed(w, 'Edit Venue').getByLabel('Venue Name').fill('Old Hall Club');
    await dialogNamed(w, 'Edit Venue').getByLabel('Logo URL (optional)').fill('');
    await dialogNamed(w, 'Edit Venue').getByRole('button', { name: 'Update Venue' }).click();
    await expectToast(page, 'Success', 'Venue updated successfully');
    await card('Old Hall Club').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('This will also delete all associated tables.', { exact: false })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Venue deleted successfully');

    await card('The Crucible').getByRole('button', { name: 'View Tables' }).click();
    const tables = dialogNamed(w, 'The Crucible - Tables');
    await tables.getByText('No tables in this venue yet. Add tables to get started.').waitFor();
    // The first table's code and slug are chosen under Advanced; the second's are generated.
    await tables.getByRole('button', { name: 'Add Table' }).click();
    await expect(tables.getByLabel('Label')).toHaveValue('Table 1');
    await tables.getByText('Advanced', { exact: true }).click();
    await tables.getByLabel('Code', { exact: true }).fill('CRU-1');
    await tables.getByLabel('URL Slug').fill('crucible-1');
    await tables.getByRole('button', { name: 'Create Table' }).click();
    await expectToast(page, 'Success', 'Table created successfully');
    await tables.getByRole('button', { name: 'Add Table' }).click();
    await expect(tables.getByLabel('Label')).toHaveValue('Table 2');
    await tables.getByRole('button', { name: 'Create Table' }).click();
    await expectToast(page, 'Success', 'Table created successfully');
    await tables.getByRole('cell', { name: 'THE-CRUCIBLE-2', exact: true }).waitFor();
    await tables.getByRole('button', { name: 'Edit Table 2' }).click();
    await tables.getByLabel('Label').fill('Table Two');
    await tables.getByRole('button', { name: 'Update Table' }).click();
    await expectToast(page, 'Success', 'Table updated successfully');
    await tables.getByRole('button', { name: 'Delete Table Two' }).click();
    await expectToast(page, 'Success', 'Table deleted successfully');
    await tables.getByRole('cell', { name: 'CRU-1', exact: true }).waitFor();
    await expectAccessible(page, 'venue tables dialog');
    await tables.getByRole('button', { name: 'Close' }).click();
  });

  test('Fixtures: create with teams of the division, frames, start match, edit, delete', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    await visible(page, 'No fixtures found. Create your first fixture to get started.');
    await page.getByLabel('Division', { exact: true }).click();
    // Every division, grouped by its league, named with its season.
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All Divisions',
      'Premier · 2026/27',
      'Division One · 2026/27',
    ]);
    await page.getByRole('group', { name: 'Winter League - 2026/27' }).waitFor();
    await page.keyboard.press('Escape');

    for (const kickoff of ['2027-01-07T19:30', '2027-01-14T19:30']) {
      await page.getByRole('button', { name: 'Create Fixture' }).click();
      const dialog = dialogNamed(w, 'Create Fixture');
      await dialog.getByRole('button', { name: 'Create Fixture' }).click();
      await dialog.getByText('Division is required').waitFor();
      await pick(dialog, 'Division', 'Premier · 2026/27');
      await dialog.getByLabel('Home Team').click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual(['Cobras Club', 'Sharks']);
      await page.getByRole('option', { name: 'Sharks' }).click();
      await pick(dialog, 'Away Team', 'Cobras Club');
      await pick(dialog, 'Venue', 'The Crucible');
      await pick(dialog, 'Table (Optional)', 'Table 1');
      await dialog.getByLabel('Kickoff Date & Time').fill(kickoff);
      await dialog.getByRole('button', { name: 'Create Fixture' }).click();
      await expectToast(page, 'Success', 'Fixture created successfully');
    }
    // Grouped by night: each night's heading, then its fixtures by kick-off time.
    const night = (day: string) => page.getByRole('region', { name: day });
    const rowOf = (day: string) =>
      night(day)
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'More actions for Sharks vs Cobras Club' }) });
    const first = rowOf('Thursday 7 January 2027');
    await rowOf('Thursday 14 January 2027').waitFor();
    await first.waitFor();
    expect(await first.getByRole('cell').allInnerTexts()).toEqual([
      '19:30',
      'Sharks',
      '',
      'Cobras Club',
      'The Crucible',
      'Scheduled',
      expect.any(String),
    ]);
    await expectAccessible(page, 'fixtures');

    await (
      await fixtureMenu(first, 'Sharks vs Cobras Club')
    )
      .getByRole('menuitem', { name: 'Manage frames of Sharks vs Cobras Club' })
      .click();
    const frames = dialogNamed(w, 'Manage Frames - Sharks vs Cobras Club');
    await frames.getByText('No frames set up yet. Add frames to configure the match.').waitFor();
    await frames.getByRole('button', { name: 'Add Frame' }).click();
    await frames.getByRole('cell', { name: '1', exact: true }).waitFor();
    await frames.getByRole('button', { name: 'Add Frame' }).click();
    await frames.getByRole('cell', { name: '2', exact: true }).waitFor();
    // The last column, Entered By, stays empty until someone sets the frame's players or winner.
    expect(await frames.getByRole('row').nth(2).getByRole('cell').allInnerTexts()).toEqual([
      '2',
      'Not set',
      'Not set',
      'N/A',
      '',
    ]);
    await frames.getByRole('button', { name: 'Close' }).click();

    const second = rowOf('Thursday 14 January 2027');
    await (
      await fixtureMenu(second, 'Sharks vs Cobras Club')
    )
      .getByRole('menuitem', { name: 'Edit Sharks vs Cobras Club' })
      .click();
    const edit = dialogNamed(w, 'Edit Fixture');
    await edit.getByLabel('Kickoff Date & Time').fill('2027-01-21T20:00');
    await edit.getByRole('button', { name: 'Update Fixture' }).click();
    await expectToast(page, 'Success', 'Fixture updated successfully');
    const moved = rowOf('Thursday 21 January 2027');
    await expect(moved.getByRole('cell').first()).toHaveText('20:00');
    await (
      await fixtureMenu(moved, 'Sharks vs Cobras Club')
    )
      .getByRole('menuitem', { name: 'Delete Sharks vs Cobras Club' })
      .click();
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to delete this fixture? This action cannot be undone.', {
        exact: true,
      })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Fixture deleted successfully');
    await moved.waitFor({ state: 'detached' });

    // Not on the day: Start Match waits in the row's menu (the primary Start shows on the night).
    await (
      await fixtureMenu(first, 'Sharks vs Cobras Club')
    )
      .getByRole('menuitem', { name: 'Start match Sharks vs Cobras Club' })
      .click();
    await expectToast(page, 'Success', 'Match started successfully');
    await page.waitForURL(/\/match-night\?fixtureId=\d+$/);
    await go(page, 'Fixtures');
    await first.getByText('In play', { exact: true }).waitFor();
    await expect(
      first.getByRole('link', { name: 'Score Sharks vs Cobras Club on Match Night' }),
    ).toBeVisible();
    await expect(first.getByTestId('score')).toHaveText('0 - 0');
    await fixtureMenu(first, 'Sharks vs Cobras Club');
    expect(await page.getByRole('menuitem', { name: /^Start match/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  test('Sponsors: the form rules, status and weight badges, preview, video, tags; edit and delete', async () => {
    const { page } = w;
    await go(page, 'Sponsors');
    await page.getByRole('button', { name: 'Create Sponsor' }).click();
    const dialog = dialogNamed(w, 'Create Sponsor');
    await dialog.getByRole('button', { name: 'Create Sponsor' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('At least one of Image URL or Video URL is required').waitFor();
    await dialog.getByLabel('Name').fill('Cue Co');
    await dialog.getByLabel('Image URL').fill(`${w.host.url}/config.json`);
    await dialog.getByLabel('Video URL').fill('https://cdn.example.com/cue.mp4');
    await dialog.getByLabel('Click URL').fill('https://cue.example.com/');
    await dialog.getByLabel('Weight (1-10)').fill('7');
    await dialog.getByLabel('Active From').fill('2027-02-01T10:00');
    await dialog.getByLabel('Active To').fill('2027-01-01T10:00');
    await dialog.getByLabel('Tags (comma-separated)').fill(' pool, ,snooker ,');
    await dialog.getByRole('button', { name: 'Create Sponsor' }).click();
    await dialog.getByText('Active To date must be after Active From date').waitFor();
    await dialog.getByLabel('Active From').fill('');
    await dialog.getByLabel('Active To').fill('');
    await dialog.getByRole('button', { name: 'Create Sponsor' }).click();
    await expectToast(page, 'Success', 'Sponsor created successfully');

    await page.getByRole('button', { name: 'Create Sponsor' }).click();
    await dialogNamed(w, 'Create Sponsor').getByLabel('Name').fill('Chalk Ltd');
    await dialogNamed(w, 'Create Sponsor').getByLabel('Video URL').fill('https://cdn.example.com/chalk.mp4');
    await dialogNamed(w, 'Create Sponsor').getByLabel('Active From').fill('2099-01-01T00:00');
    await dialogNamed(w, 'Create Sponsor').getByRole('button', { name: 'Create Sponsor' }).click();
    await expectToast(page, 'Success', 'Sponsor created successfully');

    const card = (name: string) => page.locator('[data-slot=card]').filter({ hasText: name });
    const cue = card('Cue Co');
    for (const text of ['Active', 'Weight: 7', 'Video', 'pool', 'snooker', 'https://cue.example.com/']) {
      await cue.getByText(text, { exact: true }).waitFor();
    }
    // The preview is an <img> of the sponsor's image URL (its role depends on whether it decoded).
    expect(await cue.locator('img[alt="Cue Co preview"]').getAttribute('src')).toBe(
      `${w.host.url}/config.json`,
    );
    await card('Chalk Ltd').getByText('Scheduled', { exact: true }).waitFor();
    await card('Chalk Ltd').getByText('Weight: 1', { exact: true }).waitFor();
    await expectAccessible(page, 'sponsors');

    await card('Chalk Ltd').getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed(w, 'Edit Sponsor');
    await edit.getByLabel('Active From').fill('');
    await edit.getByLabel('Active To').fill('2020-01-01T00:00');
    await edit.getByRole('button', { name: 'Update Sponsor' }).click();
    await expectToast(page, 'Success', 'Sponsor updated successfully');
    await card('Chalk Ltd').getByText('Inactive', { exact: true }).waitFor();
    await card('Chalk Ltd').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('It will be removed from all wallboards.', { exact: false })
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Sponsor deleted successfully');
  });

  test('Wallboards: the form rules, badges, Copy URL, Manage Sponsors, edit and delete', async () => {
    const { page } = w;
    await go(page, 'Wallboards');
    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    const dialog = dialogNamed(w, 'Create Wallboard');
    await dialog.getByLabel('Name').fill('Bar TV');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('At least one of League, Venue, or Division is required').waitFor();
    await pick(dialog, 'Type', 'Now Playing');
    await dialog.getByLabel('Venue *').waitFor();
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('Venue is required for Now Playing wallboards').waitFor();
    await pick(dialog, 'Type', 'League Table');
    await dialog.getByLabel('League *').waitFor();
    expect(await dialog.getByLabel('Division *').isDisabled()).toBe(true);
    await pick(dialog, 'League *', 'Winter League - 2026/27');
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialog.getByText('Division is required for League Table wallboards').waitFor();
    await dialog.getByLabel('Division *').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['None', 'Premier', 'Division One']);
    await page.getByRole('option', { name: 'Premier' }).click();
    await dialog.getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');

    await page.getByRole('button', { name: 'Create Wallboard' }).click();
    await dialogNamed(w, 'Create Wallboard').getByLabel('Name').fill('Sponsor Loop');
    await pick(dialogNamed(w, 'Create Wallboard'), 'Type', 'Sponsors');
    await dialogNamed(w, 'Create Wallboard').getByRole('button', { name: 'Create Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard created successfully');

    const card = (name: string) => page.locator('[data-slot=card]').filter({ hasText: name });
    await card('Bar TV').getByText('League Table', { exact: true }).waitFor();
    await card('Bar TV').getByText('Public', { exact: true }).waitFor();
    expect(await card('Bar TV').getByRole('button', { name: 'Manage Sponsors' }).count()).toBe(0);
    const view = card('Bar TV').getByRole('link', { name: 'View Wallboard' });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/wallboards\/\d+$/);
    await card('Bar TV').getByRole('button', { name: 'Copy URL' }).click();
    await expectToast(page, 'Success', 'Wallboard URL copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${w.host.url}${href}`);
    await expectAccessible(page, 'wallboards');

    await card('Sponsor Loop').getByRole('button', { name: 'Manage Sponsors' }).click();
    const manage = dialogNamed(w, 'Manage Sponsors - Sponsor Loop');
    await manage.getByRole('checkbox', { name: 'Cue Co' }).click();
    await expectToast(page, 'Success', 'Sponsor added to wallboard');
    await manage.getByRole('checkbox', { name: 'Cue Co', checked: true }).waitFor();
    await manage.getByRole('button', { name: 'Close' }).click();
    // View Wallboard opens the public display (the kiosk's components) outside the admin shell.
    const loop = await card('Sponsor Loop')
      .getByRole('link', { name: 'View Wallboard' })
      .getAttribute('href');
    await page.goto(loop!);
    await page.getByRole('heading', { name: 'Sponsor Loop' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.goto('/wallboards');

    await card('Bar TV').getByRole('button', { name: 'Edit' }).click();
    const edit = dialogNamed(w, 'Edit Wallboard');
    await edit.getByRole('checkbox', { name: 'Public (viewable without signing in)' }).click();
    await edit.getByRole('button', { name: 'Update Wallboard' }).click();
    await expectToast(page, 'Success', 'Wallboard updated successfully');
    await card('Bar TV').getByText('Public', { exact: true }).waitFor({ state: 'detached' });
    await card('Bar TV').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Wallboard deleted successfully');
    await card('Bar TV').waitFor({ state: 'detached' });
  });

  test('Transfers: an open window, a request from the Players screen, approved only while pending', async () => {
    const { page } = w;
    await go(page, 'Transfers');
    await visible(page, 'No transfer requests yet.');
    await page.getByRole('tab', { name: 'Transfer Windows' }).click();
    await pick(page, 'League', 'Winter League - 2026/27');
    await visible(page, 'No transfer windows for this league yet.');
    const local = (d: Date) =>
      new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByRole('button', { name: 'Create Transfer Window' }).click();
    const dialog = dialogNamed(w, 'Create Transfer Window');
    await dialog.getByLabel('Opens At').fill(local(new Date(Date.now() - 3_600_000)));
    await dialog.getByLabel('Closes At').fill(local(new Date(Date.now() + 7 * 86_400_000)));
    await dialog.getByRole('button', { name: 'Create Window' }).click();
    await expectToast(page, 'Success', 'Transfer window created successfully');
    await page.getByRole('cell', { name: 'Open', exact: true }).waitFor();
    await expectAccessible(page, 'transfer windows');

    await go(page, 'Players');
    await page.getByRole('button', { name: 'Transfer Alice Archer' }).click();
    const transfer = dialogNamed(w, 'Transfer Player');
    const submit = transfer.getByRole('button', { name: 'Request Transfer' });
    expect(await submit.isDisabled()).toBe(true);
    await pick(transfer, 'From Team', 'Sharks');
    expect(await submit.isDisabled()).toBe(true);
    await transfer.getByLabel('To Team').click();
    expect(await page.getByRole('option').allInnerTexts()).not.toContain('Sharks');
    await page.getByRole('option', { name: 'Cobras Club' }).click();
    await submit.click();
    await expectToast(page, 'Success', 'Transfer request created successfully');

    await go(page, 'Transfers');
    const row = page.getByRole('row').filter({ hasText: 'Alice Archer' });
    await row.getByText('pending', { exact: true }).waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual([
      'Alice Archer',
      'Sharks',
      'Cobras Club',
    ]);
    await expectAccessible(page, 'transfer requests');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Success', 'Transfer approved successfully');
    await row.getByText('approved', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
  });

  test('logged no console errors on the way', () => {
    expect(w.errors.join('\n')).toBe('');
  });
});
