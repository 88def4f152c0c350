// /api/imports: the web app's CSV imports (teams, players, rosters), each written in one transaction
// (organisers): a row the database refuses is answered as a 400 naming it (rows.3.name) and
// nothing is written. The rows are checked against the file first (core/rules/import-checks.ts).
import {
  importResultSchema,
  playersImportSchema,
  rostersImportSchema,
  teamsImportSchema,
} from '@core/schemas/import.ts';
import type { Queryable } from '../db/port.ts';
import { requireOrganiser } from '../authz.ts';
import { run, type Ctx } from '../context.ts';
import { created, jsonBody, routes } from '../declare.ts';
import { ApiError, badRequest, fromDbError } from '../errors.ts';
import { organisationFor } from '../organisations.ts';
import { insertRow, selectRow } from '../rows.ts';
import { namingItem, namingItems } from '../validate.ts';

/** Writes each row in order inside the request's one transaction; the first refusal names its row. */
async function importRows<Row>(
  c: Ctx,
  request: { body(): Promise<{ rows: Row[] }> },
  write: (tx: Queryable, row: Row) => Promise<number>,
) {
  const input = await request.body().catch((e: unknown) => {
    throw e instanceof ApiError ? namingItems('rows', e) : e;
  });
  const ids = await run(c, async (tx) => {
    await requireOrganiser(tx, c.var.claims, 'import');
    const written: number[] = [];
    for (const [i, row] of input.rows.entries()) {
      written.push(
        await write(tx, row).catch((e: unknown) => {
          throw rowError(i, e);
        }),
      );
    }
    return written;
  });
  return c.json({ count: ids.length, ids }, 201);
}

function rowError(i: number, error: unknown): unknown {
  const api = error instanceof ApiError ? error : fromDbError(error as { code?: string });
  if (!api || api.status === 403) return error;
  const [field, messages] = Object.entries(api.fields ?? { _: [api.message] })[0];
  return namingItem(field === '_' ? `rows.${i}` : `rows.${i}.${field}`, messages[0]);
}

const idOf = (row: { id: number }) => row.id;

export const imports = routes()
  .endpoint(
    {
      method: 'post',
      path: '/teams',
      summary: 'Import teams (the divisions they join, their home venues), all or nothing (organisers)',
      request: { body: jsonBody(teamsImportSchema) },
      responses: created(importResultSchema),
    },
    (c, request) =>
      importRows(c, request, async (tx, { divisionId, ...team }) => {
        if (team.homeVenueId && !(await selectRow(tx, 'venues', team.homeVenueId, 'id'))) {
          throw badRequest('Venue does not exist', { homeVenueId: ['Venue does not exist'] });
        }
        const organisationId = await organisationFor(tx, c.var.claims, team.organisationId);
        const row = await insertRow<{ id: number }>(tx, 'teams', { ...team, organisationId }, 'id');
        if (divisionId !== undefined) {
          // Checked here: the API's role may not read the foreign key's detail, so 23503 names no field.
          if (!(await selectRow(tx, 'divisions', divisionId, 'id'))) {
            throw badRequest('Division does not exist', { divisionId: ['Division does not exist'] });
          }
          await insertRow(tx, 'division_teams', { divisionId, teamId: row.id }, 'id');
        }
        return idOf(row);
      }),
  )
  .endpoint(
    {
      method: 'post',
      path: '/players',
      summary: 'Import players, all or nothing (organisers)',
      request: { body: jsonBody(playersImportSchema) },
      responses: created(importResultSchema),
    },
    (c, request) =>
      importRows(c, request, async (tx, player) => {
        const organisationId = await organisationFor(tx, c.var.claims, player.organisationId);
        return idOf(await insertRow<{ id: number }>(tx, 'players', { ...player, organisationId }, 'id'));
      }),
  )
  .endpoint(
    {
      method: 'post',
      path: '/rosters',
      summary: 'Import roster entries, all or nothing (organisers)',
      request: { body: jsonBody(rostersImportSchema) },
      responses: created(importResultSchema),
    },
    (c, request) =>
      importRows(c, request, async (tx, { teamId, playerId }) =>
        idOf(await insertRow<{ id: number }>(tx, 'team_players', { teamId, playerId, isActive: true }, 'id')),
      ),
  );
