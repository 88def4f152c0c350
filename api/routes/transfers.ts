// /api/transfers and /api/transfer-windows. Decisions go through approve_transfer/reject_transfer,
// which move the roster entry and check the league's windows in one transaction.
import { Hono } from 'hono';
import {
  transferCreateSchema,
  transferUpdateSchema,
  transferWindowCreateSchema,
} from '../../core/schemas/transfer.ts';
import { requireOrganiser, requireOrganiserOrCaptain, requireSignedIn } from '../authz.ts';
import { run, type ApiEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { camelAll, insertRow, selectRow } from '../rows.ts';
import { body, pathId, queryId } from '../validate.ts';

export const transfers = new Hono<ApiEnv>()
  .get('/', async (c) => {
    requireSignedIn(c.var.claims);
    const rows = await run(c, (tx) =>
      tx.query('select * from public.transfers order by requested_at desc, id desc'),
    );
    return c.json(camelAll(rows));
  })
  .post('/', async (c) => {
    const input = await body(c, transferCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiserOrCaptain(
        tx,
        c.var.claims,
        [input.fromTeamId, input.toTeamId],
        'request transfers',
      );
      return insertRow(tx, 'transfers', input);
    });
    return c.json(row, 201);
  })
  .patch('/:id', async (c) => {
    const id = pathId(c);
    const input = await body(c, transferUpdateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(
        tx,
        c.var.claims,
        `${input.status === 'approved' ? 'approve' : 'reject'} transfers`,
      );
      if (!(await selectRow(tx, 'transfers', id, 'id'))) throw notFound('Transfer');
      const fn = input.status === 'approved' ? 'approve_transfer' : 'reject_transfer';
      await tx.query(`select public.${fn}($1::bigint)`, [id]);
      return selectRow(tx, 'transfers', id);
    });
    return c.json(row);
  });

export const transferWindows = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const leagueId = queryId(c, 'leagueId');
    const rows = await run(c, (tx) =>
      tx.query(
        'select * from public.transfer_windows where ($1::bigint is null or league_id = $1) order by opens_at, id',
        [leagueId ?? null],
      ),
    );
    return c.json(camelAll(rows));
  })
  .post('/', async (c) => {
    const input = await body(c, transferWindowCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'create transfer windows');
      return insertRow(tx, 'transfer_windows', input);
    });
    return c.json(row, 201);
  })
  .delete('/:id', async (c) => {
    const id = pathId(c);
    const rows = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'delete transfer windows');
      return tx.query('delete from public.transfer_windows where id = $1 returning id', [id]);
    });
    if (!rows[0]) throw notFound('Transfer window');
    return c.body(null, 204);
  });
