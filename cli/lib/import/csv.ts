// Reads an import file through core's one parser (core/rules/csv-import.ts): an unreadable file, text
// that is not CSV or a wrong header stops the import; bad rows are collected by line.
import { readFile } from 'node:fs/promises';
import { CsvSyntaxError, readCsvText, type Columns, type CsvRow } from '@core/rules/csv-import.ts';
import { CliError, type Fields } from '../errors.ts';

export type { Columns, CsvRow };

export async function readCsv(file: string, columns: Columns): Promise<{ rows: CsvRow[]; errors: Fields }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}`, { suggestion: 'Check the path of the CSV file.' });
  }
  let read;
  try {
    read = readCsvText(text, columns);
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    throw new CliError(`${file} is not valid CSV${err.line ? ` (line ${err.line})` : ''}: ${err.message}`);
  }
  if (read.headerErrors.length) {
    throw new CliError(`${file} has an invalid header; nothing was imported`, {
      fields: { 'line 1': read.headerErrors },
      suggestion: `The header must name the columns: ${columns.required.join(', ')}${columns.optional.length ? ` (optional: ${columns.optional.join(', ')})` : ''}.`,
    });
  }
  return { rows: read.rows, errors: read.errors };
}
