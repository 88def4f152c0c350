// /api/players: people who play. A player may edit their own record; organisers manage all.
import { z } from 'zod';
import {
  playerCreateSchema,
  playerListItemSchema,
  playerMergeSchema,
  playerSchema,
  playerUpdateSchema,
} from '@core/schemas/player.ts';
import type { Claims } from '../db/port.ts';
import { isOrganiser, requireOrganiser, requireSignedIn } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { accountIdOf, displayNameOf } from '../names.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

const columns = (claims: Claims) =>
  `id, organisation_id, ${accountIdOf(claims, 'user_id', 'user_id')}, full_name, nickname, start_rating, created_at, ` +
  displayNameOf(claims, 'user_id', 'user_name');

/** The teams whose active roster holds the player, in name order (the Players list's Team column). */
// jsonb keeps the ids numbers on both engines (a bigint[] arrives as strings from node-postgres).
const teamOf = (column: string) => `(select coalesce(jsonb_agg(${column} order by t.name, t.id), '[]')
  from public.team_players tp join public.teams t on t.id = tp.team_id
  where tp.player_id = players.id and tp.is_active)`;
const teamNames = `${teamOf('t.id')} as team_ids, ${teamOf('t.name')} as team_names`;

export const players = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List players, each with their teams' names (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(playerListItemSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select ${columns(c.var.claims)}, ${teamNames} from public.players
           where ($1::bigint is null or organisation_id = $1) order by full_name, id`,
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
      summary: 'One player',
      request: { params: ids('id') },
      responses: ok(playerSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'players', id, columns(c.var.claims)));
      if (!row) throw notFound('Player');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a player (organisers)',
      request: { body: jsonBody(playerCreateSchema) },
      responses: created(playerSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create players');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        return insertRow(tx, 'players', { ...input, organisationId }, columns(c.var.claims));
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a player (organisers or the player themselves)',
      request: { params: ids('id'), body: jsonBody(playerUpdateSchema) },
      responses: ok(playerSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const userId = requireSignedIn(c.var.claims);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        if (!(await isOrganiser(tx, c.var.claims))) {
          const own = await selectRow<{ userId: string | null }>(tx, 'players', id, 'user_id');
          if (!own) throw notFound('Player');
          if (own.userId !== userId)
            throw forbidden('Only organisers or the player themselves can update a player');
          if (input.userId !== undefined && input.userId !== userId) {
            throw forbidden('Only organisers can link a player to another user');
          }
          if (input.startRating !== undefined) {
            throw forbidden("Only organisers can set a player's starting rating");
          }
        }
        return updateRow(tx, 'players', id, input, columns(c.var.claims));
      });
      if (!row) throw notFound('Player');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a player (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete players');
        return deleteRow(tx, 'players', id);
      });
      if (!deleted) throw notFound('Player');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/merge',
      summary: 'Merge a duplicate player into another (organisers); the duplicate is deleted',
      request: { params: ids('id'), body: jsonBody(playerMergeSchema) },
      responses: ok(playerSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const { intoId } = await request.body();
      if (intoId === id) {
        const message = 'Choose another player to merge into';
        throw badRequest(message, { intoId: [message] });
      }
      // public.merge_players refuses players who played each other or two accounts (409)
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'merge players');
        await tx.query('select public.merge_players($1::bigint, $2::bigint)', [id, intoId]);
        return selectRow(tx, 'players', intoId, columns(c.var.claims));
      });
      if (!row) throw notFound('Player');
      return c.json(row);
    },
  );
