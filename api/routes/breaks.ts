// Breaks made in frames (snooker): POST /api/frames/{id}/breaks, DELETE /api/breaks/{id}, and a
// league's high breaks (GET /api/leagues/{id}/high-breaks). Who may write them is who may score the
// frame (public.can_score_fixture); the database checks the value against the league's threshold,
// the player against the frame (public.break_follows_frame(), supabase/schemas/breaks.sql).
import { breakCreateSchema, breakCreatedSchema, highBreaksSchema } from '@core/schemas/frame.ts';
import { canScoreFixture, requireSignedIn } from '../authz.ts';
import { run } from '../context.ts';
import { created, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { forbidden, notFound } from '../errors.ts';
import { camelAll, selectRow } from '../rows.ts';
import { pathId } from '../validate.ts';

const refusal = 'Only organisers or a captain of either team can score a match';

export const frameBreaks = routes().endpoint(
  {
    method: 'post',
    path: '/{id}/breaks',
    summary: 'Record a break made in a frame (organisers or a captain of either team)',
    request: { params: ids('id'), body: jsonBody(breakCreateSchema) },
    responses: created(breakCreatedSchema),
  },
  async (c, request) => {
    const id = pathId(c);
    requireSignedIn(c.var.claims);
    const made = await run(c, async (tx) => {
      const frame = await selectRow<{ fixtureId: number }>(tx, 'frames', id, 'fixture_id');
      if (!frame) throw notFound('Frame');
      if (!(await canScoreFixture(tx, frame.fixtureId))) throw forbidden(refusal);
      const { playerId, value, freeBall } = await request.body();
      const [row] = await tx.query<{ id: number }>(
        `insert into public.breaks (frame_id, player_id, value, free_ball) values ($1, $2, $3, $4) returning id`,
        [id, playerId, value, freeBall],
      );
      return { id: Number(row.id) };
    });
    return c.json(made, 201);
  },
);

export const breaks = routes().endpoint(
  {
    method: 'delete',
    path: '/{id}',
    summary: 'Remove a break (organisers or a captain of either team)',
    request: { params: ids('id') },
    responses: noContent,
  },
  async (c) => {
    const id = pathId(c);
    requireSignedIn(c.var.claims);
    await run(c, async (tx) => {
      const [found] = await tx.query<{ fixture_id: number }>(
        'select fixture_id from public.breaks where id = $1',
        [id],
      );
      if (!found) throw notFound('Break');
      if (!(await canScoreFixture(tx, Number(found.fixture_id)))) throw forbidden(refusal);
      await tx.query('delete from public.breaks where id = $1', [id]);
    });
    return c.body(null, 204);
  },
);

export const leagueHighBreaks = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/high-breaks',
    summary: "A league's breaks, highest first (anyone)",
    request: { params: ids('id') },
    responses: ok(highBreaksSchema),
  },
  async (c) => {
    const id = pathId(c);
    const rows = await run(c, async (tx) => {
      if (!(await selectRow(tx, 'leagues', id, 'id'))) throw notFound('League');
      return tx.query(
        `select h.player_id, h.player_name, h.team_name, h.value, h.free_ball, h.fixture_id,
           public.iso_time(h.played_at) as played_at
         from public.high_breaks($1) h`,
        [id],
      );
    });
    return c.json({ rows: camelAll(rows) });
  },
);
