// /api/cups: knockouts of a league (docs/cups.md) and their entries. The draw, the bracket and
// walkovers are in cup-play.ts; the rules that must hold for every writer are in SQL.
import { z } from 'zod';
import {
  cupCreateSchema,
  cupEntryCreateSchema,
  cupEntrySchema,
  cupSchema,
  maxCupEntries,
} from '@core/schemas/cup.ts';
import type { Queryable } from '../db/port.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { created, filters, ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { camelAll, deleteRow, insertRow, selectRow } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

export async function findCup(tx: Queryable, id: number) {
  const row = await selectRow<z.infer<typeof cupSchema> & { roundDates?: unknown }>(tx, 'cups', id);
  if (!row) throw notFound('Cup');
  // Round dates reach faces as the bracket's roundDates (every round, defaults filled in): the raw
  // column holds only the dates organisers set, and each engine parses a date[] its own way.
  delete row.roundDates;
  return row as z.infer<typeof cupSchema>;
}

/** A cup's entries with their names, top seed first (undrawn entries in the order they came). */
export function selectEntries(tx: Queryable, cupId: number) {
  return tx
    .query(
      `select e.id, e.cup_id, e.team_id, e.player_id, e.seed, coalesce(t.name, p.full_name) as name
       from public.cup_entries e
       left join public.teams t on t.id = e.team_id
       left join public.players p on p.id = e.player_id
       where e.cup_id = $1 order by e.seed nulls last, e.id`,
      [cupId],
    )
    .then((rows) => camelAll<z.infer<typeof cupEntrySchema>>(rows));
}

export const cups = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "List cups (a league's with leagueId, an organisation's with organisationId), newest first",
      request: { query: filters('leagueId', 'organisationId') },
      responses: ok(z.array(cupSchema)),
    },
    async (c) => {
      const leagueId = queryId(c, 'leagueId');
      const organisationId = queryId(c, 'organisationId');
      const rows = await run(c, (tx) =>
        tx.query(
          `select * from public.cups where ($1::bigint is null or league_id = $1)
             and ($2::bigint is null or organisation_id = $2)
           order by created_at desc, id desc`,
          [leagueId ?? null, organisationId ?? null],
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}',
      summary: 'One cup',
      request: { params: ids('id') },
      responses: ok(cupSchema),
    },
    async (c) => {
      const id = pathId(c);
      return c.json(await run(c, (tx) => findCup(tx, id)));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create a cup (organisers)',
      request: { body: jsonBody(cupCreateSchema) },
      responses: created(cupSchema),
    },
    async (c, request) => {
      const input = await request.body();
      const row = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'create cups');
        return insertRow(tx, 'cups', input);
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a cup with its draw and its fixtures (organisers)',
      request: { params: ids('id') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'delete cups');
        if (!(await deleteRow(tx, 'cups', id))) throw notFound('Cup');
      });
      return c.body(null, 204);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{id}/entries',
      summary: "A cup's entries, top seed first",
      request: { params: ids('id') },
      responses: ok(z.array(cupEntrySchema)),
    },
    async (c) => {
      const id = pathId(c);
      return c.json(
        await run(c, async (tx) => {
          await findCup(tx, id);
          return selectEntries(tx, id);
        }),
      );
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/entries',
      summary: 'Enter a team (team cup) or a player (singles cup); clears an unstarted draw (organisers)',
      request: { params: ids('id'), body: jsonBody(cupEntryCreateSchema) },
      responses: created(cupEntrySchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const entry = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'enter teams or players in cups');
        const cup = await findCup(tx, id);
        if (cup.kind === 'team' && input.teamId == null) {
          throw badRequest('A team cup takes teams', { teamId: ['A team cup takes teams'] });
        }
        if (cup.kind === 'singles' && input.playerId == null) {
          throw badRequest('A singles cup takes players', { playerId: ['A singles cup takes players'] });
        }
        const [{ n }] = await tx.query<{ n: number }>(
          'select count(*)::int as n from public.cup_entries where cup_id = $1',
          [id],
        );
        if (n >= maxCupEntries) throw conflict(`A cup takes at most ${maxCupEntries} entries`);
        const row = await insertRow<{ id: number }>(tx, 'cup_entries', { cupId: id, ...input });
        return (await selectEntries(tx, id)).find((e) => e.id === row.id)!;
      });
      return c.json(entry, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/{id}/entries/{entryId}',
      summary: 'Take an entry out of a cup not yet started; clears its draw (organisers)',
      request: { params: ids('id', 'entryId') },
      responses: noContent,
    },
    async (c) => {
      const id = pathId(c);
      const entryId = pathId(c, 'entryId');
      await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'change cup entries');
        const rows = await tx.query(
          'delete from public.cup_entries where id = $1 and cup_id = $2 returning id',
          [entryId, id],
        );
        if (rows.length === 0) throw notFound('Cup entry');
      });
      return c.body(null, 204);
    },
  );
