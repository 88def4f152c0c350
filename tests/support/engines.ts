// Every database suite runs on both engines: PGlite (in memory) and the PostgreSQL test server.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createDatabase } from './postgres-server.ts';

export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

/** A new, empty, unmigrated database on the engine. */
export async function emptyDb(engine: Engine): Promise<Db> {
  if (engine === 'pglite') return openPglite();
  const url = await createDatabase(inject('pgServerUrl'), `t_${randomUUID().replaceAll('-', '')}`);
  return openPostgres(url);
}

/** A new database with every migration applied. */
export async function freshDb(engine: Engine): Promise<Db> {
  const db = await emptyDb(engine);
  await migrate(db);
  return db;
}
