// /api/venues and their tables (venue_tables).
import { Hono } from 'hono';
import {
  venueCreateSchema,
  venueTableCreateSchema,
  venueTableUpdateSchema,
  venueUpdateSchema,
} from '../../core/schemas/venue.ts';
import { requireOrganiser } from '../authz.ts';
import { run, type ApiEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { body, pathId } from '../validate.ts';

export const venues = new Hono<ApiEnv>()
  .get('/', async (c) =>
    c.json(
      await run(c, async (tx) => camelAll(await tx.query('select * from public.venues order by name, id'))),
    ),
  )
  .get('/:id', async (c) => {
    const id = pathId(c);
    const row = await run(c, (tx) => selectRow(tx, 'venues', id));
    if (!row) throw notFound('Venue');
    return c.json(row);
  })
  .post('/', async (c) => {
    const input = await body(c, venueCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'create venues');
      return insertRow(tx, 'venues', input);
    });
    return c.json(row, 201);
  })
  .patch('/:id', async (c) => {
    const id = pathId(c);
    const input = await body(c, venueUpdateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'update venues');
      return updateRow(tx, 'venues', id, input);
    });
    if (!row) throw notFound('Venue');
    return c.json(row);
  })
  .delete('/:id', async (c) => {
    const id = pathId(c);
    const deleted = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'delete venues');
      return deleteRow(tx, 'venues', id);
    });
    if (!deleted) throw notFound('Venue');
    return c.body(null, 204);
  })
  .get('/:id/tables', async (c) => {
    const id = pathId(c);
    const rows = await run(c, (tx) =>
      tx.query('select * from public.venue_tables where venue_id = $1 order by label, id', [id]),
    );
    return c.json(camelAll(rows));
  })
  .post('/:id/tables', async (c) => {
    const id = pathId(c);
    const input = await body(c, venueTableCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'create tables');
      if (!(await selectRow(tx, 'venues', id, 'id'))) throw notFound('Venue');
      return insertRow(tx, 'venue_tables', { venueId: id, ...input });
    });
    return c.json(row, 201);
  })
  .patch('/:id/tables/:tableId', async (c) => {
    const id = pathId(c);
    const tableId = pathId(c, 'tableId');
    const input = await body(c, venueTableUpdateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'update tables');
      const [own] = await tx.query('select 1 from public.venue_tables where id = $1 and venue_id = $2', [
        tableId,
        id,
      ]);
      return own ? updateRow(tx, 'venue_tables', tableId, input) : undefined;
    });
    if (!row) throw notFound('Table');
    return c.json(row);
  })
  .delete('/:id/tables/:tableId', async (c) => {
    const id = pathId(c);
    const tableId = pathId(c, 'tableId');
    const rows = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'delete tables');
      return tx.query('delete from public.venue_tables where id = $1 and venue_id = $2 returning *', [
        tableId,
        id,
      ]);
    });
    if (!rows[0]) throw notFound('Table');
    return c.body(null, 204);
  });
