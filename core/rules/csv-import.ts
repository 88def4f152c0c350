// Reading an import file (teams, players, rosters): the one parser of the CLI's `cueboard import`
// and the web app's Import CSV. The header is checked first, then each data row keeps its line
// number, so every refusal names the line a person sees in their spreadsheet.
import { parse } from 'csv-parse/browser/esm/sync';

export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface Columns {
  required: string[];
  optional: string[];
}

/** Refusals by line: { 'line 3': ['name: Name is required'] }. */
export type LineErrors = Record<string, string[]>;

/** The columns of each kind of import (docs/cli.md, `cueboard import --help`). */
export const importColumns = {
  teams: { required: ['name'], optional: ['captainUserId', 'divisionId', 'division', 'venue'] },
  players: { required: ['fullName'], optional: ['nickname', 'userId'] },
  rosters: { required: ['team', 'player'], optional: [] },
} satisfies Record<string, Columns>;
export type ImportKind = keyof typeof importColumns;

/** The text is not CSV at all (an unclosed quote): nothing can be read from it. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export interface CsvFile {
  rows: CsvRow[];
  /** What is wrong with line 1; when any, no row was read. */
  headerErrors: string[];
  errors: LineErrors;
}

export function readCsvText(text: string, columns: Columns): CsvFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (err) {
    throw new CsvSyntaxError((err as Error).message, (err as { lines?: number }).lines);
  }
  const [head, ...body] = records;
  const header = head?.record ?? [];
  const known = [...columns.required, ...columns.optional];
  const headerErrors = [
    ...columns.required.filter((c) => !header.includes(c)).map((c) => `missing required column '${c}'`),
    ...header.filter((c) => !known.includes(c)).map((c) => `unknown column '${c}'`),
    ...header.filter((c, i) => header.indexOf(c) !== i).map((c) => `column '${c}' appears twice`),
  ];
  const errors: LineErrors = {};
  const rows: CsvRow[] = [];
  if (headerErrors.length) return { rows, headerErrors, errors };
  for (const { record, info } of body) {
    if (record.length !== header.length) {
      addError(errors, info.lines, `has ${record.length} values, the header has ${header.length}`);
      continue;
    }
    rows.push({ line: info.lines, values: Object.fromEntries(header.map((c, i) => [c, record[i]])) });
  }
  return { rows, headerErrors, errors };
}

export function addError(errors: LineErrors, line: number, message: string): void {
  (errors[`line ${line}`] ??= []).push(message);
}

/** zod issues of one row as "column: message" lines. */
export function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((i) => (i.path.length ? `${String(i.path[0])}: ${i.message}` : i.message));
}
