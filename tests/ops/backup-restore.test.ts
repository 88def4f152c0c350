// Backup and restore of the embedded database through the npm scripts a user runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../api/db/port.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-backup-'));
const pgdata = path.join(dataDir, 'pgdata');
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
const npmRun = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { env, encoding: 'utf8' });

/** Every table's rows, in a stable order, for a before/after comparison. */
async function snapshot(db: Db) {
  const tables = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in ('public', 'auth') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    out[`${t.schema}.${t.name}`] = await db.query(`select * from "${t.schema}"."${t.name}" order by 1`);
  }
  return out;
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('db:backup and db:restore', () => {
  it('restores a wiped database to exactly what was backed up', { timeout: 240_000 }, async () => {
    npmRun('db:migrate');
    let db = await openPglite(pgdata);
    await db.exec(`
      insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'org@example.com');
      insert into public.leagues (name, season) values ('Tuesday Pool League', '2026/27');`);
    const before = await snapshot(db);
    await db.close();
    expect(before['public.leagues']).toHaveLength(1);

    const file = path.join(dataDir, 'backup.tar.gz');
    expect(npmRun('db:backup', '--', file)).toContain(`Backed up to ${file}`);
    rmSync(pgdata, { recursive: true, force: true });
    expect(npmRun('db:restore', '--', file)).toContain(`Restored from ${file}`);

    db = await openPglite(pgdata);
    expect(await snapshot(db)).toEqual(before);
    await db.close();
  });
});
