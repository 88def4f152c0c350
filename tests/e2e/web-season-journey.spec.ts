// Issue 25's "Done when": a new organiser at 1366x768 takes a league from sign-up to its next season
// through the web app's screens alone (no API call sets anything up): a league of two divisions,
// three venues by their number of tables (The Red Lion has one, home to a team of each division),
// 8 teams of 4 players in at most 40 counted interactions, both divisions' fixtures generated with no
// venue over its tables on any night (read from the Fixtures screen), the Premier's season scored on
// Match Night, a cup with dated rounds (one moved), and a guarded rollover: refused while Division
// One's fixtures are unfinished, naming their number, then done by voiding them. No page shows an id.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { card, fixturesByNight, Interactions, plain, scoreOnMatchNight } from './season-journey/steps.ts';
import { expectToast, go, pick, signUpInBrowser, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';

const league = 'County League';
const tables: Record<string, number> = { 'The Red Lion': 1, 'Cue Club Central': 3, 'The Crown': 2 };
const divisions = {
  Premier: [
    ['Red Lion A', 'The Red Lion'],
    ['Cue Club A', 'Cue Club Central'],
    ['Crown A', 'The Crown'],
    ['Pot Black', 'Cue Club Central'],
  ],
  'Division One': [
    ['Red Lion B', 'The Red Lion'],
    ['Cue Club B', 'Cue Club Central'],
    ['Crown B', 'The Crown'],
    ['Anchor', 'The Crown'],
  ],
};
const teams = Object.entries(divisions).flatMap(([division, list]) =>
  list.map(([name, venue]) => ({ name, venue, division })),
);
const surnames = ['Archer', 'Baker', 'Carter', 'Dyer', 'Evans', 'Fisher', 'Green', 'Hughes'];
const squad = (t: number) => ['Ann', 'Ben', 'Cat', 'Dan'].map((first) => `${first} ${surnames[t]}`);
const captainOf = (team: string) => squad(teams.findIndex((t) => t.name === team))[0];

test.describe('web: a season from sign-up to rollover, through the UI alone', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
    await w.page.setViewportSize({ width: 1366, height: 768 });
  });
  test.afterAll(() => w?.close());

  test('a new organiser signs up and creates the league with two divisions', async () => {
    const { page } = w;
    await page.goto('/');
    await signUpInBrowser(page, w.host, 'organiser@example.com', 'break-off-1');
    // The first-run checklist says what to do first; each step is ticked from the data as it is done.
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await expect(checklist).toContainText('0 of 8 done');
    await plain(page, 'home-first-run');
    await go(page, 'Leagues');
    await page.getByRole('button', { name: 'Create League' }).click();
    const create = page.getByRole('dialog', { name: 'Create League' });
    await create.getByLabel('Name').fill(league);
    await create.getByLabel('Season').fill('2027');
    await create.getByRole('button', { name: 'Create League' }).click();
    await expectToast(page, 'Success', 'League created successfully');
    // One frame a match: the shortest season that still proves the point.
    await page.getByRole('link', { name: `Settings of ${league}` }).click();
    await page.getByLabel('Frames per Match', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Success', 'League settings saved');
    await plain(page, 'league-settings');

    await go(page, 'Leagues');
    await card(page, league).getByRole('link', { name: 'View Divisions' }).click();
    for (const name of Object.keys(divisions)) {
      await page.getByRole('button', { name: 'Create Division' }).click();
      await page.getByRole('dialog', { name: 'Create Division' }).getByLabel('Division Name').fill(name);
      await page
        .getByRole('dialog', { name: 'Create Division' })
        .getByRole('button', { name: 'Create Division' })
        .click();
      await expectToast(page, 'Success', 'Division created successfully');
    }
    // The second division goes below the first (sort order 2), as the rollover's tiers read it.
    await expect(page.getByRole('row')).toHaveText([/Division Name/, /Premier\s*1/, /Division One\s*2/]);
    await plain(page, 'divisions');
  });

  test('three venues by their number of tables', async () => {
    const { page } = w;
    await go(page, 'Venues');
    for (const [name, count] of Object.entries(tables)) {
      await page.getByRole('button', { name: 'Create Venue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Venue' });
      await dialog.getByLabel('Venue Name').fill(name);
      await dialog.getByLabel('Number of Tables').fill(String(count));
      await dialog.getByRole('button', { name: 'Create Venue' }).click();
      await expectToast(page, 'Success', 'Venue created successfully');
      await expect(card(page, name).getByText(`${count} table${count === 1 ? '' : 's'}`)).toBeVisible();
    }
    await plain(page, 'venues');
  });

  test('8 teams of 4 players, in their divisions at their home venues, in at most 40 interactions', async () => {
    const { page } = w;
    const act = new Interactions(page);
    await act.go('Teams');
    await act.click(page.getByRole('button', { name: 'Import CSV' }));
    const importer = page.getByRole('dialog', { name: 'Import CSV' });
    const csv = ['name,division,venue', ...teams.map((t) => `${t.name},${t.division},${t.venue}`)];
    await act.fill(importer.getByLabel('Or paste the CSV'), csv.join('\n'));
    await importer.getByText('8 teams ready to import.').waitFor();
    await plain(page, 'import-teams');
    await act.click(importer.getByRole('button', { name: 'Import 8 Teams' }));
    await expectToast(page, 'Success', 'Imported 8 teams');
    for (const [t, team] of teams.entries()) {
      await act.click(page.getByRole('button', { name: `Add Players to ${team.name}` }));
      const add = page.getByRole('dialog', { name: `Add Players to ${team.name}` });
      await act.fill(add.getByLabel('Player names'), squad(t).join('\n'));
      await add.getByRole('list', { name: 'Players to add' }).getByText('New player').nth(3).waitFor();
      await act.click(add.getByRole('button', { name: 'Add 4 Players' }));
      await expectToast(page, 'Success', `4 players added to ${team.name} (4 new)`);
      await add.waitFor({ state: 'detached' });
    }
    expect(act.count).toBeLessThanOrEqual(40);
    console.log(`season journey: ${act.count} interactions for 8 teams of 4 players`);
    await plain(page, 'teams');

    // Read back: the Players list names each player's team.
    await go(page, 'Players');
    await page.getByRole('link', { name: squad(7)[3] }).waitFor();
    await expect(
      page
        .getByRole('row', { name: new RegExp(squad(3)[2]) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(teams[3].name);
    await plain(page, 'players');
  });

  test('fixtures for both divisions, with no venue over its tables on any night', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    for (const division of Object.keys(divisions)) {
      await page.getByRole('button', { name: 'Generate Fixtures' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate Fixtures' });
      await pick(dialog, 'Division', `${division} · 2027`);
      await dialog.getByLabel('First Date').fill('2027-01-07');
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await expect(preview.getByText('3 rounds, 6 matches', { exact: false })).toBeVisible();
      // Division One's home nights meet the Premier's at The Red Lion and The Crown: warned, then moved.
      const move = dialog.getByLabel('Move each extra match to the next league night');
      if (division === 'Division One') {
        await expect(preview.getByRole('alert').first()).toContainText('The Red Lion');
        await plain(page, 'generate-clash', preview);
        await move.click();
      }
      await expect(preview.getByRole('alert')).toHaveCount(0);
      await plain(page, `generate-${division === 'Premier' ? 'premier' : 'division-one'}`, preview);
      await dialog.getByRole('button', { name: 'Create 6 Fixtures' }).click();
      await expectToast(page, 'Success', 'Fixtures created successfully');
      await dialog.waitFor({ state: 'detached' });
    }
    await pick(page, 'Division', 'All Divisions');
    await expect(page.getByRole('button', { name: /^More actions for / })).toHaveCount(12);
    await plain(page, 'fixtures');

    const nights = await fixturesByNight(page);
    const atRedLion = new Set<string>();
    for (const { night, rows } of nights) {
      for (const [venue, count] of Object.entries(tables)) {
        const here = rows.filter((r) => r.venue === venue);
        expect(here.length, `${venue} on ${night}`).toBeLessThanOrEqual(count);
        if (venue === 'The Red Lion') here.forEach((r) => atRedLion.add(r.home));
      }
    }
    // The one table is shared: both Red Lion teams play home matches there, never on the same night.
    expect([...atRedLion].sort()).toEqual(['Red Lion A', 'Red Lion B']);

    await go(page, 'Home');
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await expect(checklist).toContainText('6 of 8 done');
    await plain(page, 'home-set-up', checklist);
    await go(page, 'Fixtures');
  });

  test("the Premier's season scored on Match Night", async () => {
    const { page } = w;
    const premier = divisions.Premier.map(([name]) => name);
    const rows = (await fixturesByNight(page)).flatMap((n) => n.rows).filter((r) => premier.includes(r.home));
    expect(rows).toHaveLength(6);
    for (const { home, away } of rows) {
      await scoreOnMatchNight(page, `${home} vs ${away}`, captainOf(home), captainOf(away));
      await go(page, 'Fixtures');
    }
    await expect(page.getByTestId('score').filter({ hasText: '1 - 0' })).toHaveCount(6);
    await plain(page, 'fixtures-scored');
    await go(page, 'Standings');
    await pick(page, 'Division', 'Premier · 2027');
    await expect(page.getByRole('row').filter({ hasText: 'Red Lion A' })).toBeVisible();
    await plain(page, 'standings');
  });

  test('a cup with dated rounds, one round moved', async () => {
    const { page } = w;
    await go(page, 'Cups');
    await page.getByRole('button', { name: 'Create Cup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Cup' });
    await dialog.getByLabel('Name').fill('County Cup');
    await pick(dialog, 'League', `${league} 2027`);
    await pick(dialog, 'Venue', 'Cue Club Central');
    await dialog.getByLabel('First round (date and kick-off time)').fill('2027-03-04T19:30');
    await dialog.getByLabel('Best of (frames per round, e.g. 5,5,7)').fill('1');
    await dialog.getByRole('button', { name: 'Create Cup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'County Cup' })).toBeVisible();
    for (const [name] of divisions.Premier) {
      await pick(page, 'Enter a team', name);
      await page.getByRole('button', { name: 'Add Entry' }).click();
      await expect(page.getByText(new RegExp(`^\\d entr(y|ies): .*${name}$`))).toBeVisible();
    }
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(page.getByTestId('round-date')).toHaveText([
      'Thu 4 MarChange Date',
      'Thu 11 MarChange Date',
    ]);
    await plain(page, 'cup-drawn');
    await page.getByRole('button', { name: 'Change date of Final' }).click();
    const date = page.getByRole('dialog', { name: 'Date of Final' });
    await date.getByLabel('Date').fill('2027-03-18');
    await date.getByRole('button', { name: 'Save Date' }).click();
    await expectToast(page, 'Success', 'Round date saved');
    await expect(page.getByTestId('round-date')).toHaveText([
      'Thu 4 MarChange Date',
      'Thu 18 MarChange Date',
    ]);
    await plain(page, 'cup-dated');
  });

  test('the rollover is refused while fixtures are unfinished, then done by voiding them', async () => {
    const { page } = w;
    await go(page, 'Leagues');
    await card(page, league).getByRole('button', { name: 'Start Next Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Next Season' });
    await dialog.getByLabel('New Season').fill('2028');
    await dialog.getByLabel('Promote').fill('1');
    await dialog.getByLabel('Relegate').fill('1');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const plan = dialog.getByRole('region', { name: 'Season 2028 plan' });
    await expect(plan.getByRole('alert')).toContainText('6 fixtures of this season are unfinished:');
    await expect(plan.getByRole('list', { name: 'Unfinished fixtures' }).getByRole('listitem')).toHaveCount(
      6,
    );
    await plain(page, 'rollover-plan');
    await dialog.getByRole('button', { name: 'Start Season' }).click();
    await expectToast(
      page,
      'Error',
      '6 fixtures are unfinished: finish them, or void them to start the next season',
    );
    await plain(page, 'rollover-refused');
    await dialog.getByRole('checkbox', { name: 'Void these 6 fixtures and start the season' }).click();
    await dialog.getByRole('button', { name: 'Start Season' }).click();
    await expectToast(page, 'Success', 'Season started successfully');
    const season = (name: string) =>
      card(page, league).filter({ has: page.getByText(name, { exact: true }) });
    await expect(season('2028').getByRole('button', { name: 'Start Next Season' })).toBeVisible();
    await expect(season('2027').getByRole('button', { name: 'Start Next Season' })).toHaveCount(0);
    await plain(page, 'rolled-over');
  });

  test('logged no console errors on the way but the refused rollover', () => {
    const refused = /^409 POST .*\/api\/leagues\/\d+\/rollover$|status of 409 \(Conflict\)$/;
    expect(w.errors.filter((e) => !refused.test(e)).join('\n')).toBe('');
    expect(w.errors.filter((e) => refused.test(e))).toHaveLength(2);
  });
});
