import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { emptyDb, engines } from '../support/engines.ts';

describe.each(engines)('migrations on %s', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await emptyDb(engine);
  });
  afterAll(() => db.close());

  it('applies every migration once, then finds nothing pending', async () => {
    const all = await listMigrations();
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('makes auth.uid() read the request claims, as on Supabase', async () => {
    const id = '6f1c1f4e-6a0b-4a5e-9f57-0c5a6f1f2a11';
    const rows = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: id, role: 'authenticated' }),
      ]);
      return tx.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role');
    });
    expect(rows).toEqual([{ uid: id, role: 'authenticated' }]);
  });

  it('builds the 20 tables of the spec in public, with row-level security on every public table', async () => {
    const tables = await db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const names = tables.map((t) => t.name);
    for (const spec of [
      'leagues',
      'divisions',
      'teams',
      'players',
      'division_teams',
      'team_players',
      'transfer_windows',
      'transfers',
      'venues',
      'venue_tables',
      'fixtures',
      'frames',
      'standings',
      'league_histories',
      'sponsors',
      'wallboards',
      'wallboard_sponsors',
      'sponsor_impressions',
      'profiles',
      'user_roles',
    ]) {
      expect(names).toContain(spec);
    }
    expect(tables.filter((t) => !t.rls)).toEqual([]);
  });

  it('names every policy as an English sentence', async () => {
    const policies = await db.query<{ policyname: string }>(
      `select policyname from pg_policies where schemaname = 'public'`,
    );
    expect(policies.length).toBeGreaterThan(40);
    for (const { policyname } of policies) expect(policyname).toMatch(/^[A-Z][\w'-]*( [\w'-]+)+$/);
  });
});
