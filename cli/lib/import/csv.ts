// Reads an import file: header validation first, then one record per data row with its line number.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { CliError, type Fields } from '../errors.ts';

export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface Columns {
  required: string[];
  optional: string[];
}

export async function readCsv(file: string, columns: Columns): Promise<{ rows: CsvRow[]; errors: Fields }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}`, { suggestion: 'Check the path of the CSV file.' });
  }
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
    const line = (err as { lines?: number }).lines;
    throw new CliError(`${file} is not valid CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message}`);
  }
  const [head, ...body] = records;
  const header = head?.record ?? [];
  const known = [...columns.required, ...columns.optional];
  const headerErrors = [
    ...columns.required.filter((c) => !header.includes(c)).map((c) => `missing required column '${c}'`),
    ...header.filter((c) => !known.includes(c)).map((c) => `unknown column '${c}'`),
    ...header.filter((c, i) => header.indexOf(c) !== i).map((c) => `column '${c}' appears twice`),
  ];
  if (headerErrors.length) {
    throw new CliError(`${file} has an invalid header; nothing was imported`, {
      fields: { 'line 1': headerErrors },
      suggestion: `The header must name the columns: ${columns.required.join(', ')}${columns.optional.length ? ` (optional: ${columns.optional.join(', ')})` : ''}.`,
    });
  }
  const errors: Fields = {};
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (record.length !== header.length) {
      (errors[`line ${info.lines}`] ??= []).push(
        `has ${record.length} values, the header has ${header.length}`,
      );
      continue;
    }
    rows.push({ line: info.lines, values: Object.fromEntries(header.map((c, i) => [c, record[i]])) });
  }
  return { rows, errors };
}

export function addError(errors: Fields, line: number, message: string): void {
  (errors[`line ${line}`] ??= []).push(message);
}
