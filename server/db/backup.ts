// Backup and restore of the embedded database: a gzipped tarball of the PGlite data folder.
// For a PostgreSQL server, pg_dump/pg_restore do the same job (see docs/operations.md, Operations).
import { chmod, readFile, writeFile, rm, mkdir, readdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { keepFilesPrivate } from './pglite.ts';

/** Writes a backup of the PGlite database in dataDir to file. The host must not be running on it. */
export async function backupPglite(pgdataDir: string, file: string): Promise<void> {
  const pg = await PGlite.create(pgdataDir);
  try {
    const dump = await pg.dumpDataDir('gzip');
    // Only the owner may read a backup, even one written over an existing file.
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    await chmod(file, 0o600);
  } finally {
    await pg.close();
  }
}

/** Replaces the PGlite database in pgdataDir with the backup in file. */
export async function restorePglite(file: string, pgdataDir: string): Promise<void> {
  const archive = new Blob([await readFile(file)]);
  await rm(pgdataDir, { recursive: true, force: true });
  await mkdir(pgdataDir, { recursive: true });
  keepFilesPrivate(pgdataDir);
  const pg = await PGlite.create(pgdataDir, { loadDataDir: archive });
  try {
    await pg.query('select 1');
  } finally {
    await pg.close();
  }
  if ((await readdir(pgdataDir)).length === 0) throw new Error(`Restoring ${file} produced no data`);
}
