// An upgrade gone back: code older than its database refuses to start, names the migration it does
// not have, and leaves the database as it was (server/db/migrate.ts, NewerDatabaseError).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { engines, type Engine } from '../support/engines.ts';
import { HOST_START_MS, migratedDataDir, startHost } from '../support/host.ts';
import { createDatabase } from '../support/postgres-server.ts';

const refusal =
  /The host exited \(1\) before it was ready:\n(.*\n)*Cueboard could not start\. The database was migrated by a newer Cueboard \(21000101000000_from_the_future is not in this release's supabase\/migrations\); run that release or restore a backup\.\n/;

/** A migrated database of the engine, with the start options that point a host at it. */
async function migratedDatabase(engine: Engine) {
  if (engine === 'pglite') {
    const dataDir = await migratedDataDir();
    return {
      open: () => openPglite(path.join(dataDir, 'pgdata')),
      host: { dataDir },
      remove: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = await createDatabase(
    inject('pgServerUrl'),
    `t_${randomUUID().replaceAll('-', '')}`,
    inject('pgTemplate'),
  );
  return { open: async () => openPostgres(url), host: { env: { DATABASE_URL: url } }, remove: () => {} };
}

const versions = async (db: Db) =>
  (
    await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    )
  ).map((r) => r.version);

describe.each(engines)('a host started on a database a newer release migrated (%s)', (engine) => {
  it(
    'exits 1 naming the unknown migration, and changes nothing',
    async () => {
      const database = await migratedDatabase(engine);
      try {
        let db = await database.open();
        await db.query(
          `insert into supabase_migrations.schema_migrations (version, name) values ('21000101000000', 'from_the_future')`,
        );
        const before = await versions(db);
        await db.close();

        await expect(startHost(database.host)).rejects.toThrow(refusal);

        db = await database.open();
        expect(await versions(db)).toEqual(before);
        await db.close();
      } finally {
        database.remove();
      }
    },
    HOST_START_MS,
  );
});
