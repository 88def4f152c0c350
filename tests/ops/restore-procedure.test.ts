// The restore procedure of docs/self-hosting.md, on both engines: a backup taken by the backup
// service's own command (deploy/cueboard-backup.service), the data wiped, then the doc's restore lines
// run as they are written (sudo and systemctl stand in: no service manager runs here), and every
// table compared with what was backed up.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { engines, type Engine } from '../support/engines.ts';
import { migratedDataDir } from '../support/host.ts';
import { createDatabase } from '../support/postgres-server.ts';

const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'cueboard-restore-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The doc's restore lines, with this checkout for /opt/cueboard and the backup just taken. */
function restoreLines(backup: string): string {
  const doc = readFileSync('docs/self-hosting.md', 'utf8');
  const block = /<!-- The restore procedure: .*-->\n```sh\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/self-hosting.md has no restore procedure block');
  return block
    .replaceAll('/opt/cueboard', root)
    .replace(/\/var\/backups\/cueboard\/cueboard-\d{8}T\d{6}Z\.backup/, backup);
}

/** The backup service's environment and command, with this machine's folders for the system's. */
function backupService(dataDir: string, backupDir: string) {
  const unit = readFileSync('deploy/cueboard-backup.service', 'utf8')
    .replaceAll('/opt/cueboard', root)
    .replaceAll('/var/lib/cueboard', dataDir)
    .replaceAll('/var/backups/cueboard', backupDir);
  const env = Object.fromEntries(
    [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, key, value]) => [key, value]),
  );
  const [command, ...args] = /^ExecStart=(.*)$/m.exec(unit)![1].split(' ');
  return { env, command, args };
}

/** Row counts of every table the database holds, and every row of ours. */
async function snapshot(db: Db) {
  const tables = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  const rows: Record<string, unknown[]> = {};
  for (const t of tables) {
    const table = `"${t.schema}"."${t.name}"`;
    [{ n: counts[table] }] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (['public', 'auth'].includes(t.schema))
      rows[table] = await db.query(`select * from ${table} order by 1`);
  }
  return { counts, rows };
}

/** A migrated database of the engine, how to open it, wipe it, and the settings that point at it. */
async function database(engine: Engine) {
  if (engine === 'pglite') {
    const dataDir = await migratedDataDir();
    return {
      dataDir,
      settings: {},
      open: () => openPglite(path.join(dataDir, 'pgdata')),
      // The disk is lost: DATA_DIR goes whole.
      wipe: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = inject('pgServerUrl');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const url = await createDatabase(server, name, inject('pgTemplate'));
  return {
    dataDir: mkdtempSync(path.join(work, 'data-')),
    settings: { DATABASE_URL: url },
    open: async () => openPostgres(url),
    // The database is dropped, then created empty, as the doc says.
    wipe: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database ${name} with (force)`);
      await client.end();
      await createDatabase(server, name);
    },
  };
}

describe.each(engines)('the restore procedure of docs/self-hosting.md on %s', (engine) => {
  it(
    'brings back every table as it was backed up, after the data is wiped',
    { timeout: 240_000 },
    async () => {
      const data = await database(engine);
      let db = await data.open();
      await db.exec(`
      insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'org@example.com');
      insert into public.leagues (name, season) values ('Tuesday Pool League', '2026/27');
      insert into public.teams (name) values ('Red Lion'), ('Black Ball');`);
      const before = await snapshot(db);
      await db.close();
      expect(before.counts['"public"."teams"']).toBe(2);

      // The nightly backup: the service's command with the service's environment and settings file.
      const backupDir = mkdtempSync(path.join(work, 'backups-'));
      const service = backupService(data.dataDir, backupDir);
      const settings = {
        ...data.settings,
        JWT_SECRET: 'a-restore-test-secret-of-at-least-32-characters',
        SMTP_FROM: '"Tuesday League <league@example.com>"',
      };
      const unquoted = Object.fromEntries(
        Object.entries(settings).map(([k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]),
      );
      execFileSync(service.command, service.args, {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: work, ...service.env, ...unquoted },
        encoding: 'utf8',
      });
      const [backup] = readdirSync(backupDir).map((f) => path.join(backupDir, f));
      expect(path.basename(backup)).toMatch(/^cueboard-\d{8}T\d{6}Z\.backup$/);
      expect(statSync(backup).mode & 0o777).toBe(0o600);

      await data.wipe();

      const envFile = path.join(work, `cueboard-${engine}.env`);
      writeFileSync(
        envFile,
        Object.entries({ ...settings, ...(engine === 'pglite' ? { DATA_DIR: data.dataDir } : {}) })
          .map(([k, v]) => `${k}=${v}\n`)
          .join(''),
        { mode: 0o600 },
      );
      const calls = path.join(work, `systemctl-${engine}.log`);
      const standIns = `sudo() { "$@"; }\nsystemctl() { echo "systemctl $*" >> "$CALLS"; }\nset -e\n`;
      execFileSync('bash', ['-c', standIns + restoreLines(backup)], {
        cwd: work,
        env: {
          PATH: process.env.PATH,
          HOME: work,
          CALLS: calls,
          CUEBOARD_ENV_FILE: envFile,
          CUEBOARD_USER: userInfo().username,
        },
        encoding: 'utf8',
      });
      expect(readFileSync(calls, 'utf8').split('\n').filter(Boolean)).toEqual([
        'systemctl stop cueboard.service cueboard-backup.timer',
        'systemctl start cueboard.service cueboard-backup.timer',
      ]);

      db = await data.open();
      const after = await snapshot(db);
      expect(after.counts).toEqual(before.counts);
      expect(after.rows).toEqual(before.rows);
      expect(await db.query('select name, season from public.leagues')).toEqual([
        { name: 'Tuesday Pool League', season: '2026/27' },
      ]);
      await db.close();
      rmSync(data.dataDir, { recursive: true, force: true });
    },
  );
});
