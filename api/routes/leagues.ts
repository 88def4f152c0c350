// /api/leagues: seasonal competitions; histories are frozen snapshots taken through the RPC.
import { Hono } from 'hono';
import { leagueCreateSchema, leagueUpdateSchema } from '../../core/schemas/league.ts';
import type { Claims } from '../db/port.ts';
import { requireOrganiser, requireSignedIn } from '../authz.ts';
import { run, type ApiEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { camel, camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { body, pathId } from '../validate.ts';

// Who created a league is personal: anonymous callers may not read the column at all.
const columns = (claims: Claims) =>
  claims.role === 'anon' ? 'id, name, season, null::uuid as created_by, settings, created_at' : '*';

export const leagues = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const rows = await run(c, (tx) =>
      tx.query(`select ${columns(c.var.claims)} from public.leagues order by created_at, id`),
    );
    return c.json(camelAll(rows));
  })
  .get('/:id', async (c) => {
    const id = pathId(c);
    const row = await run(c, (tx) => selectRow(tx, 'leagues', id, columns(c.var.claims)));
    if (!row) throw notFound('League');
    return c.json(row);
  })
  .post('/', async (c) => {
    const userId = requireSignedIn(c.var.claims);
    const input = await body(c, leagueCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'create leagues');
      // createdBy is always the caller, whatever the client sent.
      return insertRow(tx, 'leagues', { ...input, createdBy: userId || null });
    });
    return c.json(row, 201);
  })
  .patch('/:id', async (c) => {
    const id = pathId(c);
    const input = await body(c, leagueUpdateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'update leagues');
      return updateRow(tx, 'leagues', id, input);
    });
    if (!row) throw notFound('League');
    return c.json(row);
  })
  .delete('/:id', async (c) => {
    const id = pathId(c);
    const deleted = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'delete leagues');
      return deleteRow(tx, 'leagues', id);
    });
    if (!deleted) throw notFound('League');
    return c.body(null, 204);
  })
  .get('/:id/histories', async (c) => {
    const id = pathId(c);
    const rows = await run(c, (tx) =>
      tx.query(
        'select * from public.league_histories where league_id = $1 order by created_at desc, id desc',
        [id],
      ),
    );
    return c.json(camelAll(rows));
  })
  .post('/:id/histories', async (c) => {
    const id = pathId(c);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'snapshot league history');
      if (!(await selectRow(tx, 'leagues', id, 'id'))) throw notFound('League');
      const [snapshot] = await tx.query('select * from public.snapshot_league_history($1::bigint)', [id]);
      return camel(snapshot);
    });
    return c.json(row, 201);
  });
