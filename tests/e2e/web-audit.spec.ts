// The audit log in the browser: an organiser sees who added and scored each frame in the frames
// dialog, who changed a roster in the roster dialog, and every change on /audit, filtered by kind of record.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { matchNightWorld, scorerPhone, seedMatch, type Match, type World } from './match-night-setup.ts';
import { openRoster, STORY_MS } from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';

test.describe('web: the audit log', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  let me: string;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser, { ownHost: true });
    m = await seedMatch(w.api);
    const frame = await w.api('POST', `/fixtures/${m.fixtureId}/frames`, {});
    await w.api('PATCH', `/frames/${frame.id}`, { winner: 'home' });
    await w.api('PATCH', `/frames/${frame.id}`, { homePlayerId: m.homePlayers[0] });
    const [entry] = (await w.api('GET', `/audit?table=frames&rowId=${frame.id}`)).items;
    me = entry.userName ?? entry.userEmail;
  });
  test.afterAll(() => w?.close());

  test("the frames dialog's History shows who added and scored each frame, players by name", async () => {
    const { page } = await scorerPhone(w, '/fixtures', 'desktop');
    await (
      await fixtureMenu(page, /^More actions for Red Lions/)
    )
      .getByRole('menuitem', { name: /^Manage frames of Red Lions/ })
      .click();
    const history = page.getByRole('dialog').getByRole('list', { name: 'History' });
    await expect(history.getByTestId('history-entry')).toHaveText([
      new RegExp(`${me} changed Frame 1 \\(home player: — → Ann Home\\)$`),
      new RegExp(`${me} changed Frame 1 \\(winner: na → home\\)`),
      new RegExp(`${me} created Frame 1`),
    ]);
  });

  test("the roster dialog's History shows who added each player", async () => {
    const { page } = await scorerPhone(w, '/teams', 'desktop');
    await openRoster(page.locator('[data-slot=card]').filter({ hasText: 'Cue Ballers' }));
    const history = page.getByRole('dialog').getByRole('list', { name: 'History' });
    await expect(history.getByTestId('history-entry')).toHaveText([
      new RegExp(`${me} created Dan Away`),
      new RegExp(`${me} created Cat Away`),
    ]);
  });

  test('/audit lists every change newest first, and filters by kind of record', async () => {
    const { page } = await scorerPhone(w, '/audit', 'desktop');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page.getByTestId('history-entry').first()).toContainText(`${me} changed Frame #`);
    await page.getByLabel('Record type').selectOption({ label: 'Venue' });
    await expect(page.getByTestId('history-entry')).toHaveText([new RegExp(`${me} created Venue #`)]);
    await page.getByLabel('Record type').selectOption({ label: 'Role' });
    await expect(page.getByTestId('history-entry')).toHaveText([/system created Role #/]);
  });
});
