// /api/sponsors: the spec's media and schedule rules run on create and on the merged row of a patch.
import { z } from 'zod';
import {
  checkSponsorRules,
  sponsorCreateSchema,
  sponsorSchema,
  sponsorUpdateSchema,
} from '@core/schemas/sponsor.ts';
import { imageProblem, imageTypes, sniffImageType } from '@core/rules/image-type.ts';
import { requireOrganiser } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { parse, pathId, queryId } from '../validate.ts';

const mergedRules = z.object({}).passthrough().superRefine(checkSponsorRules);

export const sponsors = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List sponsors (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(sponsorSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select * from public.sponsors where ($1::bigint is null or organisation_id = $1) order by name, id`,
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
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create sponsors');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        return insertRow(tx, 'sponsors', { ...input, organisationId });
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
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update sponsors');
        const current = await selectRow<Record<string, unknown>>(tx, 'sponsors', id);
        if (!current) throw notFound('Sponsor');
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        parse(mergedRules, { ...current, ...defined });
        return updateRow(tx, 'sponsors', id, input);
      });
      // Readable but not writable: another organisation's sponsor (RLS changed no row).
      if (!row) throw notFound('Sponsor');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/image',
      summary: 'Upload the sponsor image (organisers): a PNG, JPEG or WebP of at most 2 MB as the raw body',
      request: {
        params: ids('id'),
        body: {
          required: true,
          content: Object.fromEntries(
            imageTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
          ),
        },
      },
      responses: ok(z.object({ imageUrl: z.string() })),
    },
    async (c) => {
      const id = pathId(c);
      const images = c.var.deps.images;
      const imageUrl = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'upload sponsor images');
        if (!(await selectRow(tx, 'sponsors', id))) throw notFound('Sponsor');
        if (!images) {
          throw new ApiError(
            501,
            'not_implemented',
            'Image uploads are not available on this deployment: upload the image to Storage and use its URL (docs/operations.md, Sponsor images)',
          );
        }
        // bodyLimits (api/body-limits.ts) has already refused anything over 2 MB.
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const problem = imageProblem(bytes, c.req.header('content-type'));
        if (problem) throw badRequest(problem, { image: [problem] });
        // imageProblem found the bytes to be the declared type, so the sniffed type is that one.
        const url = await images.save(bytes, sniffImageType(bytes)!);
        await updateRow(tx, 'sponsors', id, { imageUrl: url });
        return url;
      });
      return c.json({ imageUrl });
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
