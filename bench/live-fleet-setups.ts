// The setups bench/live-fleet.ts runs on: one host on PGlite, or hosts on one PostgreSQL server, each
// with a way to plant rows in its database directly (the fleet's paired screens).
import { rmSync } from 'node:fs';
import type { Db } from '../api/db/port.ts';
import { openDatabase } from '../server/db/open.ts';
import { migratedDataDir, startHost, type Host } from '../tests/support/host.ts';
import { createDatabase, startPostgresServer } from '../tests/support/postgres-server.ts';

/**
 * A setup's running hosts, and a way to work on its database directly: with the host stopped and
 * started again on PGlite (one process's), alongside them on PostgreSQL. `hosts` are those running.
 */
export interface Setup {
  name: string;
  hosts: Host[];
  withDatabase(work: (db: Db) => Promise<void>): Promise<Host[]>;
  /** Stops its hosts and database and removes their files. */
  close(): Promise<void>;
}

/**
 * Paired screens, one per token, each showing the board given: planted in the database, since pairing
 * 10,000 TVs through the API meets its rate limits by design (api/routes/screens.ts).
 */
export async function plantScreens(db: Db, tokens: string[], boards: number[]): Promise<void> {
  await db.query(
    `insert into public.screens (name, wallboard_id, token_hash, organisation_id)
     select 'Bench TV ' || t.n, w.id, encode(sha256(convert_to(t.token, 'UTF8')), 'hex'), w.organisation_id
     from unnest($1::text[], $2::bigint[]) with ordinality as t(token, board, n)
     join public.wallboards w on w.id = t.board`,
    [tokens, boards],
  );
}

/** One host on an embedded PGlite database of its own (DATA_DIR kept across the restart). */
export async function pgliteSetup(name: string): Promise<Setup> {
  const dataDir = await migratedDataDir();
  const start = () => startHost({ env: { LOG_LEVEL: 'warn' }, optimisedWasm: true, dataDir });
  const setup: Setup = {
    name,
    hosts: [await start()],
    async withDatabase(work) {
      for (const host of setup.hosts.splice(0)) await host.stop();
      const db = await openDatabase({ dataDir });
      try {
        await work(db);
      } finally {
        await db.close();
      }
      setup.hosts.push(await start());
      return setup.hosts;
    },
    async close() {
      for (const host of setup.hosts) await host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return setup;
}

/** Hosts on one PostgreSQL server of their own, started one after another (the first migrates). */
export async function postgresSetup(count: number, name: string): Promise<Setup> {
  const server = await startPostgresServer();
  const hosts: Host[] = [];
  const close = async () => {
    for (const host of hosts) await host.stop();
    await server.stop();
  };
  try {
    const url = await createDatabase(server.url, 'fleet');
    for (let i = 0; i < count; i++)
      hosts.push(await startHost({ env: { LOG_LEVEL: 'warn', DATABASE_URL: url } }));
    return {
      name,
      hosts,
      async withDatabase(work) {
        const db = await openDatabase({ databaseUrl: url, dataDir: '' });
        try {
          await work(db);
        } finally {
          await db.close();
        }
        return hosts;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
