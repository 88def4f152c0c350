// A fixture's frames (/api/fixtures/{id}/frames) and each frame (/api/frames/{id}): who entered one is
// shown by name; organisers and a captain of either team score them (public.can_score_fixture).
import { z } from 'zod';
import { frameCreateSchema, frameSchema, frameUpdateSchema } from '@core/schemas/frame.ts';
import type { Claims } from '../db/port.ts';
import { canScoreFixture, requireOrganiser, requireSignedIn } from '../authz.ts';
import { run } from '../context.ts';
import { created, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { forbidden, notFound } from '../errors.ts';
import { displayNameOf } from '../names.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { pathId } from '../validate.ts';

/** A frame's columns, who entered it by display name (never the user id; nobody for anonymous callers). */
const frameColumns = (claims: Claims) =>
  'id, fixture_id, frame_no, home_player_id, away_player_id, winner, created_at, updated_at, ' +
  'home_points, away_points, home_racks, away_racks, home_race, away_race, event, ' +
  displayNameOf(claims, 'entered_by', 'entered_by_name');

export const fixtureFrames = routes()
  .endpoint(
    {
      method: 'get',
      path: '/{id}/frames',
      summary: 'Frames of a fixture',
      request: { params: ids('id') },
      responses: ok(z.array(frameSchema)),
    },
    async (c) => {
      const id = pathId(c);
      const rows = await run(c, (tx) =>
        tx.query(
          `select ${frameColumns(c.var.claims)} from public.frames where fixture_id = $1 order by frame_no, id`,
          [id],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/frames',
      summary: 'Add a frame (organisers or a captain of either team)',
      request: { params: ids('id'), body: jsonBody(frameCreateSchema) },
      responses: created(frameSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      requireSignedIn(c.var.claims);
      const { frameNo, ...fields } = await request.body();
      const row = await run(c, async (tx) => {
        if (!(await selectRow(tx, 'fixtures', id, 'id'))) throw notFound('Fixture');
        if (!(await canScoreFixture(tx, id)))
          throw forbidden('Only organisers or a captain of either team can score a match');
        const columns = frameColumns(c.var.claims);
        if (frameNo !== undefined)
          return insertRow(tx, 'frames', { fixtureId: id, frameNo, ...fields }, columns);
        // add_frame numbers the frame (count + 1) under a lock, so two scorers adding at once differ.
        const [added] = await tx.query<{ id: number }>('select id from public.add_frame($1::bigint)', [id]);
        return updateRow(tx, 'frames', Number(added.id), fields, columns);
      });
      return c.json(row, 201);
    },
  );

export const frames = routes()
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One frame',
      request: { params: ids('id') },
      responses: ok(frameSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'frames', id, frameColumns(c.var.claims)));
      if (!row) throw notFound('Frame');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary: 'Score a frame: only the fields sent are written (organisers or a captain of either team)',
      request: { params: ids('id'), body: jsonBody(frameUpdateSchema) },
      responses: ok(frameSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      requireSignedIn(c.var.claims);
      const input = await request.body();
      const row = await run(c, async (tx) => {
        const frame = await selectRow<{ fixtureId: number }>(tx, 'frames', id, 'fixture_id');
        if (!frame) throw notFound('Frame');
        if (!(await canScoreFixture(tx, frame.fixtureId))) {
          throw forbidden('Only organisers or a captain of either team can score a match');
        }
        // Only the fields sent are written: two scorers editing different fields both win.
        return updateRow(tx, 'frames', id, input, frameColumns(c.var.claims));
      });
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a frame (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete frames');
        return deleteRow(tx, 'frames', id);
      });
      if (!deleted) throw notFound('Frame');
      return c.body(null, 204);
    },
  );
