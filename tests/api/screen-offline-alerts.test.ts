// Organisers hear of a TV that has been offline for 10 minutes while its schedule has it showing a
// wallboard: one e-mail each per outage (the host checks every minute), none for a screen with
// nothing to show at that time, and a new one after the TV came back and went off again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages, localMailbox } from '../../server/mail/mailbox.ts';
import { alertOfflineScreens } from '../../server/screen-alerts.ts';
import { engines } from '../support/engines.ts';
import { createUser, setup, type Harness } from './support.ts';

const timeZone = 'Europe/London';
// A Thursday, 19:00 in London.
const now = new Date('2026-11-26T19:00:00Z');
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();

describe.each(engines)('offline screen alerts (%s)', (engine) => {
  let h: Harness;
  const check = (at = now) =>
    alertOfflineScreens(h.db, localMailbox(h.db, 'http://localhost'), {
      siteUrl: 'http://localhost',
      timeZone,
      now: at,
    });
  const alerts = async () =>
    (await listMessages(h.db))
      .filter((m) => m.subject.startsWith('Screen offline'))
      .map((m) => [m.to, m.subject]);
  async function screen(name: string, wallboardId: number | null, lastSeen: string) {
    const [row] = await h.db.query<{ id: number }>(
      `insert into public.screens (name, wallboard_id, token_hash, last_seen_at) values ($1, $2, $3, $4) returning id`,
      [name, wallboardId, `hash-${name}`, lastSeen],
    );
    return row.id;
  }

  beforeAll(async () => {
    h = await setup(engine);
    await createUser(h.db, 'player@example.com');
  }, 180_000);
  afterAll(() => h.close());

  it('e-mails each organiser once per outage of a scheduled screen, after 10 minutes', async () => {
    const board = (
      await h.call('POST', '/wallboards', {
        token: h.organiser.token,
        body: { name: 'Bar loop', type: 'sponsors' },
      })
    ).body.id;
    const bar = await screen('Bar TV', board, minutesAgo(11));
    await screen('Lounge TV', board, minutesAgo(9));
    // No default wallboard, and a slot on Thursdays 20:00-23:00 only: nothing to show at 19:00.
    const cellar = await screen('Cellar TV', null, minutesAgo(30));
    await h.db.query(
      `insert into public.screen_schedule_slots (screen_id, wallboard_id, days, starts_at, ends_at)
       values ($1, $2, '{4}', '20:00', '23:00')`,
      [cellar, board],
    );

    expect(await check()).toBe(1);
    expect(await alerts()).toEqual([['organiser@example.com', 'Screen offline: Bar TV']]);
    expect(await check()).toBe(0);

    // Back on until 19:15, then off: at 19:30 that is a new outage, and a new e-mail.
    await h.db.query('update public.screens set last_seen_at = $2 where id = $1', [bar, minutesAgo(-15)]);
    // 19:20: Lounge TV is now 29 minutes gone; Bar TV only 5.
    expect(await check(new Date(now.getTime() + 20 * 60_000))).toBe(1);
    expect(await check(new Date(now.getTime() + 30 * 60_000))).toBe(1);
    expect((await alerts()).map(([, subject]) => subject)).toEqual([
      'Screen offline: Bar TV',
      'Screen offline: Lounge TV',
      'Screen offline: Bar TV',
    ]);
  });
});
