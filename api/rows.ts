// Rows cross the wire in camelCase (spec), live in SQL in snake_case. Table and column names come
// from this file and from validated schema keys only, never from the request.
import type { Queryable, Row } from './db/port.ts';

const toCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function value(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

/** A database row as the API returns it. */
export function camel<T = Row>(row: Row): T {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[toCamel(k)] = value(v);
  return out as T;
}

export const camelAll = <T = Row>(rows: Row[]) => rows.map((r) => camel<T>(r));

export type Table =
  | 'leagues'
  | 'divisions'
  | 'division_teams'
  | 'teams'
  | 'players'
  | 'team_players'
  | 'transfers'
  | 'transfer_windows'
  | 'venues'
  | 'venue_tables'
  | 'fixtures'
  | 'frames'
  | 'sponsors'
  | 'wallboards'
  | 'wallboard_sponsors'
  | 'league_histories'
  | 'cups'
  | 'cup_entries';

/** jsonb columns get their JSON text; everything else is passed as is. */
const jsonColumns = new Set(['settings', 'theme', 'playlist', 'snapshot']);

function columns(data: Record<string, unknown>) {
  const entries = Object.entries(data).filter(([, v]) => v !== undefined);
  return {
    names: entries.map(([k]) => toSnake(k)),
    values: entries.map(([k, v]) => (jsonColumns.has(k) ? JSON.stringify(v) : v)),
  };
}

export async function insertRow<T = Row>(
  tx: Queryable,
  table: Table,
  data: Record<string, unknown>,
  select = '*',
): Promise<T> {
  const { names, values } = columns(data);
  const placeholders = values.map((_, i) => `$${i + 1}`);
  const sql = names.length
    ? `insert into public.${table} (${names.join(', ')}) values (${placeholders.join(', ')}) returning ${select}`
    : `insert into public.${table} default values returning ${select}`;
  const [row] = await tx.query(sql, values);
  return camel<T>(row);
}

/** Updates the given fields of one row; undefined when no visible row has that id. */
export async function updateRow<T = Row>(
  tx: Queryable,
  table: Table,
  id: number,
  data: Record<string, unknown>,
  select = '*',
): Promise<T | undefined> {
  const { names, values } = columns(data);
  if (names.length === 0) return selectRow<T>(tx, table, id, select);
  const set = names.map((n, i) => `${n} = $${i + 2}`).join(', ');
  const rows = await tx.query(`update public.${table} set ${set} where id = $1 returning ${select}`, [
    id,
    ...values,
  ]);
  return rows[0] ? camel<T>(rows[0]) : undefined;
}

export async function selectRow<T = Row>(tx: Queryable, table: Table, id: number, select = '*') {
  const rows = await tx.query(`select ${select} from public.${table} where id = $1`, [id]);
  return rows[0] ? camel<T>(rows[0]) : undefined;
}

/** Deletes one row; false when no visible row has that id. */
export async function deleteRow(tx: Queryable, table: Table, id: number): Promise<boolean> {
  const rows = await tx.query(`delete from public.${table} where id = $1 returning id`, [id]);
  return rows.length > 0;
}
