// /api/transfers and /api/transfer-windows. Decisions go through approve_transfer/reject_transfer,
// which move the roster entry and check the league's windows in one transaction.
import { z } from 'zod';
import {
  transferCreateSchema,
  transferSchema,
  transferUpdateSchema,
  transferWindowCreateSchema,
  transferWindowSchema,
} from '@core/schemas/transfer.ts';
import { requireOrganiser, requireOrganiserOrCaptain, requireSignedIn } from '../authz.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import type { Claims } from '../db/port.ts';
import { notFound } from '../errors.ts';
import { displayNameOf } from '../names.ts';
import { camelAll, insertRow, selectRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

// Who asked and who decided, by display name; the user ids behind them stay in the database.
const columns = (claims: Claims) =>
  'id, player_id, from_team_id, to_team_id, status, requested_at, approved_at, created_at, ' +
  `${displayNameOf(claims, 'requested_by', 'requested_by_name')}, ` +
  displayNameOf(claims, 'decided_by', 'decided_by_name');

export const transfers = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: 'Transfer requests, newest first (signed in)',
      responses: ok(z.array(transferSchema)),
    },
    async (c) => {
      requireSignedIn(c.var.claims);
      const rows = await run(c, (tx) =>
        tx.query(`select ${columns(c.var.claims)} from public.transfers order by requested_at desc, id desc`),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Request a transfer (organisers or a captain of either team)',
      request: { body: jsonBody(transferCreateSchema) },
      responses: created(transferSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiserOrCaptain(
          tx,
          c.var.claims,
          [input.fromTeamId, input.toTeamId],
          'request transfers',
        );
        return insertRow(tx, 'transfers', input, columns(c.var.claims));
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Approve or reject a transfer (organisers)',
      request: { params: ids('id'), body: jsonBody(transferUpdateSchema) },
      responses: ok(transferSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(
          tx,
          c.var.claims,
          `${input.status === 'approved' ? 'approve' : 'reject'} transfers`,
        );
        if (!(await selectRow(tx, 'transfers', id, 'id'))) throw notFound('Transfer');
        const fn = input.status === 'approved' ? 'approve_transfer' : 'reject_transfer';
        await tx.query(`select public.${fn}($1::bigint)`, [id]);
        return selectRow(tx, 'transfers', id, columns(c.var.claims));
      });
      return c.json(row);
    },
  );

export const transferWindows = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: 'Transfer windows',
      request: { query: filters('leagueId') },
      responses: ok(z.array(transferWindowSchema)),
    },
    async (c) => {
      const leagueId = queryId(c, 'leagueId');
      const rows = await run(c, (tx) =>
        tx.query(
          'select * from public.transfer_windows where ($1::bigint is null or league_id = $1) order by opens_at, id',
          [leagueId ?? null],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Open a transfer window (organisers)',
      request: { body: jsonBody(transferWindowCreateSchema) },
      responses: created(transferWindowSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create transfer windows');
        return insertRow(tx, 'transfer_windows', input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a transfer window (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete transfer windows');
        return tx.query('delete from public.transfer_windows where id = $1 returning id', [id]);
      });
      if (!rows[0]) throw notFound('Transfer window');
      return c.body(null, 204);
    },
  );
