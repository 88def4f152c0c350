// /api/divisions: tiers of a league, and which teams play in them (division_teams).
import { z } from 'zod';
import {
  divisionCreateSchema,
  divisionSchema,
  divisionTeamCreateSchema,
  divisionTeamSchema,
  divisionUpdateSchema,
} from '@core/schemas/division.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

export const divisions = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List divisions (?organisationId= keeps one organisation's)",
      request: { query: filters('leagueId', 'organisationId') },
      responses: ok(z.array(divisionSchema)),
    },
    async (c) => {
      const leagueId = queryId(c, 'leagueId');
      const organisationId = queryId(c, 'organisationId');
      const rows = await run(c, (tx) =>
        tx.query(
          `select * from public.divisions where ($1::bigint is null or league_id = $1)
             and ($2::bigint is null or organisation_id = $2)
           order by sort_order, name, id`,
          [leagueId ?? null, organisationId ?? null],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One division',
      request: { params: ids('id') },
      responses: ok(divisionSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'divisions', id));
      if (!row) throw notFound('Division');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a division (organisers)',
      request: { body: jsonBody(divisionCreateSchema) },
      responses: created(divisionSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create divisions');
        return insertRow(tx, 'divisions', input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a division',
      request: { params: ids('id'), body: jsonBody(divisionUpdateSchema) },
      responses: ok(divisionSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update divisions');
        return updateRow(tx, 'divisions', id, input);
      });
      if (!row) throw notFound('Division');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a division (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete divisions');
        return deleteRow(tx, 'divisions', id);
      });
      if (!deleted) throw notFound('Division');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/teams',
      summary: 'Teams in a division',
      request: { params: ids('id') },
      responses: ok(z.array(divisionTeamSchema)),
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, (tx) =>
        tx.query('select * from public.division_teams where division_id = $1 order by seed, id', [id]),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/teams',
      summary: 'Add a team to a division (organisers)',
      request: { params: ids('id'), body: jsonBody(divisionTeamCreateSchema) },
      responses: created(divisionTeamSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'add teams to divisions');
        if (!(await selectRow(tx, 'divisions', id, 'id'))) throw notFound('Division');
        return insertRow(tx, 'division_teams', { divisionId: id, ...input });
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}/teams/{teamId}',
      summary: 'Remove a team from a division (organisers)',
      request: { params: ids('id', 'teamId') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const teamId = pathId(c, 'teamId');
      const rows = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'remove teams from divisions');
        return tx.query(
          'delete from public.division_teams where division_id = $1 and team_id = $2 returning id',
          [id, teamId],
        );
      });
      if (rows.length === 0) throw notFound('Team in division');
      return c.body(null, 204);
    },
  );
