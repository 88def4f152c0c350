// The Node host keeps its timers (server/confirmation-lapse.ts, server/screen-alerts.ts), and two
// hosts on one PostgreSQL database never both do one interval's work: a lapsed result is confirmed
// once (one audit entry; the other host's run changes nothing) and an offline screen is claimed, so
// its e-mail sent, once. PGlite has one host only (one process owns its data folder): there the two
// runs are the one host's timer firing twice in the same interval.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { listMessages, localMailbox } from '../../server/mail/mailbox.ts';
import { alertOfflineScreens } from '../../server/screen-alerts.ts';
import { engines, freshDb, type Engine } from '../support/engines.ts';
import { createDatabase } from '../support/postgres-server.ts';
import { confirmationOf, createUser, insert, lapsedResult } from './world.ts';

/** Two hosts' database handles: two pools on one PostgreSQL database; PGlite's one, twice. */
async function twoHosts(engine: Engine): Promise<[Db, Db]> {
  if (engine === 'pglite') {
    const db = await freshDb(engine);
    return [db, db];
  }
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const url = await createDatabase(inject('pgServerUrl'), name, inject('pgTemplate'));
  return [openPostgres(url), openPostgres(url)];
}

/** What the host's timer runs every minute (server/confirmation-lapse.ts). */
const lapse = async (db: Pick<Db, 'query'>) =>
  (await db.query<{ n: number }>('select public.lapse_confirmations() as n'))[0].n;

/**
 * The host `db`, whose claim of an offline screen (server/screen-alerts.ts) waits until every host
 * has reached its own: each has read the screen as due, the race the one-statement claim settles.
 */
function claimingTogether(
  db: Db,
  hosts: number,
  arrived: { count: number; open?: () => void },
  gate: Promise<void>,
): Db {
  return {
    engine: db.engine,
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onMessage) => db.listen(channel, onMessage),
    close: () => db.close(),
    async query<R>(sql: string, params?: unknown[]) {
      if (sql.includes('set offline_alerted_at')) {
        if (++arrived.count === hosts) arrived.open!();
        await gate;
      }
      return db.query<R>(sql, params);
    },
  };
}

describe.each(engines)('periodic work on two hosts (%s)', (engine) => {
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    [a, b] = await twoHosts(engine);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
  });

  it('a lapsed result is confirmed once when both hosts lapse confirmations in the same minute', async () => {
    const fixture = await lapsedResult(a);
    if (engine === 'postgres') {
      // Host A's run has confirmed it but not committed; host B's run waits on the row, then finds
      // it confirmed already and changes nothing.
      let second: Promise<number> | undefined;
      const first = await a.transaction(async (tx) => {
        const n = await lapse(tx);
        second = lapse(b);
        await expect
          .poll(async () => {
            const waiting = await a.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'
                 and query like '%lapse_confirmations%'`,
            );
            return waiting[0].n;
          })
          .toBe(1);
        return n;
      });
      expect([first, await second]).toEqual([1, 0]);
    } else {
      expect(await Promise.all([lapse(a), lapse(b)])).toEqual([1, 0]);
    }
    expect(await confirmationOf(a, fixture)).toEqual({ confirmation: 'confirmed', confirmedEntries: 1 });
    expect(await lapse(b)).toBe(0);
  });

  it("an offline screen's alert is claimed by one host: each organiser gets one e-mail", async () => {
    const organiser = await createUser(a, { email: 'organiser@example.com' });
    await a.query(
      `insert into public.user_roles (user_id, role) values ($1, 'organiser') on conflict do nothing`,
      [organiser],
    );
    const board = await insert(a, 'wallboards', { name: 'Bar loop', type: 'sponsors' });
    const now = new Date('2026-11-26T19:00:00Z');
    await insert(a, 'screens', {
      name: 'Bar TV',
      wallboard_id: board,
      token_hash: 'hash-bar',
      last_seen_at: new Date(now.getTime() - 11 * 60_000).toISOString(),
    });

    const arrived: { count: number; open?: () => void } = { count: 0 };
    const gate = new Promise<void>((resolve) => (arrived.open = resolve));
    const options = { siteUrl: 'http://localhost', timeZone: 'Europe/London', now };
    const sent = await Promise.all(
      [a, b].map((db) => {
        const host = claimingTogether(db, 2, arrived, gate);
        return alertOfflineScreens(host, localMailbox(db, 'http://localhost'), options);
      }),
    );
    expect(arrived.count).toBe(2);
    const organisers = await a.query<{ email: string }>(
      `select u.email from auth.users u join public.user_roles r on r.user_id = u.id
       where r.role = 'organiser' order by 1`,
    );
    expect(organisers.map((o) => o.email)).toContain('organiser@example.com');
    expect(sent.sort((x, y) => x - y)).toEqual([0, organisers.length]);
    const mails = (await listMessages(a)).filter((m) => m.subject.startsWith('Screen offline'));
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
      organisers.map((o) => [o.email, 'Screen offline: Bar TV']),
    );
  });
});
