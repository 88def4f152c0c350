// Squads in bulk (issue 25): an organiser at a 1366x768 desktop builds 8 teams of 4 players through
// the UI in at most 40 counted interactions (clicks and fills): the teams from a pasted CSV, each
// squad pasted into Add Players. The rosters are read back through the UI, a CSV import with a bad
// row writes nothing, and no page shows an id.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { phone } from './devices.ts';
import {
  expectAccessible,
  expectToast,
  go,
  signIn,
  signInFromHome,
  STORY_MS,
  openRoster,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
const shots = 'test-results/web-squads';

const teams = [
  'Red Lion A',
  'Red Lion B',
  'Cue Club',
  'The Crown',
  'Pot Black',
  'Kings Arms',
  'Star Inn',
  'Bell',
];
const squads = teams.map((team, t) =>
  ['Ash', 'Bea', 'Cal', 'Dee'].map((first, p) => `${first} ${team.split(' ')[0]}${t}${p}`),
);

async function expectNoIds(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(UUID);
}

test.describe('web: squads in bulk', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    await w.page.goto('/');
    await signIn(w.page, w.organiser.email, w.organiser.password);
  });
  test.afterAll(() => w?.close());

  test('8 teams of 4 players in at most 40 interactions, read back through the UI', async () => {
    test.setTimeout(STORY_MS * 2);
    const { page } = w;
    let interactions = 0;
    const click = (l: Locator) => (interactions++, l.click());
    const fill = (l: Locator, text: string) => (interactions++, l.fill(text));

    interactions++;
    await go(page, 'Teams');
    await click(page.getByRole('button', { name: 'Import CSV' }));
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    await fill(importer.getByLabel('Or paste the CSV'), ['name', ...teams].join('\n'));
    await importer.getByText('8 teams ready to import.').waitFor();
    await page.screenshot({ path: `${shots}/import-teams-preview.png` });
    await click(importer.getByRole('button', { name: 'Import 8 Teams' }));
    await expectToast(page, 'Success', 'Imported 8 teams');

    for (const [t, team] of teams.entries()) {
      await click(page.getByRole('button', { name: `Add Players to ${team}` }));
      const add = page.getByRole('dialog', { name: `Add Players to ${team}` });
      await fill(add.getByLabel('Player names'), squads[t].join('\n'));
      await add.getByRole('list', { name: 'Players to add' }).getByText('New player').nth(3).waitFor();
      if (t === 0) await page.screenshot({ path: `${shots}/add-players.png` });
      await click(add.getByRole('button', { name: 'Add 4 Players' }));
      await expectToast(page, 'Success', `4 players added to ${team} (4 new)`);
      await add.waitFor({ state: 'detached' });
    }
    expect(interactions).toBeLessThanOrEqual(40);
    console.log(`squads: ${interactions} interactions for 8 teams of 4 players`);

    // Read back: each roster by name, and the Players list's Team column.
    for (const [t, team] of teams.entries()) {
      await openRoster(
        page.locator('[data-slot=card]').filter({ has: page.getByRole('link', { name: team, exact: true }) }),
      );
      const roster = page.getByRole('dialog', { name: `${team} - Roster` });
      await roster.getByRole('link', { name: squads[t][0] }).waitFor();
      const names = await roster.locator('tbody tr td:first-child').allInnerTexts();
      expect(names.sort()).toEqual([...squads[t]].sort());
      if (t === 0) await expectNoIds(page);
      await roster.getByRole('button', { name: 'Close' }).click();
    }
    await go(page, 'Players');
    await page.getByRole('link', { name: squads[7][3] }).waitFor();
    const rows = await page
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent?.trim())),
      );
    const teamOf = Object.fromEntries(rows.map(([name, team]) => [name, team]));
    for (const [t, team] of teams.entries()) for (const name of squads[t]) expect(teamOf[name]).toBe(team);
    await page.screenshot({ path: `${shots}/players-list.png` });
    await expectNoIds(page);
    await expectAccessible(page, 'players with teams');
  });

  test('Add Players offers the existing player of the same name instead of a duplicate', async () => {
    const { page } = w;
    await go(page, 'Teams');
    await page.getByRole('button', { name: 'Add Players to Bell' }).click();
    const add = page.getByRole('dialog', { name: 'Add Players to Bell' });
    // A name typed in another case, from a pasted spreadsheet row (its other cells ignored).
    await add.getByLabel('Player names').fill(`${squads[0][0].toUpperCase()}\tspare\nNew Face`);
    const choice = add.getByLabel(squads[0][0].toUpperCase(), { exact: true });
    await expect(choice).toContainText(`Existing: ${squads[0][0]} (Red Lion A)`);
    await expect(add.getByRole('button', { name: 'Add 2 Players' })).toBeEnabled();
    await page.screenshot({ path: `${shots}/existing-offered.png` });
    await expectAccessible(page, 'add players with an existing name');
    await add.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a CSV import with a bad row shows it in the preview and writes nothing', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    await importer.getByLabel('Or paste the CSV').fill('name\nSpare Team\nRed Lion A\n');
    await importer.getByText("a team named 'Red Lion A' already exists", { exact: false }).waitFor();
    await importer.getByText('1 of 2 rows have errors', { exact: false }).waitFor();
    await expect(importer.getByRole('button', { name: 'Import 2 Teams' })).toBeDisabled();

    await importer.getByRole('tab', { name: 'Rosters' }).click();
    await importer
      .getByLabel('Or paste the CSV')
      .fill(`team,player\nBell,${squads[0][1]}\nBell,Nobody Here\nNo Such Team,${squads[0][2]}\n`);
    await importer.getByText("player: no player named 'Nobody Here'").waitFor();
    await importer.getByText("team: no team named 'No Such Team'").waitFor();
    await importer.getByText('2 of 3 rows have errors', { exact: false }).waitFor();
    await expect(importer.getByRole('button', { name: 'Import 3 Roster Entries' })).toBeDisabled();
    await page.screenshot({ path: `${shots}/import-bad-row.png` });
    await expectNoIds(page);
    await expectAccessible(page, 'import preview with errors');
    await importer.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('link', { name: 'Spare Team' })).toHaveCount(0);
    await openRoster(
      page.locator('[data-slot=card]').filter({ has: page.getByRole('link', { name: 'Bell', exact: true }) }),
    );
    const roster = page.getByRole('dialog', { name: 'Bell - Roster' });
    await roster.getByRole('link', { name: squads[7][0] }).waitFor();
    expect(await roster.locator('tbody tr').count()).toBe(4);
    await roster.getByRole('button', { name: 'Close' }).click();
  });

  test('a CSV import with every row right writes them all: players, then a roster by names', async () => {
    const { page } = w;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    await importer.getByRole('tab', { name: 'Players' }).click();
    await importer.getByLabel('Or paste the CSV').fill('fullName,nickname\nNew Face,Newbie\nOld Hand,\n');
    await importer.getByText('2 players ready to import.').waitFor();
    await importer.getByRole('button', { name: 'Import 2 Players' }).click();
    await expectToast(page, 'Success', 'Imported 2 players');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await importer.getByRole('tab', { name: 'Rosters' }).click();
    await importer.getByLabel('Or paste the CSV').fill('team,player\nBell,new face\nBell,Old Hand\n');
    await importer.getByText('2 roster entries ready to import.').waitFor();
    await importer.getByRole('button', { name: 'Import 2 Roster Entries' }).click();
    await expectToast(page, 'Success', 'Imported 2 roster entries');

    await go(page, 'Players');
    await expect(
      page
        .getByRole('row', { name: /New Face/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('Bell');
    await expect(
      page
        .getByRole('row', { name: /Old Hand/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('Bell');
    await expectNoIds(page);
  });

  test('a captain on a phone adds a free player to their own team; names they may not add are explained', async () => {
    const { page, host } = w;
    // The organiser imports a player who is on no team yet and names Bell's captain.
    await go(page, 'Teams');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    await importer.getByRole('tab', { name: 'Players' }).click();
    await importer.getByLabel('Or paste the CSV').fill('fullName,nickname\nSpare Cue,\n');
    await importer.getByRole('button', { name: 'Import 1 Player' }).click();
    await expectToast(page, 'Success', 'Imported 1 player');
    const captain = { email: w.email('bell-captain'), password: 'break-off-2' };
    await signUpConfirmed(host.url, captain.email, captain.password, { display_name: 'Bella Bell' });
    await page
      .locator('[data-slot=card]')
      .filter({ hasText: 'Bell' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('combobox', { name: 'Captain (Optional)' }).fill('Bella');
    await edit.getByRole('option', { name: `Bella Bell · ${captain.email}` }).click();
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await expect(edit).toBeHidden();

    const context = await w.browser.newContext({ ...phone, baseURL: host.url });
    const phonePage = await context.newPage();
    await phonePage.goto('/');
    await signInFromHome(phonePage, captain);
    await go(phonePage, 'Teams');
    await phonePage.getByRole('button', { name: 'Add Players to Bell' }).click();
    const add = phonePage.getByRole('dialog', { name: 'Add Players to Bell' });
    await add.getByLabel('Player names').fill(`Spare Cue\nNobody Yet\n${squads[0][1]}`);
    await expect(add).toContainText('Not a player yet: only an organiser can create players');
    await expect(add).toContainText("On Red Lion A's roster: ask for a transfer instead");
    await expect(add.getByRole('button', { name: 'Add 3 Players' })).toBeDisabled();
    await phonePage.screenshot({ path: `${shots}/captain-add-refused.png`, fullPage: true });
    await add.getByLabel('Player names').fill('Spare Cue');
    await add.getByRole('button', { name: 'Add 1 Player' }).click();
    await expectToast(phonePage, 'Success', '1 player added to Bell');
    await openRoster(phonePage.locator('[data-slot=card]').filter({ hasText: 'Bell' }));
    await phonePage
      .getByRole('dialog', { name: 'Bell - Roster' })
      .getByRole('link', { name: 'Spare Cue' })
      .waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectNoIds(phonePage);
    await context.close();
  });
});
