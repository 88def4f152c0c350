// Lists that grow (issue 25): at a 1366x768 desktop an organiser searches, sorts and pages the
// Players, Teams, Fixtures and People lists and pages the Audit Log, all through the lists' one
// shared table (a labelled search box, headers that sort with aria-sort, "Page 1 of N", Previous and
// Next). The league is seeded through /api: 26 teams, 60 players on six of them, 60 fixtures.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectAccessible, go, STORY_MS, webWorld, type WebWorld } from './web-helpers.ts';
import { seedSeason } from './season-setup.ts';

const shots = 'test-results/web-lists';
const two = (n: number) => String(n).padStart(2, '0');
const teamNames = Array.from({ length: 26 }, (_, i) => `Team ${two(i + 1)}`);

/** The data rows of the list (the header row left out), in order, by their first cells' text. */
const firstCells = (page: Page, n = 1) =>
  page
    .locator('main table tbody tr')
    .evaluateAll(
      (rows, cells) => rows.map((r) => [...r.querySelectorAll('td')].slice(0, cells).map((c) => c.innerText)),
      n,
    );
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true }).first();

test.describe('web: lists that grow', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: WebWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await webWorld(browser);
    await w.page.setViewportSize({ width: 1366, height: 768 });
    const s = await seedSeason(w, teamNames.slice(0, 6));
    for (const name of teamNames.slice(6)) await s.call('POST', '/teams', { name });
    // Ten players on each of the first six teams: Player 01..60.
    for (let t = 0; t < 6; t++) {
      const players = Array.from({ length: 10 }, (_, p) => ({ fullName: `Player ${two(t * 10 + p + 1)}` }));
      await s.call('POST', `/teams/${s.teams[teamNames[t]]}/players/bulk`, { players });
    }
    // Sixty fixtures: three a night for twenty Thursdays, at The Crown or the Red Lion.
    const lion = await s.call('POST', '/venues', { name: 'Red Lion' });
    const pairs = [
      [0, 1],
      [2, 3],
      [4, 5],
    ];
    const fixtures = Array.from({ length: 20 }, (_, night) =>
      pairs.map(([h, a], i) => ({
        divisionId: s.division.id,
        homeTeamId: s.teams[teamNames[(h + night) % 6]],
        awayTeamId: s.teams[teamNames[(a + night) % 6]],
        venueId: i === 0 ? lion.id : s.venue.id,
        kickoffAt: new Date(Date.parse('2027-01-07T19:30:00Z') + night * 7 * 86_400_000).toISOString(),
      })),
    ).flat();
    await s.call('POST', '/fixtures/bulk', { fixtures });
  });
  test.afterAll(() => w?.close());

  test('Players: sorted by name, a page of 50, searched by name or team, sorted the other way', async () => {
    const { page } = w;
    await go(page, 'Players');
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(page.getByText('1–50 of 60', { exact: true })).toBeVisible();
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
    expect((await firstCells(page)).slice(0, 2)).toEqual([['Player 01'], ['Player 02']]);
    await page.screenshot({ path: `${shots}/players.png` });
    await expectAccessible(page, '/players');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    expect(await firstCells(page)).toEqual(Array.from({ length: 10 }, (_, i) => [`Player ${51 + i}`]));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Sorting starts again at page 1.
    await header(page, 'Name').getByRole('button').click();
    await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    expect((await firstCells(page)).slice(0, 2)).toEqual([['Player 60'], ['Player 59']]);

    await page.getByLabel('Search players').fill('team 02');
    await expect(page.getByText('1–10 of 10', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
    expect(await firstCells(page, 2)).toEqual(
      Array.from({ length: 10 }, (_, i) => [`Player ${20 - i}`, 'Team 02']),
    );
    await page.getByLabel('Search players').fill('Player 07');
    expect(await firstCells(page, 2)).toEqual([['Player 07', 'Team 01']]);
    await page.getByLabel('Search players').fill('Nobody');
    await expect(page.getByText('No players match “Nobody”.', { exact: true })).toBeVisible();
  });

  test('Teams: cards 24 a page, searched, sorted Z to A', async () => {
    const { page } = w;
    await go(page, 'Teams');
    const cards = page.locator('[data-slot=card-title]');
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toHaveText('Team 01');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveText(['Team 25', 'Team 26']);

    await page.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(cards.first()).toHaveText('Team 26');
    await page.getByLabel('Search teams').fill('team 1');
    await expect(cards).toHaveText(Array.from({ length: 10 }, (_, i) => `Team ${19 - i}`));
    await expect(page.getByText('1–10 of 10', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${shots}/teams.png` });
    await expectAccessible(page, '/teams');
  });

  test('Fixtures: still by night, 50 a page, searched by venue or team, sorted within each night', async () => {
    const { page } = w;
    await go(page, 'Fixtures');
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(page.getByText('1–50 of 60', { exact: true })).toBeVisible();
    const nights = page.getByRole('heading', { level: 2 });
    await expect(nights.first()).toHaveText('Thursday 7 January 2027');
    await expect(nights).toHaveCount(17); // 16 whole nights and two of the 17th's three
    const first = page.getByRole('region', { name: 'Thursday 7 January 2027' });
    expect(await first.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).toBe('Team 01');
    await page.screenshot({ path: `${shots}/fixtures.png` });
    await expectAccessible(page, '/fixtures');

    // Home Team Z to A: the nights keep their order, each night's matches by home team.
    await header(page, 'Home Team').getByRole('button').click();
    await header(page, 'Home Team').getByRole('button').click();
    await expect(header(page, 'Home Team')).toHaveAttribute('aria-sort', 'descending');
    await expect(nights.first()).toHaveText('Thursday 7 January 2027');
    const homes = await first
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[1] as HTMLElement).innerText));
    expect(homes).toEqual(['Team 05', 'Team 03', 'Team 01']);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(page.getByText('51–60 of 60', { exact: true })).toBeVisible();
    await expect(nights.last()).toHaveText('Thursday 20 May 2027');

    await page.getByLabel('Search fixtures').fill('red lion');
    await expect(page.getByText('1–20 of 20', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'The Crown', exact: true })).toHaveCount(0);
    await page.getByLabel('Search fixtures').fill('Team 06');
    await expect(page.getByText('1–20 of 20', { exact: true })).toBeVisible();
    await page.getByLabel('Search fixtures').fill('Team 99');
    await expect(page.getByText('No fixtures match “Team 99”.', { exact: true })).toBeVisible();
  });

  test('People: sorted by e-mail either way on the server, and searched', async () => {
    const { page } = w;
    await go(page, 'People');
    await expect(page.getByText('Page 1 of 1', { exact: true })).toBeVisible();
    await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
    await header(page, 'Email').getByRole('button').click();
    await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Search accounts').fill('organiser@');
    await expect(page.getByTestId('account-row')).toHaveText([/^organiser@example\.com/]);
    await page.screenshot({ path: `${shots}/people.png` });
  });

  test('Audit Log: a page of 50 changes, then the next, with the same pager', async () => {
    const { page } = w;
    await go(page, 'Audit Log');
    const entries = page.getByTestId('history-entry');
    await expect(entries).toHaveCount(50);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const top = await entries.first().innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(entries.first()).not.toHaveText(top);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(entries.first()).toHaveText(top);
    await page.screenshot({ path: `${shots}/audit.png` });
  });
});
