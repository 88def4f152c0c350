import type { RosterImportRow, TeamImportRow } from '@core/schemas/import.ts';
import type { PlayerCreate } from '@core/schemas/player.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from './get-teams.ts';

export type ImportInput =
  | { kind: 'teams'; rows: TeamImportRow[] }
  | { kind: 'players'; rows: PlayerCreate[] }
  | { kind: 'rosters'; rows: RosterImportRow[] };

/** One call per import: the server writes every row in one transaction, or none. */
export function importCsv(input: ImportInput) {
  if (input.kind === 'teams') return ok(api.imports.teams.$post({ json: { rows: input.rows } }));
  if (input.kind === 'players') return ok(api.imports.players.$post({ json: { rows: input.rows } }));
  return ok(api.imports.rosters.$post({ json: { rows: input.rows } }));
}

const nouns = {
  teams: ['team', 'teams'],
  players: ['player', 'players'],
  rosters: ['roster entry', 'roster entries'],
};

export const useImportCsv = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: importCsv,
    invalidates: [teamsQuery().queryKey, playersQuery().queryKey, divisionsQuery().queryKey],
    success: ({ count }, { kind }) => `Imported ${count} ${nouns[kind][count === 1 ? 0 : 1]}`,
    fallback: 'Import failed; nothing was imported',
    onSuccess,
  });
