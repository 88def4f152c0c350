// The Import CSV preview: the file read by core's one parser and each row checked by core's rules
// against the league's teams, divisions, venues and players, as `cueboard import --dry-run` does.
import { useQuery } from '@tanstack/react-query';
import {
  CsvSyntaxError,
  importColumns,
  readCsvText,
  type ImportKind,
  type LineErrors,
} from '@core/rules/csv-import.ts';
import { checkPlayers, checkRosters, checkTeams, type Checked } from '@core/rules/import-checks.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';
import type { ImportInput } from '../api/import-csv.ts';
import { teamsQuery } from '../api/get-teams.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export interface PreviewRow {
  line: number;
  /** What the row is (its label once checked, else its cells). */
  text: string;
  errors: string[];
}

export interface ImportPreview {
  ready: boolean;
  /** A problem with the whole file (not CSV, or a wrong header). */
  fileError?: string;
  rows: PreviewRow[];
  /** The checked rows in file order: what is sent, and how a server refusal (rows.N) maps to a line. */
  checked: Checked<unknown>[];
  input?: ImportInput;
}

export function useImportPreview(kind: ImportKind, text: string): ImportPreview {
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const divisions = useQuery(divisionsQuery(organisationId));
  const players = useQuery(playersQuery(organisationId));
  const venues = useQuery(venuesQuery(organisationId));
  const loaded = teams.isSuccess && divisions.isSuccess && players.isSuccess && venues.isSuccess;
  if (!text.trim() || !loaded) return { ready: false, rows: [], checked: [] };
  const columns = importColumns[kind];
  let file;
  try {
    file = readCsvText(text, columns);
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    const where = err.line ? ` (line ${err.line})` : '';
    return {
      ready: false,
      rows: [],
      checked: [],
      fileError: `This is not valid CSV${where}: ${err.message}`,
    };
  }
  if (file.headerErrors.length) {
    const wanted = [...columns.required, ...columns.optional.map((c) => `${c} (optional)`)].join(', ');
    return {
      ready: false,
      rows: [],
      checked: [],
      fileError: `Line 1: ${file.headerErrors.join('; ')}. The header must name the columns: ${wanted}.`,
    };
  }
  const errors: LineErrors = file.errors;
  let input: ImportInput;
  if (kind === 'teams') {
    const checked = checkTeams(
      file.rows,
      { teams: teams.data, divisions: divisions.data, venues: venues.data },
      errors,
    );
    // Each new row goes into the organisation shown (the API's organisationId: one of several's).
    const into = organisationId ? { organisationId } : {};
    input = { kind, rows: checked.map((c) => ({ ...c.item, ...into })) };
    return finish(file.rows, errors, checked, input, text);
  }
  if (kind === 'players') {
    const checked = checkPlayers(file.rows, errors);
    const into = organisationId ? { organisationId } : {};
    const rows = checked.map((c) => ({ ...c.item, ...into }));
    return finish(file.rows, errors, checked, { kind, rows }, text);
  }
  const teamsOf = new Map(players.data.map((p) => [p.id, new Set(p.teamIds)]));
  const checked = checkRosters(
    file.rows,
    {
      teams: teams.data,
      players: players.data.map((p) => ({ id: p.id, name: p.fullName })),
      onRoster: (teamId, playerId) => teamsOf.get(playerId)?.has(teamId) ?? false,
    },
    errors,
  );
  return finish(file.rows, errors, checked, { kind, rows: checked.map((c) => c.item) }, text);
}

function finish(
  read: { line: number; values: Record<string, string> }[],
  errors: LineErrors,
  checked: Checked<unknown>[],
  input: ImportInput,
  text: string,
): ImportPreview {
  const label = new Map(checked.map((c) => [c.line, c.label]));
  const cells = new Map(read.map((r) => [r.line, Object.values(r.values).join(', ')]));
  const source = text.split(/\r\n|\r|\n/);
  const lines = [
    ...new Set([...read.map((r) => r.line), ...Object.keys(errors).map((k) => Number(k.slice(5)))]),
  ];
  const rows = lines
    .sort((a, b) => a - b)
    .map((line) => ({
      line,
      text: label.get(line) ?? cells.get(line) ?? source[line - 1] ?? '',
      errors: errors[`line ${line}`] ?? [],
    }));
  const ready = rows.length > 0 && rows.every((r) => r.errors.length === 0);
  return { ready, rows, checked, input: ready ? input : undefined };
}
