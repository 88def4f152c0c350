// /api/wallboards: TV displays, their sponsor assignments, and the one-request feed a display uses.
import { z } from 'zod';
import {
  checkWallboardRules,
  wallboardCreateSchema,
  wallboardSchema,
  wallboardSponsorCreateSchema,
  wallboardSponsorSchema,
  wallboardUpdateSchema,
  type Wallboard,
} from '@core/schemas/wallboard.ts';
import { wallboardFeedSchema } from '@core/schemas/feed.ts';
import { requireOrganiser } from '../authz.ts';
import { organisationFor } from '../organisations.ts';
import { run, runAsService, timeZoneOf } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { parse, pathId, queryId } from '../validate.ts';
import { checkPlaylist } from '../wallboard-playlist.ts';
import { loadFeed } from './feed.ts';
import { screenMayShow } from '../screen-of-request.ts';

const mergedRules = z.object({}).passthrough().superRefine(checkWallboardRules);

export const wallboards = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List wallboards (?organisationId= keeps one organisation's)",
      request: { query: filters('organisationId') },
      responses: ok(z.array(wallboardSchema)),
    },
    async (c) => {
      const organisationId = queryId(c, 'organisationId') ?? null;
      const rows = await run(c, (tx) =>
        tx.query(
          `select * from public.wallboards where ($1::bigint is null or organisation_id = $1) order by name, id`,
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
      summary: 'One wallboard',
      request: { params: ids('id') },
      responses: ok(wallboardSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'wallboards', id));
      if (!row) throw notFound('Wallboard');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/feed',
      summary:
        'Everything one display needs: fixtures with frames, standings, top players, sponsors in rotation order',
      request: { params: ids('id'), query: z.object({ tz: z.string().optional() }) },
      responses: ok(wallboardFeedSchema),
    },
    async (c) => {
      const id = pathId(c);
      const tz = c.req.query('tz');
      const leagueTz = timeZoneOf(c);
      // Anonymous TVs all see the same feed of a wallboard: one load per change (api/read-cache.ts).
      let feed = await run(c, (tx) => loadFeed(tx, id, tz, leagueTz));
      // A paired screen may show its own wallboard even when it is not public.
      if (!feed && (await screenMayShow(c, id)))
        feed = await runAsService(c, (tx) => loadFeed(tx, id, tz, leagueTz));
      if (!feed) throw notFound('Wallboard');
      return c.json(feed);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a wallboard (organisers)',
      request: { body: jsonBody(wallboardCreateSchema) },
      responses: created(wallboardSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create wallboards');
        const organisationId = await organisationFor(tx, c.var.claims, input.organisationId);
        await checkPlaylist(tx, input);
        return insertRow(tx, 'wallboards', { ...input, organisationId });
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Update a wallboard',
      request: { params: ids('id'), body: jsonBody(wallboardUpdateSchema) },
      responses: ok(wallboardSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'update wallboards');
        const current = await selectRow<Record<string, unknown>>(tx, 'wallboards', id);
        if (!current) throw notFound('Wallboard');
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        const merged = { ...current, ...defined };
        parse(mergedRules, merged);
        await checkPlaylist(tx, { ...(merged as Omit<Wallboard, 'id'>), id });
        return updateRow(tx, 'wallboards', id, input);
      });
      // Readable but not writable: another organisation's wallboard (RLS changed no row).
      if (!row) throw notFound('Wallboard');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a wallboard (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete wallboards');
        return deleteRow(tx, 'wallboards', id);
      });
      if (!deleted) throw notFound('Wallboard');
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/sponsors',
      summary: 'Sponsors assigned to a wallboard',
      request: { params: ids('id') },
      responses: ok(z.array(wallboardSponsorSchema)),
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, (tx) =>
        tx.query('select * from public.wallboard_sponsors where wallboard_id = $1 order by id', [id]),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/sponsors',
      summary: 'Assign a sponsor (organisers)',
      request: { params: ids('id'), body: jsonBody(wallboardSponsorCreateSchema) },
      responses: created(wallboardSponsorSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'assign sponsors to wallboards');
        if (!(await selectRow(tx, 'wallboards', id, 'id'))) throw notFound('Wallboard');
        return insertRow(tx, 'wallboard_sponsors', { wallboardId: id, sponsorId: input.sponsorId });
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}/sponsors/{sponsorId}',
      summary: 'Remove a sponsor (organisers)',
      request: { params: ids('id', 'sponsorId') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const sponsorId = pathId(c, 'sponsorId');
      const rows = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'remove sponsors from wallboards');
        return tx.query(
          'delete from public.wallboard_sponsors where wallboard_id = $1 and sponsor_id = $2 returning id',
          [id, sponsorId],
        );
      });
      if (!rows[0]) throw notFound('Sponsor assignment');
      return c.body(null, 204);
    },
  );
