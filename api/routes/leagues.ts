// /api/leagues: seasonal competitions; histories are frozen snapshots taken through the RPC.
import { z } from 'zod';
import { leagueCreateSchema, leagueSchema, leagueUpdateSchema } from '@core/schemas/league.ts';
import { leagueHistorySchema } from '@core/schemas/history.ts';
import type { Claims } from '../db/port.ts';
import { requireOrganiser, requireSignedIn } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { accountIdOf } from '../names.ts';
import { camel, camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

// Who created a league is an account id: organisers see it, and its creator.
const columns = (claims: Claims) =>
  `id, organisation_id, name, season, ${accountIdOf(claims, 'created_by', 'created_by')}, settings, next_season_id, created_at`;

export const leagues = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List leagues (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(leagueSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select ${columns(c.var.claims)} from public.leagues where ($1::bigint is null or organisation_id = $1) order by created_at, id`,
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
      summary: 'One league',
      request: { params: ids('id') },
      responses: ok(leagueSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'leagues', id, columns(c.var.claims)));
      if (!row) throw notFound('League');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a league (organisers)',
      request: { body: jsonBody(leagueCreateSchema) },
      responses: created(leagueSchema),
    },
    async (c, request) => {
      const userId = requireSignedIn(c.var.claims);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create leagues');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        // createdBy is always the caller, whatever the client sent.
        const row = { ...input, organisationId, createdBy: userId || null };
        return insertRow(tx, 'leagues', row, columns(c.var.claims));
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a league',
      request: { params: ids('id'), body: jsonBody(leagueUpdateSchema) },
      responses: ok(leagueSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update leagues');
        return updateRow(tx, 'leagues', id, input, columns(c.var.claims));
      });
      if (!row) throw notFound('League');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a league (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete leagues');
        return deleteRow(tx, 'leagues', id);
      });
      if (!deleted) throw notFound('League');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/histories',
      summary: 'League history snapshots, newest first',
      request: { params: ids('id') },
      responses: ok(z.array(leagueHistorySchema)),
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, (tx) =>
        tx.query(
          'select * from public.league_histories where league_id = $1 order by created_at desc, id desc',
          [id],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/histories',
      summary: 'Snapshot league history (organisers)',
      request: { params: ids('id') },
      responses: created(leagueHistorySchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'snapshot league history');
        if (!(await selectRow(tx, 'leagues', id, 'id'))) throw notFound('League');
        const [snapshot] = await tx.query('select * from public.snapshot_league_history($1::bigint)', [id]);
        return camel(snapshot);
      });
      return c.json(row, 201);
    },
  );
