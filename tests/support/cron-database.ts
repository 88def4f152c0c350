// The database of tests/db/pg-cron.test.ts, made at the start of the vitest run: pg_cron runs a job
// only at a minute's turn, so a lapsed result made when the suite starts waited up to a minute for
// it (about 30 s of a worker on average, doing nothing). Made here, in the background of the global
// setup, the minute has usually turned by the time the suite asks. pg_cron must be preloaded and
// runs jobs in one database per server, so it is a server of its own (Debian's postgresql-15-cron);
// the shared test server stays without it, as PGlite and a plain server are.
import { existsSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { confirmationOf, lapsedResult } from '../db/world.ts';
import { binDir, createDatabase, startPostgresServer, type PostgresServer } from './postgres-server.ts';

/** What the suite reads from `cron.json` in the run's folder: the database, or why there is none. */
export type CronDatabase =
  | {
      url: string;
      /** A result whose confirmation lapsed, made once the database was migrated ... */
      fixture: number;
      /** ... and what it was then, before any run of the job. */
      before: Awaited<ReturnType<typeof confirmationOf>>;
    }
  | { error: string };

export const cronFile = (runDir: string) => path.join(runDir, 'cron.json');

/** Starts the server, migrates its database and makes the lapsed result; `stop` ends the server. */
export function prepareCronDatabase(runDir: string): { stop: () => Promise<void> } {
  let server: PostgresServer | undefined;
  const write = (state: CronDatabase) => {
    // Written whole, then renamed: the suite never reads half a file.
    writeFileSync(`${cronFile(runDir)}.tmp`, JSON.stringify(state));
    renameSync(`${cronFile(runDir)}.tmp`, cronFile(runDir));
  };
  const ready = (async () => {
    // Debian's layout: /usr/lib/postgresql/<version>/{bin,lib} (PATH may hold links to bin).
    const bin = path.dirname(realpathSync(path.join(binDir(), 'postgres')));
    if (!existsSync(path.join(bin, '..', 'lib', 'pg_cron.so')))
      throw new Error('pg_cron is not installed: apt-get install -y postgresql-15-cron (.ci/run does)');
    server = await startPostgresServer({
      shared_preload_libraries: 'pg_cron',
      'cron.database_name': 'cueboard',
      // pg_cron runs each job through a connection of its own; the server listens on this address.
      'cron.host': '127.0.0.1',
    });
    const url = await createDatabase(server.url, 'cueboard');
    const db = openPostgres(url);
    try {
      await migrate(db);
      const fixture = await lapsedResult(db);
      write({ url, fixture, before: await confirmationOf(db, fixture) });
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => write({ error: String(error) }));
  return {
    stop: async () => {
      await ready;
      await server?.stop();
    },
  };
}
