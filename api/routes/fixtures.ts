// /api/fixtures: matches, bulk creation (all or nothing), postponing, and completion through
// complete_fixture so the standings are refreshed in the same transaction. Their frames: frames.ts.
import { z } from 'zod';
import {
  fixtureBulkSchema,
  fixtureCreateSchema,
  fixtureListQuerySchema,
  fixturePostponeSchema,
  fixtureSchema,
  fixtureUpdateSchema,
} from '@core/schemas/fixture.ts';
import { fixtureStatusRules } from '@core/rules/fixture-status.ts';
import type { FixtureStatus } from '@core/schemas/enums.ts';
import { canScoreFixture, isOrganiser, requireOrganiser, requireSignedIn } from '../authz.ts';
import { run } from '../context.ts';
import { created, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow, updateRow } from '../rows.ts';
import { parse, pathId, queryId } from '../validate.ts';
import { lapseConfirmations } from './confirmations.ts';

/** Each listed fixture's frames won by either side: one grouped pass over every frame. */
const allFrames = `left join (
    select x.fixture_id, count(*) filter (where x.winner = 'home') as home,
      count(*) filter (where x.winner = 'away') as away
    from public.frames x group by x.fixture_id
  ) fr on fr.fixture_id = f.id`;
/** The same, counted per fixture through its frames' (fixture_id, frame_no) key. */
const framesPerFixture = `left join lateral (
    select count(*) filter (where x.winner = 'home') as home,
      count(*) filter (where x.winner = 'away') as away
    from public.frames x where x.fixture_id = f.id
  ) fr on true`;

/**
 * Fixtures with each side's frames: a forfeit's as awarded (as public.team_results counts it), else
 * the frames won so far. The whole list makes one grouped pass over the frames: with 2,000 fixtures
 * this measured faster than a count per fixture or a join to team_results. One division's list counts
 * per fixture, so it reads that division's frames only: the grouped pass read the whole deployment's,
 * and with 100 organisations one division's list served 4x fewer requests (bench/organisations.ts).
 */
const listWithScores = (frames: string) => `
  select f.*,
    (case when f.forfeit is null then coalesce(fr.home, 0)
      when f.forfeit = 'home' then public.forfeit_frames(l.settings) else 0 end)::int as home_frames,
    (case when f.forfeit is null then coalesce(fr.away, 0)
      when f.forfeit = 'away' then public.forfeit_frames(l.settings) else 0 end)::int as away_frames
  from public.fixtures f
  join public.divisions d on d.id = f.division_id
  join public.leagues l on l.id = d.league_id
  ${frames}
  where ($1::bigint is null or f.division_id = $1) and ($2::timestamptz is null or f.kickoff_at >= $2)
    and ($3::bigint is null or f.organisation_id = $3)
  order by f.kickoff_at, f.id`;
const listAll = listWithScores(allFrames);
const listDivision = listWithScores(framesPerFixture);

export const fixtures = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List fixtures (?organisationId= keeps one organisation's)",
      request: { query: fixtureListQuerySchema },
      responses: ok(z.array(fixtureSchema)),
    },
    async (c) => {
      const divisionId = queryId(c, 'divisionId');
      const organisationId = queryId(c, 'organisationId') ?? null;
      const { from } = parse(fixtureListQuerySchema, c.req.query());
      await lapseConfirmations(c);
      const rows = await run(c, (tx) =>
        tx.query(divisionId ? listDivision : listAll, [divisionId ?? null, from ?? null, organisationId]),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One fixture',
      request: { params: ids('id') },
      responses: ok(fixtureSchema),
    },
    async (c) => {
      const id = pathId(c);
      const row = await run(c, (tx) => selectRow(tx, 'fixtures', id));
      if (!row) throw notFound('Fixture');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a fixture (organisers)',
      request: { body: jsonBody(fixtureCreateSchema) },
      responses: created(fixtureSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create fixtures');
        return insertRow(tx, 'fixtures', input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/bulk',
      summary: 'Create many fixtures, all or nothing (organisers)',
      request: { body: jsonBody(fixtureBulkSchema) },
      responses: created(z.array(fixtureSchema)),
    },
    async (c, request) => {
      const input = await request.body();
      const rows = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create fixtures');
        return tx.query('select * from public.create_fixtures($1::jsonb) order by kickoff_at, id', [
          JSON.stringify(input.fixtures),
        ]);
      });
      return c.json(camelAll(rows), 201);
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/{id}',
      summary:
        'Edit a fixture (organisers), or start or complete it (organisers or a captain of either team)',
      request: { params: ids('id'), body: jsonBody(fixtureUpdateSchema) },
      responses: ok(fixtureSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      requireSignedIn(c.var.claims);
      const { status, ...fields } = await request.body();
      const row = await run(c, async (tx) => {
        const organiser = await isOrganiser(tx, c.var.claims);
        const editsFields = Object.values(fields).some((v) => v !== undefined);
        if (editsFields && !organiser) throw forbidden('Only organisers can edit fixtures');
        if ((status === 'postponed' || status === 'void') && !organiser)
          throw forbidden('Only organisers can postpone or void fixtures');
        if (!organiser && !(await canScoreFixture(tx, id))) {
          if (!(await selectRow(tx, 'fixtures', id, 'id'))) throw notFound('Fixture');
          throw forbidden('Only organisers or a captain of either team can start or complete a match');
        }
        const updated = await updateRow(
          tx,
          'fixtures',
          id,
          status === 'final' ? fields : { ...fields, status },
        );
        if (!updated) return undefined;
        if (status !== 'final') return updated;
        await tx.query('select public.complete_fixture($1::bigint)', [id]);
        return selectRow(tx, 'fixtures', id);
      });
      if (!row) throw notFound('Fixture');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/postpone',
      summary:
        'Postpone a fixture with a reason (organisers); with a new kick-off it is scheduled again at once',
      request: { params: ids('id'), body: jsonBody(fixturePostponeSchema) },
      responses: ok(fixtureSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const { reason, kickoffAt } = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'postpone fixtures');
        const fixture = await selectRow<{ status: FixtureStatus }>(tx, 'fixtures', id, 'status');
        if (!fixture) throw notFound('Fixture');
        if (!fixtureStatusRules[fixture.status].postpone)
          throw conflict('Only a scheduled or in-play fixture can be postponed');
        // One update, so the captains get one e-mail: "postponed", or "postponed to" the new date.
        return updateRow(
          tx,
          'fixtures',
          id,
          kickoffAt
            ? { postponeReason: reason, kickoffAt, status: 'scheduled' }
            : { postponeReason: reason, status: 'postponed' },
        );
      });
      // Readable but not writable: another organisation's fixture (RLS changed no row).
      if (!row) throw notFound('Fixture');
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a fixture (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const deleted = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete fixtures');
        return deleteRow(tx, 'fixtures', id);
      });
      if (!deleted) throw notFound('Fixture');
      return c.body(null, 204);
    },
  );
