// /api/sponsors: the spec's media and schedule rules run on create and on the merged row of a patch.
import { z } from 'zod';
import {
  checkSponsorRules,
  sponsorCreateSchema,
  sponsorSchema,
  sponsorUpdateSchema,
} from '../../core/schemas/sponsor.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { created, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { body, parse, pathId } from '../validate.ts';

const mergedRules = z.object({}).passthrough().superRefine(checkSponsorRules);

export const sponsors = routes()
  .endpoint(
    { method: 'get', path: '/', summary: 'List sponsors', responses: ok(z.array(sponsorSchema)) },
    async (c) =>
      c.json(
        await run(c, async (tx) =>
          camelAll(await tx.query('select * from public.sponsors order by name, id')),
        ),
      ),
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One sponsor',
      request: { params: ids('id') },
      responses: ok(sponsorSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'sponsors', id));
      if (!row) throw notFound('Sponsor');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a sponsor (organisers)',
      request: { body: jsonBody(sponsorCreateSchema) },
      responses: created(sponsorSchema),
    },
    async (c) => {
      const input = await body(c, sponsorCreateSchema);
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create sponsors');
        return insertRow(tx, 'sponsors', input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a sponsor',
      request: { params: ids('id'), body: jsonBody(sponsorUpdateSchema) },
      responses: ok(sponsorSchema),
    },
    async (c) => {
      const id = pathId(c);
      const input = await body(c, sponsorUpdateSchema);
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update sponsors');
        const current = await selectRow<Record<string, unknown>>(tx, 'sponsors', id);
        if (!current) throw notFound('Sponsor');
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        parse(mergedRules, { ...current, ...defined });
        return updateRow(tx, 'sponsors', id, input);
      });
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a sponsor (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete sponsors');
        return deleteRow(tx, 'sponsors', id);
      });
      if (!deleted) throw notFound('Sponsor');
      return c.body(null, 204);
    },
  );
