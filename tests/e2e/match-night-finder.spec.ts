// Match Night finds the match (issue 24): a captain's phone lists their team's matches first (tonight's,
// then last night's unfinished one, then the next one) and scores last night's the next morning; an
// organiser's desktop lists tonight by venue plus the unfinished recent ones; the empty-frames text
// points at Add Frame for who can add one and names who can for the others; names, never ids.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  signIn,
  type World,
} from './match-night-setup.ts';
import { STORY_MS } from './web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const DAY = 86_400_000;

test.describe('match night: the list finds each role its matches', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let captain: { email: string; password: string };
  let player: { email: string; password: string };
  let ours: { today: number; yesterday: number; next: number; done: number };
  let phone: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    const m = await seedMatch(w.api, 'scheduled');
    const crown = (await w.api('GET', `/fixtures/${m.fixtureId}`)).venueId;
    const anchor = (await w.api('POST', '/venues', { name: 'The Anchor', address: null, logoUrl: null })).id;
    const fixture = async (home: number, away: number, venueId: number, at: number) =>
      (
        await w.api('POST', '/fixtures', {
          divisionId: m.divisionId,
          homeTeamId: home,
          awayTeamId: away,
          venueId,
          kickoffAt: new Date(at).toISOString(),
        })
      ).id as number;
    const team = async (name: string) => {
      const t = await w.api('POST', '/teams', { name });
      await w.api('POST', `/divisions/${m.divisionId}/teams`, { teamId: t.id });
      return t.id as number;
    };
    const now = Date.now();
    ours = {
      today: m.fixtureId,
      yesterday: await fixture(m.awayTeamId, m.homeTeamId, crown, now - DAY),
      next: await fixture(m.homeTeamId, m.awayTeamId, crown, now + 7 * DAY),
      done: await fixture(m.homeTeamId, m.awayTeamId, crown, now - 2 * DAY),
    };
    await w.api('PATCH', `/fixtures/${ours.done}`, { status: 'final' });
    await fixture(await team('Pot Blacks'), await team('Chalk Dust'), anchor, now);

    captain = { email: `cap-${Date.now()}@example.com`, password: 'secret123' };
    const { user } = await signUpConfirmed(w.host.url, captain.email, captain.password);
    await w.api('PATCH', `/teams/${m.homeTeamId}`, { captainUserId: user.id });
    player = { email: `player-${Date.now()}@example.com`, password: 'secret123' };
    await signUpConfirmed(w.host.url, player.email, player.password);
  });
  test.afterAll(() => w?.close());

  const entries = (page: Page, section: string) =>
    page.getByRole('main').getByRole('region', { name: section }).getByRole('listitem');

  test("a captain sees today's match first, then yesterday's unfinished one, then the next; then others", async () => {
    ({ page: phone } = await scorerPhone(w, '/match-night', 'phone', captain));
    const yours = entries(phone, 'Your matches');
    await expect(yours).toHaveCount(3);
    await expect(yours.nth(0)).toContainText(/Red Lions \S+ vs Cue Ballers/);
    await expect(yours.nth(0)).toContainText('Scheduled');
    await expect(yours.nth(0)).not.toContainText('Not finished');
    await expect(yours.nth(1)).toContainText(/Cue Ballers \S+ vs Red Lions/);
    await expect(yours.nth(1)).toContainText('The Crown');
    await expect(yours.nth(1)).toContainText('Not finished');
    await expect(yours.nth(2)).toContainText('Next match');
    await expect(yours.nth(2).getByRole('button')).toHaveText('View Match');
    const others = entries(phone, 'Other fixtures today');
    await expect(others).toHaveCount(1);
    await expect(others).toContainText('Pot Blacks vs Chalk Dust');
    await expect(others).toContainText('The Anchor');
    expect(await phone.locator('body').innerText()).not.toMatch(UUID);
    await phone.screenshot({ path: 'test-results/match-night-finder-captain.png', fullPage: true });
  });

  test("the captain opens yesterday's match and adds a frame; the text points at Add Frame", async () => {
    await entries(phone, 'Your matches')
      .nth(1)
      .getByRole('button', { name: /^Start Scoring/ })
      .click();
    await expect(phone.getByRole('heading', { name: 'Live Scoring' })).toBeVisible();
    expect(new URL(phone.url()).searchParams.get('fixtureId')).toBe(String(ours.yesterday));
    await expect(phone.getByText('No frames yet. Tap Add Frame to start scoring.')).toBeVisible();
    await phone.screenshot({ path: 'test-results/match-night-finder-empty.png' });
    await phone.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(phone, 1).waitFor();
    await expect.poll(async () => (await w.api('GET', `/fixtures/${ours.yesterday}/frames`)).length).toBe(1);
    expect(await phone.locator('body').innerText()).not.toMatch(UUID);
  });

  test("a player sees today's fixtures only, and a match's empty text says who can add frames", async () => {
    const { page } = await scorerPhone(w, '/match-night', 'phone', player);
    const today = entries(page, "Today's fixtures");
    await expect(today).toHaveCount(2);
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    await today.filter({ hasText: 'Red Lions' }).getByRole('button').click();
    await expect(
      page.getByText(
        'No frames set up for this match. Only an organiser or a captain of either team can add frames.',
      ),
    ).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(UUID);
  });

  test("the organiser sees today's fixtures under venue names, then the unfinished recent ones", async () => {
    const context = await w.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${w.host.url}/match-night`);
    await signIn(page, w.email, w.password);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'The Anchor',
      'The Crown',
      'Not finished, last 7 days',
    ]);
    await expect(entries(page, 'The Anchor')).toHaveText([/Pot Blacks vs Chalk Dust/]);
    await expect(entries(page, 'The Crown')).toHaveText([/Red Lions \S+ vs Cue Ballers/]);
    await expect(entries(page, 'Not finished, last 7 days')).toHaveText([/Cue Ballers \S+ vs Red Lions/]);
    expect(await page.locator('body').innerText()).not.toMatch(UUID);
    await page.screenshot({ path: 'test-results/match-night-finder-organiser.png', fullPage: true });
  });
});
