// Opens the configured database: DATABASE_URL when set, else PGlite in DATA_DIR.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { openPglite } from './pglite.ts';

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return openPglite(dir);
}
