// What each kind of import supplies: its columns, how a row is checked against the file and the
// server, and how one prepared row is written and undone.
import type { Api } from '../api.ts';
import type { Fields } from '../errors.ts';
import type { Columns, CsvRow } from './csv.ts';

export interface Prepared<T> {
  line: number;
  item: T;
  label: string;
}

export interface Importer<T> {
  noun: string;
  columns: Columns;
  prepare(rows: CsvRow[], client: Api, errors: Fields): Promise<Prepared<T>[]>;
  /** Writes one row and returns how to take it back. */
  write(item: T, client: Api): Promise<() => Promise<unknown>>;
}

/** zod issues of one row as "column: message" lines. */
export function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((i) => (i.path.length ? `${String(i.path[0])}: ${i.message}` : i.message));
}
