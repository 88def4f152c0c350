// One phone, two scorers: changes left waiting in the outbox belong to the scorer who made them.
// Signing out with changes waiting warns first; the next user's session never sends them; the
// scorer who made them sends them on signing in again. Older queued changes (no author recorded)
// go to whoever signs in first.
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { signUpConfirmed } from '../support/mailbox.ts';
import {
  eventually,
  frameCard,
  matchNightWorld,
  scorerPhone,
  seedMatch,
  signIn,
  tapWinner,
  type World,
} from './match-night-setup.ts';

interface ServerFrame {
  id: number;
  frameNo: number;
  winner: string;
  homePlayerId: number | null;
}

/** On a phone the account controls sit in the collapsed main menu. */
async function clickSignOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

const statusOf = (page: Page) => page.getByTestId('sync-status');
const expectStatus = (page: Page, text: string, timeoutMs?: number) =>
  eventually(async () => expect(await statusOf(page).innerText()).toBe(text), timeoutMs);
const signedOut = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).waitFor();

test.describe('match night: the outbox belongs to the scorer who made the changes', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let world: World;
  // Two scorers of their own: signing out ends all of a user's sessions, the test's API one too.
  const stamp = Date.now();
  const first = { email: `first-scorer-${stamp}@example.com`, password: 'secret123' };
  const other = { email: `second-scorer-${stamp}@example.com`, password: 'secret456' };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    world = await matchNightWorld(browser);
    for (const scorer of [first, other]) {
      await signUpConfirmed(world.host.url, scorer.email, scorer.password);
      // Organisers, so a change sent under either account would be accepted, not refused.
      await world.api('POST', '/user-roles', { email: scorer.email, role: 'organiser' });
    }
  });

  test.afterAll(async () => {
    await world?.close();
  });

  test("sends a scorer's waiting changes only when that scorer signs in again", async () => {
    const match = await seedMatch(world.api);
    await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {});
    await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {});
    const frames = () => world.api<ServerFrame[]>('GET', `/fixtures/${match.fixtureId}/frames`);
    const [before] = await frames();
    const { context, page } = await scorerPhone(
      world,
      `/match-night?fixtureId=${match.fixtureId}`,
      'phone',
      first,
    );
    await frameCard(page, 2).waitFor();

    // Pub Wi-Fi that lets sign-in and sign-out through but not the API (supabase-js needs the
    // network to sign out, so a phone fully offline cannot change hands).
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await tapWinner(page, 1, 'Home');
    await frameCard(page, 1).getByLabel('Home player, frame 1').selectOption({ label: 'Ann Home' });
    await expectStatus(page, 'Offline — 2 changes waiting');

    await clickSignOut(page);
    const warning = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
    await warning.waitFor();
    await warning
      .getByText(
        '2 changes from match night have not been sent yet. They will be sent when you sign in again on this device.',
        { exact: true },
      )
      .waitFor();
    await warning.getByRole('button', { name: 'Sign Out anyway' }).click();
    await signedOut(page);

    // The second scorer signs in on the same phone, reloads, and the API is reachable again.
    await signIn(page, other.email, other.password);
    await page.getByTestId('user-email').filter({ hasText: other.email }).waitFor({ state: 'attached' });
    await page.unroute('**/api/**');
    await page.reload();
    await frameCard(page, 2).waitFor();
    // Not theirs: not shown to them, not counted, not sent.
    await expectStatus(page, 'All changes saved');
    const home = frameCard(page, 1).getByRole('button', { name: 'Home', exact: true });
    expect(await home.getAttribute('aria-pressed')).toBe('false');
    // Their own change goes out; the outbox sends in order, so the first scorer's two were passed over.
    await tapWinner(page, 2, 'Away');
    await eventually(async () => expect((await frames())[1].winner).toBe('away'));
    await expectStatus(page, 'All changes saved');
    expect((await frames())[0]).toEqual(before);

    // Nothing of theirs waits, so no warning for the second scorer.
    await clickSignOut(page);
    await signedOut(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect((await frames())[0]).toEqual(before);

    await signIn(page, first.email, first.password);
    await eventually(async () => {
      expect((await frames())[0]).toMatchObject({ winner: 'home', homePlayerId: match.homePlayers[0] });
    }, 20_000);
    await expectStatus(page, 'All changes saved');
    expect(await home.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  test('warns only while changes of the signed-in scorer wait, and Cancel keeps them signed in', async () => {
    const match = await seedMatch(world.api);
    await world.api('POST', `/fixtures/${match.fixtureId}/frames`, {});
    const winner = async () =>
      (await world.api<ServerFrame[]>('GET', `/fixtures/${match.fixtureId}/frames`))[0].winner;
    const { context, page } = await scorerPhone(
      world,
      `/match-night?fixtureId=${match.fixtureId}`,
      'phone',
      first,
    );
    await frameCard(page, 1).waitFor();

    await context.setOffline(true);
    await tapWinner(page, 1, 'Away');
    await expectStatus(page, 'Offline — 1 change waiting');
    await clickSignOut(page);
    const warning = page.getByRole('alertdialog', { name: 'Changes not sent yet' });
    await warning.waitFor();
    await warning
      .getByText(
        '1 change from match night has not been sent yet. It will be sent when you sign in again on this device.',
        { exact: true },
      )
      .waitFor();
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await page.getByTestId('user-email').innerText()).toBe(first.email);
    await expectStatus(page, 'Offline — 1 change waiting');

    await context.setOffline(false);
    await expectStatus(page, 'All changes saved', 20_000);
    expect(await winner()).toBe('away');
    await clickSignOut(page);
    await signedOut(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  test('gives changes queued before they recorded their author to whoever signs in first', async () => {
    const match = await seedMatch(world.api);
    const frame = await world.api<ServerFrame>('POST', `/fixtures/${match.fixtureId}/frames`, {});
    const context = await world.browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(world.host.url);
    // The older queue format, as idb-keyval stored it: the change carries no userId.
    await page.evaluate(
      ({ fixtureId, frameId }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            const change = { kind: 'set-frame', fixtureId, frameId, field: 'winner', value: 'away' };
            const queue = [{ ...change, key: crypto.randomUUID(), label: 'Frame 1: winner Away' }];
            tx.objectStore('keyval').put({ queue, ids: {}, refused: [] }, 'cueboard:match-night:outbox');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { fixtureId: match.fixtureId, frameId: frame.id },
    );
    await page.goto(`${world.host.url}/match-night?fixtureId=${match.fixtureId}`);
    await signIn(page, other.email, other.password);
    await eventually(async () => {
      const frames = await world.api<ServerFrame[]>('GET', `/fixtures/${match.fixtureId}/frames`);
      expect(frames[0].winner).toBe('away');
    }, 20_000);
    await expectStatus(page, 'All changes saved');
    await context.close();
  });
});
