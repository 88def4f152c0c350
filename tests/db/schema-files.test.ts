// supabase/schemas/ holds the current definition of every database object, by topic; supabase/migrations/
// holds how released databases got there. Both must build the same database: one is built from each,
// and their catalogs are compared object by object (docs/database.md). The migrated one is a copy of
// the template the global setup built with migrate() (tests/support/global-setup.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../api/db/port.ts';
import {
  compareCatalogs,
  loadSchemaFiles,
  readCatalog,
  schemaFiles,
  type Catalog,
} from '../support/catalog.ts';
import { emptyDb, engines, freshDb } from '../support/engines.ts';

const rollback = new Error('rolled back on purpose');

/** The catalog as it is after `change`, which is then rolled back (DDL is transactional). */
async function catalogAfter(db: Db, change: (tx: Tx) => Promise<void>): Promise<Catalog> {
  let catalog: Catalog | undefined;
  await db
    .transaction(async (tx) => {
      await change(tx);
      catalog = await readCatalog(tx);
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return catalog!;
}

/** The first line of each difference: the object's kind and name, and how it differs. */
const named = (differences: string[]) => differences.map((d) => d.split('\n')[0]);

it('lists every topic file in supabase/config.toml, so none is left out of the build', async () => {
  const listed = await schemaFiles();
  const dir = path.dirname(listed[0]);
  const present = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  expect(listed.map((f) => path.basename(f)).sort()).toEqual(present.sort());
});

describe.each(engines)('schema files on %s', (engine) => {
  let fromSchemas: Db;
  let fromMigrations: Db;
  let migrated: Catalog;
  beforeAll(async () => {
    [fromSchemas, fromMigrations] = await Promise.all([emptyDb(engine), freshDb(engine)]);
    await fromSchemas.transaction((tx) => loadSchemaFiles(tx));
    migrated = await readCatalog(fromMigrations);
  });
  afterAll(async () => {
    await fromSchemas?.close();
    await fromMigrations?.close();
  });

  it('build the same tables, columns, constraints, indexes, views, functions, triggers, policies and grants as the migrations', async () => {
    const built = await readCatalog(fromSchemas);
    for (const kind of [
      'table',
      'column',
      'constraint',
      'index',
      'view',
      'function',
      'trigger',
      'policy',
      'type',
    ]) {
      expect([...built.keys()].some((name) => name.startsWith(`${kind} public.`))).toBe(true);
    }
    expect(compareCatalogs(built, migrated)).toEqual([]);
  });

  it('name exactly the function whose body changed and the policy that is missing', async () => {
    const planted = await catalogAfter(fromSchemas, async (tx) => {
      await tx.exec(`create or replace function public.is_one_line(value text) returns boolean
        language sql immutable set search_path = '' as $$ select true $$`);
      await tx.exec(`drop policy "Anyone can read fixtures" on public.fixtures`);
    });
    expect(named(compareCatalogs(planted, migrated))).toEqual([
      'function public.is_one_line(value text): differs',
      'policy public.fixtures.Anyone can read fixtures: only in supabase/migrations',
    ]);
  });

  it('name a column whose default changed, a revoked grant and an index only the schema files have', async () => {
    const planted = await catalogAfter(fromSchemas, async (tx) => {
      await tx.exec(`alter table public.fixtures alter column calendar_sequence set default 1`);
      await tx.exec(`revoke select on public.venues from anon`);
      await tx.exec(`create index fixtures_status_idx on public.fixtures (status)`);
    });
    expect(named(compareCatalogs(planted, migrated))).toEqual([
      'column public.fixtures.calendar_sequence: differs',
      'grant on table public.venues: differs',
      'index public.fixtures_status_idx: only in supabase/schemas',
    ]);
  });
});
