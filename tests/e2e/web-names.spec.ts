// Names, never internals (issue 24): an organiser at a desktop picks a team's captain by name or
// e-mail, reads the audit log by people's names and records' labels, and the roster's history by
// name; no page shows an account id.
import { expect, test, type Page } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { matchNightWorld, scorerPhone, seedMatch, type Match, type World } from './match-night-setup.ts';
import { openRoster, STORY_MS } from './web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

/** Neither the page's visible text nor any of its fields' values holds an account id. */
async function expectNoIds(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(UUID);
  const values = await page
    .locator('input, select, textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(values.join(' ')).not.toMatch(UUID);
}

test.describe('web: names, never internals', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  let rita: { id: string; email: string };
  let redLions: string;
  let sam: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    await w.api('PATCH', '/me', { displayName: 'Olive Organiser' });
    const email = `rita-${Date.now()}@example.com`;
    const { user } = await signUpConfirmed(w.host.url, email, 'secret123', { display_name: 'Rita Lyons' });
    rita = { id: user.id, email };
    m = await seedMatch(w.api, 'scheduled');
    redLions = (await w.api('GET', `/teams/${m.homeTeamId}`)).name;
    // Sam, who has chosen no display name, captains Cue Ballers and adds a player to its roster.
    sam = `sam-${Date.now()}@example.com`;
    const signedUp = await signUpConfirmed(w.host.url, sam, 'secret123');
    const away = await w.api('GET', `/teams/${m.awayTeamId}`);
    await w.api('PATCH', `/teams/${m.awayTeamId}`, { name: away.name, captainUserId: signedUp.user.id });
    const fay = await w.api('POST', '/players', { fullName: 'Fay Away', nickname: null, userId: null });
    const added = await fetch(`${w.host.url}/api/teams/${m.awayTeamId}/players`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${signedUp.session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ playerId: fay.id, isActive: true }),
    });
    expect(added.status).toBe(201);
  });
  test.afterAll(() => w?.close());

  test("the team form picks its captain by name or e-mail and sends the account's id", async () => {
    const { page } = await scorerPhone(w, '/teams', 'desktop');
    await page
      .locator('[data-slot=card]')
      .filter({ hasText: redLions })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Captain User ID')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Captain (Optional)' }).fill(rita.email.slice(0, 10));
    const option = dialog.getByRole('option', { name: `Rita Lyons · ${rita.email}` });
    await option.click();
    await expect(dialog.getByLabel('Captain (Optional)')).toHaveValue(`Rita Lyons (${rita.email})`);
    await expectNoIds(page);
    await dialog.getByRole('button', { name: 'Update Team' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-slot=card]').filter({ hasText: redLions })).toContainText(
      'Captain: Rita Lyons',
    );
    expect((await w.api('GET', `/teams/${m.homeTeamId}`)).captainUserId).toBe(rita.id);

    await page
      .locator('[data-slot=card]')
      .filter({ hasText: redLions })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(dialog.getByLabel('Captain (Optional)')).toHaveValue('Rita Lyons');
    await expectNoIds(page);
  });

  test('the player form links an account picked by name, and the players table names it', async () => {
    const { page } = await scorerPhone(w, '/players', 'desktop');
    await expect(page.getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Bob Home' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Account (Optional)' }).fill('rita lyons');
    await dialog.getByRole('option', { name: `Rita Lyons · ${rita.email}` }).click();
    await dialog.getByRole('button', { name: 'Update Player' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Bob Home' })).toContainText('Rita Lyons');
    await expectNoIds(page);
  });

  test('the audit log names people and records, and filters by a person picked by name', async () => {
    const { page } = await scorerPhone(w, '/audit', 'desktop');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    // Newest first: linking Bob's account (its id left out of the changed fields), then naming the
    // captain, which granted the captain's role and changed the team.
    const entries = page.getByTestId('history-entry');
    await expect(entries.nth(0)).toHaveText(/Olive Organiser changed Player #\d+$/);
    await expect(entries.nth(1)).toContainText('Olive Organiser created Role #');
    await expect(entries.nth(1)).toContainText('for Rita Lyons');
    await expect(entries.nth(2)).toHaveText(new RegExp(`Olive Organiser changed Team #${m.homeTeamId}$`));
    const kinds = page.getByLabel('Record type');
    await expect(kinds.locator('option', { hasText: 'Roster entry' })).toHaveCount(1);
    await expect(kinds.locator('option', { hasText: 'team_players' })).toHaveCount(0);
    await kinds.selectOption({ label: 'Fixture' });
    await expect(page.getByTestId('history-entry')).toHaveText([/Olive Organiser created Fixture #\d+/]);
    await kinds.selectOption({ label: 'Roster entry' });
    // Sam (no display name) added Fay; before that, Eve left the away team: her entry was closed.
    const rosterEntries = page.getByTestId('history-entry');
    await expect(rosterEntries.nth(0)).toContainText(`${sam} created Roster entry #`);
    await expect(rosterEntries.nth(1)).toContainText('Olive Organiser changed Roster entry #');
    await expect(rosterEntries.nth(1)).toContainText('is active: true → false');
    await expectNoIds(page);

    await kinds.selectOption({ label: 'All records' });
    await page.getByRole('combobox', { name: 'Changed by' }).fill('Rita');
    await page.getByRole('option', { name: `Rita Lyons · ${rita.email}` }).click();
    await expect(page.getByLabel('Changed by')).toHaveValue(`Rita Lyons (${rita.email})`);
    await expect(page.getByText('No changes recorded.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(entries.filter({ hasText: sam }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Changed by' }).fill('olive');
    await page.getByRole('option', { name: /^Olive Organiser · / }).click();
    await expect(entries.filter({ hasText: sam })).toHaveCount(0);
    await expect(entries.first()).toContainText('Olive Organiser');
    for (const text of await entries.allInnerTexts()) expect(text).toContain('Olive Organiser');
    await expectNoIds(page);
  });

  test('the roster history names who made each change, by e-mail when they have no display name', async () => {
    const { page } = await scorerPhone(w, '/teams', 'desktop');
    await openRoster(page.locator('[data-slot=card]').filter({ hasText: 'Cue Ballers' }));
    const history = page.getByRole('dialog').getByRole('list', { name: 'History' });
    await expect(history.getByTestId('history-entry')).toHaveText([
      new RegExp(`${sam} created Fay Away$`),
      /Olive Organiser created Dan Away$/,
      /Olive Organiser created Cat Away$/,
    ]);
    await expectNoIds(page);
  });
});
