// /api/venues and their tables (venue_tables).
import { z } from 'zod';
import {
  venueCreateSchema,
  venueSchema,
  venueTableCreateSchema,
  venueTableSchema,
  venueTableUpdateSchema,
  venueUpdateSchema,
} from '@core/schemas/venue.ts';
import { requireOrganiser } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import type { Queryable } from '../db/port.ts';
import { camel, camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';
import { addTable, addTables } from '../venue-tables.ts';

/** A venue with its number of tables. */
const venueColumns =
  'v.*, (select count(*)::int from public.venue_tables t where t.venue_id = v.id) as table_count';
const venueRow = async (tx: Queryable, id: number) => {
  const [row] = await tx.query(`select ${venueColumns} from public.venues v where v.id = $1`, [id]);
  return row ? camel(row) : undefined;
};

export const venues = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List venues (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(venueSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select ${venueColumns} from public.venues v
           where ($1::bigint is null or v.organisation_id = $1) order by name, id`,
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
      summary: 'One venue',
      request: { params: ids('id') },
      responses: ok(venueSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => venueRow(tx, id));
      if (!row) throw notFound('Venue');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a venue and its tables, Table 1..N (organisers)',
      request: { body: jsonBody(venueCreateSchema) },
      responses: created(venueSchema),
    },
    async (c, request) => {
      const { tableCount, tables, ...input } = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create venues');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        const venue = await insertRow<{ id: number; name: string }>(tx, 'venues', {
          ...input,
          organisationId,
        });
        if (tableCount) await addTables(tx, venue, tableCount, tables);
        return venueRow(tx, venue.id);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a venue; a higher Number of Tables adds Table k+1..N (organisers)',
      request: { params: ids('id'), body: jsonBody(venueUpdateSchema) },
      responses: ok(venueSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const { tableCount, tables, ...input } = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update venues');
        const venue = await updateRow<{ id: number; name: string }>(tx, 'venues', id, input);
        if (!venue) return undefined;
        if (tableCount !== undefined) await addTables(tx, venue, tableCount, tables);
        return venueRow(tx, id);
      });
      if (!row) throw notFound('Venue');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a venue (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete venues');
        return deleteRow(tx, 'venues', id);
      });
      if (!deleted) throw notFound('Venue');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/tables',
      summary: 'Tables of a venue',
      request: { params: ids('id') },
      responses: ok(z.array(venueTableSchema)),
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, (tx) =>
        tx.query('select * from public.venue_tables where venue_id = $1 order by label, id', [id]),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/tables',
      summary: 'Add a table; its code and slug generated unless given (organisers)',
      request: { params: ids('id'), body: jsonBody(venueTableCreateSchema) },
      responses: created(venueTableSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create tables');
        const venue = await selectRow<{ id: number; name: string }>(tx, 'venues', id, 'id, name');
        if (!venue) throw notFound('Venue');
        return addTable(tx, venue, input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}/tables/{tableId}',
      summary: 'Update a table (organisers)',
      request: { params: ids('id', 'tableId'), body: jsonBody(venueTableUpdateSchema) },
      responses: ok(venueTableSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const tableId = pathId(c, 'tableId');
      const input = await request.body();
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
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}/tables/{tableId}',
      summary: 'Delete a table (organisers)',
      request: { params: ids('id', 'tableId') },
      responses: noContent,
    },
    async (c) => {
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
    },
  );
