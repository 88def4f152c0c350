// Nothing lost on upgrade (issue 28): a database made by the release before organisations, with the
// demo season that `cueboard seed demo` made on it (tests/db/fixtures/previous-release-demo.sql, the
// rows as that release wrote them), is migrated; every table keeps its row count, the standings and
// the ratings stay the same, and everything lands in the one organisation 'Cueboard', whose organiser
// is the deployment's organiser (and its owner).
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { migrate, migrationsDir } from '../../server/db/migrate.ts';
import { emptyDb, engines } from '../support/engines.ts';
import { ratingSnapshot } from './world.ts';

const FIRST_OF_ORGANISATIONS = '20261129200000';

/** A directory holding the migrations of the release before organisations. */
async function previousRelease(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cueboard-previous-'));
  for (const file of await readdir(migrationsDir)) {
    if (file.endsWith('.sql') && file < FIRST_OF_ORGANISATIONS) {
      await cp(path.join(migrationsDir, file), path.join(dir, file));
    }
  }
  return dir;
}

/** Every table's row count, the standings in table order and the ratings. */
async function snapshot(db: Db) {
  const tables = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'auth') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = row.n;
  }
  const standings = await db.query(
    `select division_id, team_id, team_name, played, won, drawn, lost, frames_for, frames_against, points, position
     from public.standings_table order by division_id, position, team_id`,
  );
  return { counts, standings, ratings: await ratingSnapshot(db) };
}

describe.each(engines)('upgrading a database of the previous release on %s', (engine) => {
  let db: Db;
  let dir: string;
  let organiser: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    dir = await previousRelease();
    db = await emptyDb(engine);
    await migrate(db, dir);
    await db.exec(await readFile(new URL('./fixtures/previous-release-demo.sql', import.meta.url), 'utf8'));
    [{ id: organiser }] = await db.query<{ id: string }>(
      `select id::text from auth.users where email = 'organiser@example.com'`,
    );
    before = await snapshot(db);
    await migrate(db);
  }, 600_000);
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('seeded a whole demo season before the upgrade', () => {
    expect(before.counts['public.fixtures']).toBeGreaterThanOrEqual(40);
    expect(before.counts['public.frames']).toBeGreaterThan(0);
    expect(before.standings.length).toBe(10);
    expect(before.ratings.ratings.length).toBeGreaterThan(0);
  });

  it('keeps every row of every table, the standings and the ratings', async () => {
    const after = await snapshot(db);
    const { counts, ...rest } = after;
    // The tables added since: the one organisation and its owner, and the (empty) log of changes
    // for the anonymous-read cache (issue 30).
    expect(counts['public.organisations']).toBe(1);
    expect(counts['public.deployment_owners']).toBe(1);
    expect(counts['public.read_changes']).toBe(0);
    delete counts['public.organisations'];
    delete counts['public.deployment_owners'];
    // Tables later migrations add (issue 29's breaks, issue 30's read_changes) start empty.
    for (const table of Object.keys(counts).filter((t) => !(t in before.counts))) {
      expect({ [table]: counts[table] }).toEqual({ [table]: 0 });
      delete counts[table];
    }
    expect(counts).toEqual(before.counts);
    expect(rest).toEqual({ standings: before.standings, ratings: before.ratings });
  });

  it("puts everything in the organisation 'Cueboard', its organiser the deployment's organiser and owner", async () => {
    const [org] = await db.query<{ id: number; name: string; slug: string }>(
      'select id::int, name, slug from public.organisations',
    );
    expect(org).toEqual({ id: 1, name: 'Cueboard', slug: 'cueboard' });
    const owned = await db.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
       where c.table_schema = 'public' and c.column_name = 'organisation_id' order by 1`,
    );
    expect(owned.length).toBeGreaterThanOrEqual(25);
    for (const { table_name } of owned) {
      const rows = await db.query<{ organisation_id: number | null; n: number }>(
        `select organisation_id::int, count(*)::int as n from public.${table_name} group by 1`,
      );
      expect({ table_name, rows: rows.filter((r) => r.organisation_id !== 1) }).toEqual({
        table_name,
        rows: [],
      });
    }
    expect(await db.query('select user_id, role::text, organisation_id::int from public.user_roles')).toEqual(
      [{ user_id: organiser, role: 'organiser', organisation_id: 1 }],
    );
    expect(await db.query('select user_id from public.deployment_owners')).toEqual([{ user_id: organiser }]);
  });
});
