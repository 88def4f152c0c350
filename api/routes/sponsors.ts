// /api/sponsors: the spec's media and schedule rules run on create and on the merged row of a patch.
import { Hono } from 'hono';
import { z } from 'zod';
import { checkSponsorRules, sponsorCreateSchema, sponsorUpdateSchema } from '../../core/schemas/sponsor.ts';
import { requireOrganiser } from '../authz.ts';
import { run, type ApiEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { body, parse, pathId } from '../validate.ts';

const mergedRules = z.object({}).passthrough().superRefine(checkSponsorRules);

export const sponsors = new Hono<ApiEnv>()
  .get('/', async (c) =>
    c.json(
      await run(c, async (tx) => camelAll(await tx.query('select * from public.sponsors order by name, id'))),
    ),
  )
  .get('/:id', async (c) => {
    const id = pathId(c);
    const row = await run(c, (tx) => selectRow(tx, 'sponsors', id));
    if (!row) throw notFound('Sponsor');
    return c.json(row);
  })
  .post('/', async (c) => {
    const input = await body(c, sponsorCreateSchema);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'create sponsors');
      return insertRow(tx, 'sponsors', input);
    });
    return c.json(row, 201);
  })
  .patch('/:id', async (c) => {
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
  })
  .delete('/:id', async (c) => {
    const id = pathId(c);
    const deleted = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'delete sponsors');
      return deleteRow(tx, 'sponsors', id);
    });
    if (!deleted) throw notFound('Sponsor');
    return c.body(null, 204);
  });
