// teams.csv: name (required), captainUserId, divisionId (adds the team to that division).
import { z } from 'zod';
import { teamCreateSchema } from '../../../core/schemas/team.ts';
import { addError } from './csv.ts';
import { issues, type Importer } from './importer.ts';

const rowSchema = teamCreateSchema.extend({
  divisionId: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: 'divisionId must be a division id' })
      .int('divisionId must be a division id')
      .positive('divisionId must be a division id')
      .optional(),
  ),
});
type TeamRow = z.output<typeof rowSchema>;

export const teamsImporter: Importer<TeamRow> = {
  noun: 'teams',
  columns: { required: ['name'], optional: ['captainUserId', 'divisionId'] },
  async prepare(rows, client, errors) {
    const { api, call } = client;
    const [teams, divisions] = await Promise.all([
      call(api.teams.$get()),
      call(api.divisions.$get({ query: {} })),
    ]);
    const taken = new Set(teams.map((t) => t.name.toLowerCase()));
    const divisionIds = new Set(divisions.map((d) => d.id));
    const seen = new Map<string, number>();
    return rows.flatMap(({ line, values }) => {
      const parsed = rowSchema.safeParse(values);
      if (!parsed.success) {
        issues(parsed.error).forEach((m) => addError(errors, line, m));
        return [];
      }
      const row = parsed.data;
      const key = row.name.toLowerCase();
      if (taken.has(key)) addError(errors, line, `name: a team named '${row.name}' already exists`);
      else if (seen.has(key)) addError(errors, line, `name: '${row.name}' is also on line ${seen.get(key)}`);
      if (row.divisionId !== undefined && !divisionIds.has(row.divisionId))
        addError(errors, line, `divisionId: division ${row.divisionId} does not exist`);
      seen.set(key, seen.get(key) ?? line);
      return [{ line, item: row, label: row.name }];
    });
  },
  async write({ divisionId, ...team }, client) {
    const { api, call } = client;
    const created = await call(api.teams.$post({ json: team }));
    if (divisionId !== undefined) {
      await call(
        api.divisions[':id'].teams.$post({ param: { id: divisionId }, json: { teamId: created.id } }),
      );
    }
    return () => call(api.teams[':id'].$delete({ param: { id: created.id } }));
  },
};
