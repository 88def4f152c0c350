// Applies supabase/migrations/*.sql in order, each in its own transaction, and records them in
// supabase_migrations.schema_migrations (the Supabase CLI's own table, so both tools agree).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../api/db/port.ts';
import { root } from '../root.ts';

export const migrationsDir = path.join(root, 'supabase/migrations');

export interface Migration {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return files.map((file) => {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
    return { version, name, file: path.join(dir, file) };
  });
}

export class MigrationError extends Error {
  constructor(
    readonly migration: Migration,
    cause: unknown,
  ) {
    super(`Migration ${path.basename(migration.file)} failed: ${(cause as Error).message ?? cause}`);
  }
}

/** The database holds migrations this code does not have: a newer release migrated it. */
export class NewerDatabaseError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database was migrated by a newer Cueboard (${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in this release's supabase/migrations); run that release or restore a backup.`,
    );
  }
}

/**
 * Applies the pending migrations; returns the versions it applied. Refuses (NewerDatabaseError,
 * before applying anything) a database that lists a migration this code does not have: running
 * older code on it would meet tables and rules it does not know.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const rows = await db.query<{ version: string; name: string | null }>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  const applied = new Set(rows.map((r) => r.version));
  const migrations = await listMigrations(dir);
  const known = new Set(migrations.map((m) => m.version));
  const unknown = rows
    .filter((r) => !known.has(r.version))
    .map((r) => (r.name ? `${r.version}_${r.name}` : r.version));
  if (unknown.length) throw new NewerDatabaseError(unknown);
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw new MigrationError(migration, error);
    }
    done.push(migration.version);
  }
  return done;
}
