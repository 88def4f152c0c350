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
 * The database role the API runs a signed-in caller's work as: a member of authenticated that may
 * also read user-id columns, which the API masks before answering (public.account_id_shown(),
 * supabase/migrations/20261127050000_account_ids_shown.sql). PostgREST uses authenticated itself.
 */
export const apiRole = (claims: Claims) => (claims.role === 'authenticated' ? 'cueboard_api' : claims.role);

/**
 * Runs fn in one transaction as the given user, the way PostgREST does on Supabase:
 * the claims go into `request.jwt.claims` and the role is switched, so RLS applies.
 * `role` is the database role (the claims' own unless told; the API passes apiRole()).
 */
export function asUser<T>(
  db: Db,
  claims: Claims,
  fn: (tx: Queryable) => Promise<T>,
  role: string = claims.role,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
      JSON.stringify(claims),
      role,
    ]);
    return fn(tx);
  });
}
