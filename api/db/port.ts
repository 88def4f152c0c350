// The Db port: the only way api/ and server/ talk to Postgres. Two adapters implement it:
// PGlite (server/db/pglite.ts) and a PostgreSQL server (api/db/postgres.ts).

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1..$n parameters. Returns the rows. */
  query<R = Row>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** A transaction: queries plus multi-statement exec (migrations). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** One transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** JWT claims as Supabase puts them in `request.jwt.claims`. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  [claim: string]: unknown;
}

/**
 * Runs fn in one transaction as the given user, the way PostgREST does on Supabase:
 * the claims go into `request.jwt.claims` and the role is switched, so RLS applies.
 */
export function asUser<T>(db: Db, claims: Claims, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
      JSON.stringify(claims),
      claims.role,
    ]);
    return fn(tx);
  });
}
