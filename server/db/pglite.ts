// Db adapter for the embedded default: PGlite (WASM Postgres) persisted in a folder.
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { Db, Tx } from '../../api/db/port.ts';

/** bigint and numeric come back as numbers, as the PostgreSQL adapter returns them. */
export const pgliteParsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
};

/** dataDir undefined = in memory (tests). loadDataDir starts from a dumpDataDir() archive. */
export async function openPglite(
  dataDir?: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<Db> {
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
