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
      // A connection dropped between two statements emits 'error' on the checked-out client; unheard,
      // that would crash the process. The statement in progress fails instead, and the client is discarded.
      let broken = false;
      const onError = () => void (broken = true);
      client.on('error', onError);
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
        client.off('error', onError);
        client.release(broken || undefined);
      }
    },
    async listen(channel, onMessage) {
      // A dedicated connection (outside the pool) holds the LISTEN. When the server goes away
      // (restart, failover) it is replaced every second until the server is back, so live events
      // resume by themselves and the process never sees an unhandled 'error'.
      let current: pg.Client | undefined;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const reconnect = () => {
        clearTimeout(retry);
        retry = setTimeout(() => connect().catch(() => !stopped && reconnect()), 1000);
      };
      const connect = async () => {
        const client = new pg.Client({ connectionString, types });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          if (current === client) current = undefined;
          client.end().catch(() => {});
          if (!stopped) reconnect();
        };
        client.on('error', onLost);
        client.on('end', onLost);
        client.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          lost = true;
          client.end().catch(() => {});
          throw error;
        }
        if (stopped) {
          lost = true;
          await client.end().catch(() => {});
          return;
        }
        current = client;
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = undefined;
        await client?.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}
