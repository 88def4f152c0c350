// rosters.csv: team, player — each a name (exact, case-insensitive) or an id; checked by
// core/rules/import-checks.ts against the teams, players and active rosters the server holds.
import { importColumns } from '@core/rules/csv-import.ts';
import { checkRosters } from '@core/rules/import-checks.ts';
import type { RosterImportRow } from '@core/schemas/import.ts';
import type { Importer } from './importer.ts';

export const rostersImporter: Importer<RosterImportRow> = {
  noun: 'roster entries',
  columns: importColumns.rosters,
  async prepare(rows, client, errors) {
    const { api, call } = client;
    const organisationId = await client.organisationId();
    const [teams, players] = await Promise.all([
      call(api.teams.$get({ query: { organisationId } })),
      call(api.players.$get({ query: { organisationId } })),
    ]);
    // The players list names each player's active teams (GET /api/players teamIds).
    const teamsOf = new Map(players.map((p) => [p.id, new Set(p.teamIds)]));
    return checkRosters(
      rows,
      {
        teams,
        players: players.map((p) => ({ id: p.id, name: p.fullName })),
        onRoster: (teamId, playerId) => teamsOf.get(playerId)?.has(teamId) ?? false,
      },
      errors,
    );
  },
  async write({ teamId, playerId }, client) {
    const { api, call } = client;
    const team = api.teams[':id'].players;
    const entry = await call(team.$post({ param: { id: teamId }, json: { playerId, isActive: true } }));
    return () => call(team[':entryId'].$delete({ param: { id: teamId, entryId: entry.id } }));
  },
};
