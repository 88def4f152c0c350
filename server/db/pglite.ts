// Db adapter for the embedded default: PGlite (WASM Postgres) persisted in a folder.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { Db, Tx } from '../../api/db/port.ts';

/** bigint and numeric come back as numbers, as the PostgreSQL adapter returns them. */
export const pgliteParsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
};

const privateFolders = new Set<string>();

/**
 * PGlite's file system (Emscripten's NODEFS) chmods every file it creates to its own mode, 0666,
 * so the process umask does not reach them. Within a data folder opened here, that chmod keeps
 * group and others out; elsewhere it is left alone.
 */
export function keepFilesPrivate(dataDir: string): void {
  if (privateFolders.size === 0) {
    const chmodSync = fs.chmodSync;
    fs.chmodSync = (file, mode) => {
      const inside = [...privateFolders].some((dir) => path.resolve(String(file)).startsWith(dir + path.sep));
      const numeric = typeof mode === 'string' ? parseInt(mode, 8) : mode;
      chmodSync(file, inside ? numeric & ~0o077 : mode);
    };
  }
  privateFolders.add(path.resolve(dataDir));
}

/** dataDir undefined = in memory (tests). loadDataDir starts from a dumpDataDir() archive. */
export async function openPglite(
  dataDir?: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<Db> {
  if (dataDir) keepFilesPrivate(dataDir);
  return wrapPglite(await PGlite.create(dataDir, { parsers: pgliteParsers, ...options }));
}

export function wrapPglite(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    query: async (sql, params) => (await q.query(sql, params)).rows as never,
    exec: async (sql) => void (await q.exec(sql)),
  });
  return {
    engine: 'pglite',
    query: wrap(pg).query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onMessage) {
      return pg.listen(channel, onMessage);
    },
    close: () => pg.close(),
  };
}
