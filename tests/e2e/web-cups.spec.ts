// User story: an organiser creates a cup of the league on the Cups screen, its first round dated,
// enters five teams and draws it from the standings with a seed; the bracket shows the byes to the
// top seeds and each round's date, a week apart; a walkover puts a team in the final. Anyone then
// reads the bracket on a 360 px phone, and sees the winner move on live once the match is completed.
// The organiser then moves the semi-finals a week later: the final follows, and so does the fixture.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import {
  expectAccessible,
  expectToast,
  go,
  pick,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

const teams = ['Anchor', 'Bell', 'Crown', 'Dragon', 'Eagle'];

test.describe('web: cups, the draw and the bracket', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let token: string;
  let cupUrl: string;
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${w.host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
    return res.json();
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    token = w.organiser.token;
    const league = await call('POST', '/leagues', { name: 'Spring League', season: '2027' });
    const division = await call('POST', '/divisions', { leagueId: league.id, name: 'Premier' });
    for (const name of teams) {
      const team = await call('POST', '/teams', { name });
      await call('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
    }
    await call('POST', '/venues', { name: 'Hall' });
  });
  test.afterAll(() => w?.close());

  test('an organiser creates a cup, enters five teams and draws it from the standings', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, w.organiser.email, w.organiser.password);
    await go(page, 'Cups');
    await page.getByRole('button', { name: 'Create Cup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Cup' });
    await dialog.getByLabel('Name').fill('Spring Cup');
    await pick(dialog, 'League', 'Spring League 2027');
    await pick(dialog, 'Venue', 'Hall');
    await dialog.getByLabel('First round (date and kick-off time)').fill('2027-01-07T19:30');
    await dialog.getByLabel('Best of (frames per round, e.g. 5,5,7)').fill('3,5');
    await dialog.getByRole('button', { name: 'Create Cup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring Cup' })).toBeVisible();
    await expect(page.getByText('This cup has not been drawn yet.')).toBeVisible();
    cupUrl = page.url();
    for (const name of teams) {
      await pick(page, 'Enter a team', name);
      await page.getByRole('button', { name: 'Add Entry' }).click();
      await expect(page.getByText(new RegExp(`^\\d entr(y|ies): .*${name}$`))).toBeVisible();
    }
    await pick(page, 'Seed from', 'League standings');
    await page.getByLabel('Seed (optional: the same seed draws the same bracket)').fill('fair');
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(page.getByText('Drawn from standings, seed “fair”', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Quarter-finals/ })).toBeVisible();
    await expect(page.getByTestId('cup-match')).toHaveCount(7);
    await expect(page.getByTestId('round-date')).toHaveText([
      'Thu 7 JanChange Date',
      'Thu 14 JanChange Date',
      'Thu 21 JanChange Date',
    ]);
    await expect(page.getByRole('list', { name: 'Anchor v Bye' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dragon v Eagle' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bell v Crown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Draw Again' })).toBeVisible();
    await expectAccessible(page, 'cup screen');

    // Crown's opponent cannot come: the organiser gives them the semi-final; they reach the final.
    await page.getByRole('button', { name: 'Walkover to Crown' }).click();
    await page
      .getByRole('alertdialog', { name: 'Award Walkover' })
      .getByRole('button', { name: 'Award Walkover' })
      .click();
    await expectToast(page, 'Success', 'Walkover awarded');
    await expect(page.getByRole('list', { name: 'Winner of R2 M1 v Crown' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bell v Crown' })).toContainText('Walkover');
  });

  test('anyone reads the bracket on a 360 px phone, and the winner moves on when the match is completed', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: w.host.url });
    const page = await phone.newPage();
    await page.goto(cupUrl);
    await expect(page.getByRole('heading', { name: /^Semi-finals/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Anchor v Winner of R1 M2' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Draw Again' })).toHaveCount(0);

    const id = Number(cupUrl.split('/').pop());
    const bracket = await call('GET', `/cups/${id}/bracket`);
    const match = bracket.matches.find((m: { round: number; slot: number }) => m.round === 1 && m.slot === 2);
    for (const winner of ['away', 'away'])
      await call('POST', `/fixtures/${match.fixtureId}/frames`, { winner });
    await call('PATCH', `/fixtures/${match.fixtureId}`, { status: 'final' });
    await expect(page.getByRole('list', { name: 'Anchor v Eagle' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dragon v Eagle' }).getByLabel('winner')).toBeVisible();
    await expectAccessible(page, 'bracket on a phone');
    await phone.close();
  });

  test('an organiser moves the semi-finals a week later at 1366x768: the final and the fixture follow', async () => {
    const { page } = w;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(cupUrl);
    await page.getByRole('button', { name: 'Change date of Semi-finals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Date of Semi-finals' });
    await expect(dialog.getByLabel('Date')).toHaveValue('2027-01-14');
    await dialog.getByLabel('Date').fill('');
    await dialog.getByRole('button', { name: 'Save Date' }).click();
    await expect(dialog.getByText('Date must be a date (YYYY-MM-DD)')).toBeVisible();
    await dialog.getByLabel('Date').fill('2027-01-21');
    await dialog.getByRole('button', { name: 'Save Date' }).click();
    await expectToast(page, 'Success', 'Round date saved');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('round-date')).toHaveText([
      'Thu 7 JanChange Date',
      'Thu 21 JanChange Date',
      'Thu 28 JanChange Date',
    ]);
    await page.screenshot({ path: 'test-results/web-cup-round-dates.png' });
    const id = Number(cupUrl.split('/').pop());
    const bracket = await call('GET', `/cups/${id}/bracket`);
    const semi = bracket.matches.find((m: { round: number; slot: number }) => m.round === 2 && m.slot === 1);
    const fixture = await call('GET', `/fixtures/${semi.fixtureId}`);
    const local = await page.evaluate((at) => new Date(at).toString().slice(0, 21), fixture.kickoffAt);
    expect(local).toBe('Thu Jan 21 2027 19:30');
  });
});
