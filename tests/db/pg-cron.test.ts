// The periodic SQL work runs inside the database where pg_cron does (a Supabase project has it):
// migrating schedules it, once, by name, and the job applies a lapsed result confirmation, once.
// pg_cron must be preloaded and runs jobs in one database per server, so this suite starts a
// server of its own (Debian's postgresql-15-cron); the shared test server stays without it, which
// is also how PGlite and a plain server are: nothing is scheduled there.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { engines, freshDb } from '../support/engines.ts';
import {
  binDir,
  createDatabase,
  startPostgresServer,
  type PostgresServer,
} from '../support/postgres-server.ts';
import { confirmationOf, lapsedResult } from './world.ts';

const jobs = (db: Db) =>
  db.query<{ jobname: string; schedule: string; command: string }>(
    'select jobname, schedule, command from cron.job order by jobname',
  );

describe('with pg_cron loaded for the database', () => {
  let server: PostgresServer;
  let db: Db;
  beforeAll(async () => {
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
    db = openPostgres(await createDatabase(server.url, 'cueboard'));
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it('migrating schedules the lapse of confirmations every minute, and scheduling again adds no job', async () => {
    const scheduled = [
      {
        jobname: 'cueboard-lapse-confirmations',
        schedule: '* * * * *',
        command: 'select public.lapse_confirmations()',
      },
    ];
    expect(await jobs(db)).toEqual(scheduled);
    const again = await db.query<{ name: string }>('select public.schedule_periodic_jobs() as name');
    expect(again).toEqual([{ name: 'cueboard-lapse-confirmations' }]);
    expect(await jobs(db)).toEqual(scheduled);
  });

  it('an application role that may not create pg_cron still migrates: nothing is scheduled', async () => {
    // As on a server whose superuser has not created pg_cron yet (rolled back: the job stays).
    const rollback = new Error('rolled back on purpose');
    let names: unknown[] | undefined;
    await db
      .transaction(async (tx) => {
        await tx.exec(`drop extension pg_cron;
          create role cueboard_app;
          grant execute on function public.schedule_periodic_jobs() to cueboard_app;
          set local role cueboard_app;`);
        names = await tx.query('select public.schedule_periodic_jobs() as name');
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(names).toEqual([]);
    expect((await jobs(db)).map((j) => j.jobname)).toEqual(['cueboard-lapse-confirmations']);
  });

  it('the job applies a lapsed confirmation at the next minute, in one run', async () => {
    const fixture = await lapsedResult(db);
    expect(await confirmationOf(db, fixture)).toEqual({ confirmation: 'awaiting', confirmedEntries: 0 });
    // The next minute's run; nothing else lapses results on this database.
    await expect
      .poll(() => confirmationOf(db, fixture), { timeout: 75_000, interval: 250 })
      .toEqual({ confirmation: 'confirmed', confirmedEntries: 1 });
    const runs = await db.query<{ command: string; status: string }>(
      `select d.command, d.status from cron.job_run_details d join cron.job j using (jobid)
       where j.jobname = 'cueboard-lapse-confirmations' and d.status <> 'running'`,
    );
    expect(runs).toEqual([{ command: 'select public.lapse_confirmations()', status: 'succeeded' }]);
  }, 90_000);
});

describe.each(engines)('without pg_cron (%s)', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(engine);
  }, 120_000);
  afterAll(() => db.close());

  it('migrating scheduled nothing, and an operator calling the function gets no job either', async () => {
    expect(await db.query('select public.schedule_periodic_jobs() as name')).toEqual([]);
    const [{ cron }] = await db.query<{ cron: string | null }>(
      `select to_regnamespace('cron')::text as cron`,
    );
    expect(cron).toBeNull();
  });
});
