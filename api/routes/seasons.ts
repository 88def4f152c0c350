// Seasons: starting a league's next season (POST /api/leagues/{id}/rollover) and the finished
// seasons kept by their history snapshots (GET /api/seasons). The plan and the moves are the
// database's (supabase/migrations/20261124007000_season_rollover.sql); this only checks and calls.
import { z } from 'zod';
import { pastSeasonSchema, rolloverPlanSchema, rolloverRequestSchema } from '@core/schemas/rollover.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { filters, ids, jsonBody, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { selectRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

export const rollover = routes().endpoint(
  {
    method: 'post',
    path: '/{id}/rollover',
    summary:
      "Start the league's next season (organisers): snapshot, new season with the same divisions, " +
      'the top `promote` teams of each division up and the bottom `relegate` down. `dryRun` only shows the plan. ' +
      'Unfinished fixtures refuse it (409) unless `voidUnfinished`; a league already rolled over answers 409.',
    request: { params: ids('id'), body: jsonBody(rolloverRequestSchema) },
    responses: { ...ok(rolloverPlanSchema), ...ok(rolloverPlanSchema, 201) },
  },
  async (c, request) => {
    const id = pathId(c);
    const input = await request.body();
    const plan = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'start the next season');
      // Another organisation's league is not there for this caller (the dry run too).
      const [own] = await tx.query(
        `select 1 from public.leagues where id = $1
         and organisation_id = any (public.organised_organisations())`,
        [id],
      );
      if (!own && c.var.claims.role !== 'service_role') throw notFound('League');
      if (!(await selectRow(tx, 'leagues', id, 'id'))) throw notFound('League');
      const [row] = await tx.query<{ plan: z.infer<typeof rolloverPlanSchema> }>(
        ...((input.dryRun
          ? ['select public.rollover_plan($1::bigint, $2, $3) as plan', [id, input.promote, input.relegate]]
          : [
              'select public.rollover_league($1::bigint, $2, $3, $4, $5) as plan',
              [id, input.season, input.promote, input.relegate, input.voidUnfinished],
            ]) as [string, unknown[]]),
      );
      return { ...row.plan, season: input.season };
    });
    return c.json(plan, input.dryRun ? 200 : 201);
  },
);

export const seasons = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary:
      'Finished seasons from their history snapshots, newest first, one per league season (its latest ' +
      'snapshot): each division’s final table and champion (none while a team has not played); ' +
      "?organisationId= keeps one organisation's",
    request: { query: filters('organisationId') },
    responses: ok(z.array(pastSeasonSchema)),
  },
  async (c) => {
    const organisationId = queryId(c, 'organisationId') ?? null;
    const rows = await run(c, (tx) =>
      tx.query<{ season: z.infer<typeof pastSeasonSchema> }>(
        `select jsonb_build_object(
           'historyId', h.id, 'leagueId', h.league_id, 'name', h.snapshot #>> '{league,name}',
           'season', h.snapshot #>> '{league,season}', 'takenAt', h.snapshot ->> 'takenAt',
           'divisions', coalesce((
             select jsonb_agg(jsonb_build_object(
                 'name', d.value ->> 'name',
                 'champion', (select s.value ->> 'teamName' from jsonb_array_elements(h.snapshot -> 'standings') s
                              where s.value -> 'divisionId' = d.value -> 'id' and (s.value ->> 'position')::int = 1
                                and not exists (
                                  select 1 from jsonb_array_elements(h.snapshot -> 'standings') u
                                  where u.value -> 'divisionId' = d.value -> 'id'
                                    and (u.value ->> 'played')::int = 0)),
                 'table', coalesce((
                   select jsonb_agg(s.value - 'divisionId' - 'teamId' order by (s.value ->> 'position')::int)
                   from jsonb_array_elements(h.snapshot -> 'standings') s
                   where s.value -> 'divisionId' = d.value -> 'id'), '[]'::jsonb))
               order by d.ordinality)
             from jsonb_array_elements(h.snapshot -> 'divisions') with ordinality d), '[]'::jsonb)
         ) as season
         from (
           -- A league row is one season: its latest snapshot (a CLI snapshot, then the rollover's)
           -- replaces the earlier ones here; GET /api/leagues/{id}/histories keeps them all.
           select distinct on (x.league_id) x.* from public.league_histories x
           where $1::bigint is null or x.organisation_id = $1
           order by x.league_id, x.created_at desc, x.id desc
         ) h
         order by h.created_at desc, h.id desc`,
        [organisationId],
      ),
    );
    return c.json(rows.map((r) => r.season));
  },
);
