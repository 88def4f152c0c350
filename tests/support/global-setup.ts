// Vitest global setup: one PostgreSQL server for the whole run, with a migrated template database
// that each test file copies (create database … template) instead of migrating again, and a
// migrated PGlite data-folder archive that each fresh PGlite database loads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { wrapPglite } from '../../server/db/pglite.ts';
import { prepareCronDatabase } from './cron-database.ts';
import { buildHostBundle } from './host-bundle.ts';
import { createDatabase, startPostgresServer } from './postgres-server.ts';

const TEMPLATE = 'cueboard_template';

export default async function setup(project: TestProject) {
  // The file every host of this run starts from; its path reaches the workers in their environment.
  await buildHostBundle();
  const server = await startPostgresServer();
  const db = openPostgres(await createDatabase(server.url, TEMPLATE));
  await migrate(db);
  await db.close();
  project.provide('pgServerUrl', server.url);
  project.provide('pgTemplate', TEMPLATE);

  // The same for PGlite: one migrated data folder, archived, that each fresh database loads.
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-pglite-template-'));
  const pg = await PGlite.create();
  await migrate(wrapPglite(pg));
  const archive = path.join(dir, 'template.tar');
  writeFileSync(archive, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', archive);
  // Data folders of the hosts that outlive one test file (tests/auth/fixture.ts sharedHost).
  project.provide('runDir', dir);
  // pg_cron's database, made in the background while the suites run (tests/support/cron-database.ts),
  // when the run may include tests/db/pg-cron.test.ts; otherwise that suite makes it itself.
  const cron = mayRun('tests/db/pg-cron.test.ts') ? prepareCronDatabase(dir) : undefined;
  project.provide('cronPrepared', cron !== undefined);

  return async () => {
    await cron?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Whether the command line's file filters (none: every file) could select this test file. */
function mayRun(file: string): boolean {
  const args = process.argv.slice(process.argv.findIndex((a) => a === 'run') + 1);
  const filters = args.filter((a) => !a.startsWith('-'));
  return filters.length === 0 || filters.some((f) => file.includes(f));
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
    pgliteTemplate: string;
    runDir: string;
    cronPrepared: boolean;
  }
}
