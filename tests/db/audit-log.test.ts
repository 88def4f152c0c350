// The audit log: every change to the league's tables is recorded by the database (whoever makes it),
// with only the changed fields for updates, no secrets, and no way to alter a record afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { auditedTables } from '@core/schemas/audit.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, user, type World } from './world.ts';

type Entry = { user_id: string | null; action: string; before: unknown; after: unknown };

describe.each(engines)('the audit log on %s', (engine) => {
  let db: Db;
  let w: World;
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  const history = (table: string, rowId: number) =>
    db.query<Entry>(
      'select user_id, action, before, after from public.audit_log where table_name = $1 and row_id = $2 order by id',
      [table, rowId],
    );

  it('records each audited table of the world as it was built, by "system"', async () => {
    const rows = await db.query<{ table_name: string; user_id: string | null }>(
      `select distinct table_name, user_id from public.audit_log order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'division_teams',
        'divisions',
        'fixtures',
        'frames',
        'leagues',
        'players',
        'sponsors',
        'team_players',
        'teams',
        'transfer_windows',
        'transfers',
        'user_roles',
        'venue_tables',
        'venues',
        'wallboard_sponsors',
        'wallboards',
      ]),
    );
    expect(rows.map((r) => r.table_name)).not.toContain('sponsor_impressions');
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });

  it('audits exactly the tables that GET /api/audit accepts (auditedTables in core)', async () => {
    const rows = await db.query<{ name: string }>(
      `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgfoid = 'public.record_audit'::regproc order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...auditedTables].sort());
  });

  it('records who changed a frame, with only the changed fields, and skips changes that change nothing', async () => {
    await asUser(db, user(w.users.organiser), (tx) =>
      tx.query(`update public.frames set winner = 'home', home_player_id = $2 where id = $1`, [
        w.frame1,
        w.pA,
      ]),
    );
    await asUser(db, user(w.users.organiser), (tx) =>
      tx.query(`update public.frames set winner = 'home' where id = $1`, [w.frame1]),
    );
    const entries = await history('frames', w.frame1);
    expect(entries.at(-1)).toEqual({
      user_id: w.users.organiser,
      action: 'update',
      before: { winner: 'na', home_player_id: null },
      after: { winner: 'home', home_player_id: w.pA },
    });
    expect(entries.map((e) => e.action)).toEqual(['insert', 'update']);
    expect(entries[0].after).toMatchObject({ id: w.frame1, fixture_id: w.f1, frame_no: 1 });
  });

  it('keeps the whole row of a deleted record', async () => {
    const venue = await insert(db, 'venues', { name: 'The Gone Inn' });
    await db.query('delete from public.venues where id = $1', [venue]);
    const entries = await history('venues', venue);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['insert', null, expect.objectContaining({ name: 'The Gone Inn' })],
      ['delete', expect.objectContaining({ id: venue, name: 'The Gone Inn' }), null],
    ]);
  });

  it("never records a screen's token hash, nor its heartbeat", async () => {
    const screen = await insert(db, 'screens', { name: 'Bar', token_hash: 'secret-hash' });
    await db.query(`update public.screens set token_hash = 'other', last_seen_at = now() where id = $1`, [
      screen,
    ]);
    await db.query(`update public.screens set last_seen_at = now() + interval '1 minute' where id = $1`, [
      screen,
    ]);
    await db.query(
      `update public.screens set resolution = '1920x1080', showing_wallboard_id = 1, showing_page = 'Table',
              showing_sponsor_id = 2, loaded_at = now() where id = $1`,
      [screen],
    );
    const entries = await history('screens', screen);
    expect(entries.map((e) => e.action)).toEqual(['insert']);
    expect(JSON.stringify(entries)).not.toContain('hash');
  });

  it('lets organisers read the log and nobody else', async () => {
    const count = (sub: string) =>
      asUser(db, user(sub), (tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.audit_log'),
      );
    expect((await count(w.users.organiser))[0].n).toBeGreaterThan(0);
    expect((await count(w.users.captain))[0].n).toBe(0);
    expect(
      (await sqlError(asUser(db, { role: 'anon' }, (tx) => tx.query('select * from public.audit_log')))).code,
    ).toBe('42501');
  });

  it('refuses to update, delete, insert or truncate a record, for organisers and the owner alike', async () => {
    const asOrganiser = (sql: string) => sqlError(asUser(db, user(w.users.organiser), (tx) => tx.query(sql)));
    for (const sql of [
      `update public.audit_log set user_id = null`,
      `delete from public.audit_log`,
      `truncate public.audit_log`,
      `insert into public.audit_log (table_name, row_id, action) values ('frames', 1, 'delete')`,
    ]) {
      expect((await asOrganiser(sql)).code).toBe('42501');
    }
    for (const sql of [
      `update public.audit_log set user_id = null`,
      `delete from public.audit_log`,
      `truncate public.audit_log`,
    ]) {
      expect(await sqlError(db.query(sql))).toEqual({
        code: 'P0001',
        message: 'The audit log is append-only',
      });
    }
  });
});
