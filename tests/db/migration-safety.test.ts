// Safe upgrades: released migrations never change, and a failing migration changes nothing.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashMigrations, readManifest } from '../../server/db/manifest.ts';
import { MigrationError, migrate } from '../../server/db/migrate.ts';
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
