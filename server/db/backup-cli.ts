// `npm run db:backup -- <file>` and `npm run db:restore -- <file>`.
// Embedded database (DATA_DIR): stop the host first. With DATABASE_URL: runs pg_dump / pg_restore.
import path from 'node:path';
import { chmodSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { backupPglite, restorePglite } from './backup.ts';
import { ownerOnly } from './private-dir.ts';

// A backup holds everything the database does (sessions, tokens): only its owner may read it.
ownerOnly();

const [mode, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(mode) || !file) {
  console.error('Usage: npm run db:backup -- <file>  |  npm run db:restore -- <file>');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const pgdata = path.resolve(process.env.DATA_DIR ?? '.data', 'pgdata');

try {
  if (url) {
    const args =
      mode === 'backup'
        ? ['pg_dump', ['--format=custom', `--file=${file}`, url]]
        : ['pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]];
    const result = spawnSync(args[0] as string, args[1] as string[], { stdio: 'inherit' });
    if (result.status !== 0)
      throw new Error(`${args[0]} failed (exit ${result.status ?? result.error?.message})`);
    if (mode === 'backup') chmodSync(file, 0o600);
  } else if (mode === 'backup') {
    await backupPglite(pgdata, file);
  } else {
    await restorePglite(file, pgdata);
  }
  console.log(mode === 'backup' ? `Backed up to ${file}` : `Restored from ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
