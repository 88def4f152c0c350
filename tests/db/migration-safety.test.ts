// Safe upgrades: released migrations never change, and a failing migration changes nothing.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashMigrations, readManifest } from '../../server/db/manifest.ts';
import { MigrationError, NewerDatabaseError, migrate } from '../../server/db/migrate.ts';
import { emptyDb, engines } from '../support/engines.ts';

describe('the migration manifest', () => {
  it('lists every migration file with its unchanged hash (add new ones with npm run db:manifest)', async () => {
    expect(await hashMigrations()).toEqual(await readManifest());
  });
});

describe.each(engines)('a failing migration on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-mig-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is rolled back whole, recorded nowhere, and reported with its file name', async () => {
    writeFileSync(path.join(dir, '20990101000000_good.sql'), 'create table public.good_one (id int);');
    writeFileSync(
      path.join(dir, '20990101000100_bad.sql'),
      'create table public.half_done (id int);\ninsert into public.missing_table values (1);',
    );
    const db = await emptyDb(engine);
    const error = await migrate(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/^Migration 20990101000100_bad\.sql failed: .*missing_table/);
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(['good_one']);
    const versions = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    expect(versions.map((v) => v.version)).toEqual(['20990101000000']);
    await db.close();
  });
});

describe.each(engines)('a database migrated by a newer Cueboard on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-mig-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused before anything is applied, naming the migration this code lacks', async () => {
    writeFileSync(path.join(dir, '20990101000000_first.sql'), 'create table public.first_one (id int);');
    const db = await emptyDb(engine);
    expect(await migrate(db, dir)).toEqual(['20990101000000']);
    // The newer release recorded its own migration; this code also has one the database lacks.
    await db.query(
      `insert into supabase_migrations.schema_migrations (version, name) values ('21000101000000', 'from_the_future')`,
    );
    writeFileSync(path.join(dir, '20990101000100_pending.sql'), 'create table public.pending_one (id int);');

    const error = await migrate(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewerDatabaseError);
    expect((error as Error).message).toBe(
      "The database was migrated by a newer Cueboard (21000101000000_from_the_future is not in this release's supabase/migrations); run that release or restore a backup.",
    );
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(['first_one']);
    const versions = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    expect(versions.map((v) => v.version)).toEqual(['20990101000000', '21000101000000']);
    await db.close();
  });
});
