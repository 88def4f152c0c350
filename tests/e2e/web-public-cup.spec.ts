// User story: a player, not signed in, follows the league page's link to the cup on a phone, reads
// the bracket (each round's date, byes to the top seed, the semi-final to come), and sees the winner
// move into the final the moment the semi-final is completed at the venue, with its score.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { expectAccessible, STORY_MS, storyWorld, type StoryWorld } from './web-helpers.ts';
import { ensureSiteBuild, publicLeague } from './web-public-setup.ts';

test.describe('public site: the cup bracket', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  let s: Awaited<ReturnType<typeof publicLeague>>;
  let cupId: number;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    ensureSiteBuild();
    w = await storyWorld(browser, 'break-off-1');
    s = await publicLeague(w.host.url, w.organiser.token);
    const green = await s.call('POST', '/teams', { name: 'Green' });
    await s.call('POST', `/divisions/${s.division.id}/teams`, { teamId: green.id });
    const venue = await s.call('POST', '/venues', { name: 'Cup Hall' });
    cupId = (
      await s.call('POST', '/cups', {
        leagueId: s.league.id,
        name: 'Spring Cup',
        kind: 'team',
        venueId: venue.id,
        startsAt: '2027-03-04T19:30:00Z',
      })
    ).id;
    for (const team of [s.red, s.blue, green])
      await s.call('POST', `/cups/${cupId}/entries`, { teamId: team.id });
    await s.call('POST', `/cups/${cupId}/draw`, { seedFrom: 'standings', seed: 'fair' });
  });
  test.afterAll(() => w?.close());

  test('on a 360 px phone the bracket reads round by round and moves a winner on live', async () => {
    const context = await w.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      baseURL: w.host.url,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/results/${s.league.id}`);
    const stream = page.waitForResponse((r) => r.url().includes('/api/live'));
    await page.getByRole('link', { name: 'Spring Cup: the bracket' }).click();
    await expect(page).toHaveTitle('Spring Cup — Spring League 2027');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring Cup');
    await expect(page.getByRole('heading', { name: 'Semi-finals best of 5' })).toBeVisible();
    await expect(page.getByTestId('cup-match')).toHaveCount(3);
    await expect(page.getByTestId('round-date')).toHaveText(['Thu 4 Mar', 'Thu 11 Mar']);
    // Red top the table: the bye is theirs, and the final waits on the other semi-final.
    await expect(page.getByRole('list', { name: 'Red v Bye' })).toBeVisible();
    const semi = page.getByRole('list', { name: /^(Blue v Green|Green v Blue)$/ });
    await expect(semi).toBeVisible();
    await expect(page.getByRole('list', { name: 'Red v Winner of R1 M2' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'cup page at 360 px');
    await stream; // hydrated and following the live stream

    const bracket = (await (await fetch(`${w.host.url}/api/cups/${cupId}/bracket`)).json()) as {
      matches: { round: number; fixtureId: number | null; homeEntryId: number }[];
      entries: { id: number; name: string }[];
    };
    const match = bracket.matches.find((m) => m.round === 1 && m.fixtureId)!;
    const winner = bracket.entries.find((e) => e.id === match.homeEntryId)!.name;
    await s.call('PATCH', `/fixtures/${match.fixtureId}`, { status: 'in_play' });
    for (let i = 0; i < 3; i++)
      await s.call('POST', `/fixtures/${match.fixtureId}/frames`, { winner: 'home' });
    await s.call('PATCH', `/fixtures/${match.fixtureId}`, { status: 'final' });
    await expect(page.getByRole('list', { name: `Red v ${winner}` })).toBeVisible({ timeout: 2000 });
    // The semi-final decided shows its winner and its score; the final names the winner.
    await expect(semi.getByRole('listitem')).toHaveText([new RegExp(`^\\d${winner}Winner3$`), /^\d\w+0$/]);
    await expect(page.getByText(/Winner of/)).toHaveCount(0);
    await page.getByRole('link', { name: `Scorecard (Red v ${winner})` }).click();
    await expect(page.getByTestId('fixture-score')).toContainText('0 - 0');
    expect(errors).toEqual([]);
    await context.close();
  });
});
