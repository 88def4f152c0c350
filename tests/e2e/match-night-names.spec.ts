// People shown by display name: a captain who chose a name at sign-up scores a frame on their phone
// and sees "Entered by" with their name on it; the organiser sees the same name in the frames dialog
// and as the team's captain on the Teams screen, and as who asked for a transfer on the Transfers
// screen, never the captain's e-mail or user id.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  tapWinner,
  type Match,
  type World,
} from './match-night-setup.ts';
import { STORY_MS } from './web-helpers.ts';
import { fixtureMenu } from './fixture-menu.ts';

test.describe('match night: who entered each frame, by display name', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: World;
  let m: Match;
  let captain: { id: string; email: string; password: string; token: string };
  let phone: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await matchNightWorld(browser);
    m = await seedMatch(w.api);
    const email = `rita-${Date.now()}@example.com`;
    const { user, session } = await signUpConfirmed(w.host.url, email, 'secret123', {
      display_name: 'Rita Lyons',
    });
    captain = { id: user.id, email, password: 'secret123', token: session.access_token };
    await w.api('PATCH', `/teams/${m.homeTeamId}`, { captainUserId: captain.id });
    await w.api('POST', `/fixtures/${m.fixtureId}/frames`, {});
  });
  test.afterAll(() => w?.close());

  test('the captain scores frame 1 and it shows "Entered by Rita Lyons"', async () => {
    ({ page: phone } = await scorerPhone(w, `/match-night?fixtureId=${m.fixtureId}`, 'phone', captain));
    await frameCard(phone, 1).waitFor();
    await expect(frameCard(phone, 1)).not.toContainText('Entered by');
    await tapWinner(phone, 1, 'Home');
    await expect(frameCard(phone, 1)).toContainText('Entered by Rita Lyons');
    await expect(frameCard(phone, 1)).not.toContainText(captain.email);
  });

  test("the organiser's frames dialog names who entered the frame", async () => {
    const { page } = await scorerPhone(w, '/fixtures', 'desktop');
    await (
      await fixtureMenu(page, /^More actions for Red Lions/)
    )
      .getByRole('menuitem', { name: /^Manage frames of Red Lions/ })
      .click();
    // Row 0 is the header: Frame No, Home Player, Away Player, Winner, Entered By.
    const row = page.getByRole('dialog').getByRole('row').nth(1);
    await expect(row).toContainText('Rita Lyons');
  });

  test("the Teams screen shows the captain's display name, not the e-mail or user id", async () => {
    const { page } = await scorerPhone(w, '/teams', 'desktop');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Red Lions' });
    await expect(card).toContainText('Captain: Rita Lyons');
    await expect(card).not.toContainText(captain.id);
    await expect(card).not.toContainText(captain.email);
  });

  test('the Transfers screen shows who requested a transfer by display name', async () => {
    const res = await fetch(`${w.host.url}/api/transfers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${captain.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        playerId: m.homePlayers[0],
        fromTeamId: m.homeTeamId,
        toTeamId: m.awayTeamId,
        status: 'pending',
      }),
    });
    expect(res.status).toBe(201);
    const { page } = await scorerPhone(w, '/transfers', 'desktop');
    const row = page.getByRole('row').filter({ hasText: 'Ann Home' });
    await expect(row).toContainText('by Rita Lyons');
    await expect(row).not.toContainText(captain.email);
  });
});
