// Db adapter for a PostgreSQL server (DATABASE_URL, or SUPABASE_DB_URL in the edge function).
import pg from 'pg';
import type { Db, Tx } from './port.ts';

const INT8 = 20;
const NUMERIC = 1700;

export function openPostgres(connectionString: string, options: { max?: number } = {}): Db {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 || oid === NUMERIC ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  // A dropped idle connection (server restart) must not crash the process.
  pool.on('error', () => {});

  const query = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await client.query(sql, params as unknown[])).rows as R[];

  return {
    engine: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Tx = {
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const client = await pool.connect();
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
