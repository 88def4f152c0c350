// What each kind of import supplies: its columns, how a row is checked against the file and the
// server (core/rules/import-checks.ts), and how one checked row is written and undone.
import type { Checked } from '@core/rules/import-checks.ts';
import type { Api } from '../api.ts';
import type { Fields } from '../errors.ts';
import type { Columns, CsvRow } from './csv.ts';

export type Prepared<T> = Checked<T>;

export interface Importer<T> {
  noun: string;
  columns: Columns;
  prepare(rows: CsvRow[], client: Api, errors: Fields): Promise<Prepared<T>[]>;
  /** Writes one row and returns how to take it back. */
  write(item: T, client: Api): Promise<() => Promise<unknown>>;
}
