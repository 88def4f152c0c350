// players.csv: fullName (required), nickname, userId; checked by core/rules/import-checks.ts.
import { importColumns } from '@core/rules/csv-import.ts';
import { checkPlayers } from '@core/rules/import-checks.ts';
import type { PlayerCreate } from '@core/schemas/player.ts';
import type { Importer } from './importer.ts';

export const playersImporter: Importer<PlayerCreate> = {
  noun: 'players',
  columns: importColumns.players,
  async prepare(rows, _client, errors) {
    return checkPlayers(rows, errors);
  },
  async write(player, client) {
    const { api, call } = client;
    const organisationId = await client.organisationId();
    const created = await call(api.players.$post({ json: { ...player, organisationId } }));
    return () => call(api.players[':id'].$delete({ param: { id: created.id } }));
  },
};
