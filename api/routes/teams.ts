// /api/teams: teams, and their rosters (team_players). Anonymous callers never see who captains
// a team (nothing personal is public), so their column list leaves the user id and name out.
import { z } from 'zod';
import {
  rosterBulkResultSchema,
  rosterBulkSchema,
  rosterCreateSchema,
  rosterEntrySchema,
} from '@core/schemas/roster.ts';
import { teamCreateSchema, teamSchema, teamUpdateSchema } from '@core/schemas/team.ts';
import type { Claims } from '../db/port.ts';
import { isOrganiser, requireOrganiser, requireOrganiserOrCaptain } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { ApiError, forbidden, fromDbError, notFound } from '../errors.ts';
import { accountIdOf, displayNameOf } from '../names.ts';
import { camel, camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { namingItem, namingItems, pathId, queryId } from '../validate.ts';

const columns = (claims: Claims) =>
  `id, organisation_id, name, ${accountIdOf(claims, 'captain_user_id', 'captain_user_id')}, home_venue_id, created_at, ` +
  displayNameOf(claims, 'captain_user_id', 'captain_name');

export const teams = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List teams (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(teamSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select ${columns(c.var.claims)} from public.teams where ($1::bigint is null or organisation_id = $1) order by name, id`,
          [organisationId],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One team',
      request: { params: ids('id') },
      responses: ok(teamSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'teams', id, columns(c.var.claims)));
      if (!row) throw notFound('Team');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a team (organisers)',
      request: { body: jsonBody(teamCreateSchema) },
      responses: created(teamSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create teams');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        return insertRow(tx, 'teams', { ...input, organisationId }, columns(c.var.claims));
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a team',
      request: { params: ids('id'), body: jsonBody(teamUpdateSchema) },
      responses: ok(teamSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update teams');
        return updateRow(tx, 'teams', id, input, columns(c.var.claims));
      });
      if (!row) throw notFound('Team');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a team (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete teams');
        return deleteRow(tx, 'teams', id);
      });
      if (!deleted) throw notFound('Team');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/players',
      summary: 'Roster entries (active ones unless ?all=true)',
      request: { params: ids('id'), query: z.object({ all: z.enum(['true', 'false']).optional() }) },
      responses: ok(z.array(rosterEntrySchema)),
    },
    async (c) => {
      const id = pathId(c);
      const all = c.req.query('all') === 'true';
      const rows = await run(c, (tx) =>
        tx.query(
          `select * from public.team_players where team_id = $1 and ($2 or is_active) order by joined_at, id`,
          [id, all],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/players',
      summary: 'Add a player to the roster (organisers or the captain)',
      request: { params: ids('id'), body: jsonBody(rosterCreateSchema) },
      responses: created(rosterEntrySchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiserOrCaptain(tx, c.var.claims, [id], 'manage the roster');
        if (!(await selectRow(tx, 'teams', id, 'id'))) throw notFound('Team');
        return insertRow(tx, 'team_players', { teamId: id, playerId: input.playerId, isActive: true });
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/players/bulk',
      summary:
        'Add many players to the roster, creating the named ones, all or nothing (organisers, or the captain for existing players)',
      request: { params: ids('id'), body: jsonBody(rosterBulkSchema) },
      responses: created(rosterBulkResultSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body().catch((e: unknown) => {
        throw e instanceof ApiError ? namingItems('players', e) : e;
      });
      const result = await run(c, async (tx) => {
        await requireOrganiserOrCaptain(tx, c.var.claims, [id], 'manage the roster');
        if (input.players.some((p) => p.fullName) && !(await isOrganiser(tx, c.var.claims)))
          throw forbidden('Only organisers can create players');
        const [row] = await tx
          .query<{ result: { added: number[]; created: number[] } }>(
            'select public.add_roster_players($1::bigint, $2::jsonb) as result',
            [id, JSON.stringify(input.players)],
          )
          .catch((e: unknown) => {
            throw entryError(e);
          });
        return row.result;
      });
      return c.json(result, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}/players/{entryId}',
      summary: 'A player leaves the team (the entry is kept as history)',
      request: { params: ids('id', 'entryId') },
      responses: ok(rosterEntrySchema),
    },
    async (c) => {
      const id = pathId(c);
      const entryId = pathId(c, 'entryId');
      // Leaving keeps the entry as history: leftAt set, isActive false.
      const row = await run(c, async (tx) => {
        await requireOrganiserOrCaptain(tx, c.var.claims, [id], 'manage the roster');
        const rows = await tx.query(
          `update public.team_players set left_at = coalesce(left_at, now()), is_active = false
         where id = $1 and team_id = $2 returning *`,
          [entryId, id],
        );
        return rows[0] ? camel(rows[0]) : undefined;
      });
      if (!row) throw notFound('Roster entry');
      return c.json(row);
    },
  );

// add_roster_players() names the refused entry in the error's hint; a permission refusal stays a 403.
function entryError(error: unknown): unknown {
  const e = error as { code?: string; hint?: string; message?: string };
  if (!e?.hint || !/^players\.\d+\.(playerId|fullName)$/.test(e.hint) || e.code === '42501') return error;
  const message = fromDbError(e)?.message ?? e.message ?? 'Invalid value';
  const plain = /^(Conflict|Invalid value)$/.test(message) ? (e.message ?? message) : message;
  return namingItem(e.hint, plain);
}
