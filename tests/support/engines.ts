// Every database suite runs on both engines: PGlite (in memory) and the PostgreSQL test server.
// Migrating takes seconds per database, so the global setup migrates each engine once into a
// template that every fresh database starts from (see global-setup.ts).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { createDatabase } from './postgres-server.ts';

export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

/** A new, empty, unmigrated database on the engine. */
export async function emptyDb(engine: Engine): Promise<Db> {
  if (engine === 'pglite') return openPglite();
  const url = await createDatabase(inject('pgServerUrl'), `t_${randomUUID().replaceAll('-', '')}`);
  return openPostgres(url);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A new database with every migration applied. */
export async function freshDb(engine: Engine): Promise<Db> {
  if (engine === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    return openPglite(undefined, { loadDataDir: await pgliteTemplate });
  }
  return openPostgres(await freshPostgresUrl());
}

/** The address of a new database on the PostgreSQL test server with every migration applied (for
 *  another process to open too: tests/api/site-handler-deno.test.ts). */
export function freshPostgresUrl(): Promise<string> {
  return createDatabase(inject('pgServerUrl'), `t_${randomUUID().replaceAll('-', '')}`, inject('pgTemplate'));
}
