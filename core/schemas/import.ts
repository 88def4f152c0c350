// Imports (teams, players, rosters), all or nothing: a CSV row's fields, and the bodies of
// POST /api/imports/{teams,players,rosters}, which write every row in one transaction.
import { z } from 'zod';
import { id, requiredId } from './common.ts';
import { playerCreateSchema } from './player.ts';
import { teamCreateSchema } from './team.ts';

/** A teams.csv row: a team, and optionally the division it joins (a cell: '' is none). */
export const teamImportRowSchema = teamCreateSchema.extend({
  divisionId: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z
      .number({ error: 'divisionId must be a division id' })
      .int('divisionId must be a division id')
      .positive('divisionId must be a division id')
      .optional(),
  ),
});
export type TeamImportRow = z.output<typeof teamImportRowSchema>;

/** A rosters.csv row once its names are resolved to ids. */
export const rosterImportRowSchema = z.object({ teamId: requiredId('Team'), playerId: requiredId('Player') });
export type RosterImportRow = z.output<typeof rosterImportRowSchema>;

const rows = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z
      .array(row, { error: 'Rows must be a list' })
      .min(1, 'The file has no rows to import')
      .max(1000, 'At most 1,000 rows at once'),
  });

export const teamsImportSchema = rows(teamImportRowSchema);
export const playersImportSchema = rows(playerCreateSchema);
export const rostersImportSchema = rows(rosterImportRowSchema);

/** What an import wrote: the new rows' ids in file order. */
export const importResultSchema = z.object({ count: z.number().int(), ids: z.array(id) });
