// teams.csv: name (required), captainUserId, divisionId or division (by name: the team joins it), venue
// (its home venue, by name); checked by core/rules/import-checks.ts against what the server holds.
import { importColumns } from '@core/rules/csv-import.ts';
import { checkTeams } from '@core/rules/import-checks.ts';
import type { TeamImportRow } from '@core/schemas/import.ts';
import type { Importer } from './importer.ts';

export const teamsImporter: Importer<TeamImportRow> = {
  noun: 'teams',
  columns: importColumns.teams,
  async prepare(rows, client, errors) {
    const { api, call } = client;
    const organisationId = await client.organisationId();
    const [teams, divisions, venues] = await Promise.all([
      call(api.teams.$get({ query: { organisationId } })),
      call(api.divisions.$get({ query: {} })),
      call(api.venues.$get({ query: { organisationId } })),
    ]);
    return checkTeams(rows, { teams, divisions, venues }, errors);
  },
  async write({ divisionId, ...team }, client) {
    const { api, call } = client;
    const organisationId = await client.organisationId();
    const created = await call(api.teams.$post({ json: { ...team, organisationId } }));
    if (divisionId !== undefined) {
      await call(
        api.divisions[':id'].teams.$post({ param: { id: divisionId }, json: { teamId: created.id } }),
      );
    }
    return () => call(api.teams[':id'].$delete({ param: { id: created.id } }));
  },
};
