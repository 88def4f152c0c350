// The periodic SQL work runs inside the database where pg_cron does (a Supabase project has it):
// migrating schedules it, once, by name, and the job applies a lapsed result confirmation, once.
// The server with pg_cron, its migrated database and the lapsed result are made at the start of the
// run (tests/support/cron-database.ts), so the minute pg_cron waits for passes while other suites run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { cronFile, prepareCronDatabase, type CronDatabase } from '../support/cron-database.ts';
import { engines, freshDb } from '../support/engines.ts';
import { confirmationOf } from './world.ts';

const jobs = (db: Db) =>
  db.query<{ jobname: string; schedule: string; command: string }>(
    'select jobname, schedule, command from cron.job order by jobname',
  );

describe('with pg_cron loaded for the database', () => {
  let db: Db;
  let prepared: Extract<CronDatabase, { url: string }>;
  let own: { dir: string; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    // Made by the global setup, or here when this run's filters did not name this file there.
    let dir = inject('runDir');
    if (!inject('cronPrepared')) {
      dir = mkdtempSync(path.join(tmpdir(), 'cueboard-cron-'));
      own = { dir, ...prepareCronDatabase(dir) };
    }
    await vi.waitFor(
      () => {
        if (!existsSync(cronFile(dir))) throw new Error('the pg_cron database is not ready');
      },
      { timeout: 120_000, interval: 100 },
    );
    const state = JSON.parse(readFileSync(cronFile(dir), 'utf8')) as CronDatabase;
    if ('error' in state) throw new Error(state.error);
    prepared = state;
    db = openPostgres(state.url);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await own?.stop();
    if (own) rmSync(own.dir, { recursive: true, force: true });
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

  it('the job applies a lapsed confirmation at the next minute, once', async () => {
    const { fixture, before } = prepared;
    expect(before).toEqual({ confirmation: 'awaiting', confirmedEntries: 0 });
    // The first minute's turn after it was made; nothing else lapses results on this database.
    await expect
      .poll(() => confirmationOf(db, fixture), { timeout: 75_000, interval: 250 })
      .toEqual({ confirmation: 'confirmed', confirmedEntries: 1 });
    // Every run so far (one a minute once scheduled) succeeded; only the first had work to do.
    const runs = await db.query<{ command: string; status: string }>(
      `select distinct d.command, d.status from cron.job_run_details d join cron.job j using (jobid)
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
