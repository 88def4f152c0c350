// /api/cups/{id}/draw, /bracket and walkovers (docs/cups.md). The draw is placed by
// core/rules/cup-draw.ts (pure, seeded) and saved by public.save_cup_draw, which refuses a new draw
// once the first match has started; winners move on in SQL.
import {
  cupBracketSchema,
  cupDrawSchema,
  cupRoundDateSchema,
  cupWalkoverSchema,
  type CupBracket,
} from '@core/schemas/cup.ts';
import { drawCup, type DrawEntry } from '@core/rules/cup-draw.ts';
import type { Queryable } from '../db/port.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { ids, jsonBody, ok, routes } from '../declare.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { camelAll } from '../rows.ts';
import { pathId } from '../validate.ts';
import { findCup, selectEntries } from './cups.ts';

type Cup = CupBracket['cup'];

export async function selectBracket(tx: Queryable, cupId: number): Promise<CupBracket> {
  const cup = await findCup(tx, cupId);
  const entries = await selectEntries(tx, cupId);
  const matches = await tx.query(
    `select m.id, m.round, m.slot, m.home_entry_id, m.away_entry_id, m.home_needs, m.away_needs,
       m.winner_entry_id, m.decided_by, f.id as fixture_id, f.status as fixture_status, f.kickoff_at,
       coalesce(s.home, 0)::int as home_frames, coalesce(s.away, 0)::int as away_frames
     from public.cup_matches m
     left join public.fixtures f on f.cup_match_id = m.id
     left join lateral (
       select count(*) filter (where fr.winner = 'home') as home, count(*) filter (where fr.winner = 'away') as away
       from public.frames fr where fr.fixture_id = f.id) s on true
     where m.cup_id = $1 order by m.round, m.slot`,
    [cupId],
  );
  const rounds = matches.reduce((n, m) => Math.max(n, m.round as number), 0);
  const dates = await tx.query<{ date: string }>(
    `select public.cup_round_date(c, r)::text as date
     from public.cups c cross join generate_series(1, $2::int) r where c.id = $1 order by r`,
    [cupId, rounds],
  );
  return { cup, rounds, roundDates: dates.map((d) => d.date), entries, matches: camelAll(matches) };
}

/** Each entry's rank for the draw: lower first; null ranks last (the seed breaks every tie). */
async function ranks(
  tx: Queryable,
  cup: Cup,
  seedFrom: string,
  divisionId: number | null,
): Promise<DrawEntry[]> {
  if (seedFrom === 'standings') {
    if (cup.kind !== 'team') {
      throw badRequest('Seeding from standings needs a team cup', {
        seedFrom: ['Seeding from standings needs a team cup'],
      });
    }
    // A division's table has rows only once recomputed; recomputing first gives every team its place
    // in the one order standings_for() keeps (a team that has not played included).
    await tx.query(
      `select count(*) from public.divisions d cross join lateral public.recompute_standings(d.id) s
       where d.league_id = $1`,
      [cup.leagueId],
    );
    return tx.query<{ id: number; rank: number | null }>(
      `select e.id, min(o.n)::int as rank
       from public.cup_entries e
       left join (
         select s.team_id, row_number() over (
           order by (s.division_id is distinct from $2::bigint), d.sort_order, d.id, s.position) as n
         from public.standings_for(array(select x.id from public.divisions x where x.league_id = $3)) s
         join public.divisions d on d.id = s.division_id) o on o.team_id = e.team_id
       where e.cup_id = $1 group by e.id`,
      [cup.id, divisionId, cup.leagueId],
    );
  }
  if (seedFrom === 'rating') {
    // A player's current rating, or a team's average over its active roster; highest first.
    return tx.query<{ id: number; rank: number | null }>(
      `select e.id, -(case when e.player_id is not null
           then (select r.rating from public.current_ratings r where r.player_id = e.player_id)
           else (select avg(r.rating) from public.team_players tp
                 join public.current_ratings r on r.player_id = tp.player_id
                 where tp.team_id = e.team_id and tp.is_active) end)::float8 as rank
       from public.cup_entries e where e.cup_id = $1`,
      [cup.id],
    );
  }
  return tx.query<{ id: number }>('select id from public.cup_entries where cup_id = $1 order by id', [
    cup.id,
  ]);
}

function manualOrder(entries: DrawEntry[], order: number[]): DrawEntry[] {
  const known = new Set(entries.map((e) => e.id));
  if (
    order.length !== known.size ||
    new Set(order).size !== order.length ||
    !order.every((i) => known.has(i))
  ) {
    const message = 'Order must list every entry of the cup once';
    throw badRequest(message, { order: [message] });
  }
  return order.map((id) => ({ id }));
}

export const cupPlay = routes()
  .endpoint(
    {
      method: 'get',
      path: '/{id}/bracket',
      summary: "A cup's bracket: every match by round and slot, its sides, race and score",
      request: { params: ids('id') },
      responses: ok(cupBracketSchema),
    },
    async (c) => {
      const id = pathId(c);
      return c.json(await run(c, (tx) => selectBracket(tx, id)));
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/draw',
      summary: 'Draw the cup (again, until its first match starts), seeded and repeatable (organisers)',
      request: { params: ids('id'), body: jsonBody(cupDrawSchema) },
      responses: ok(cupBracketSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const input = await request.body();
      const seed = input.seed ?? crypto.randomUUID().slice(0, 8);
      const bracket = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'draw cups');
        const cup = await findCup(tx, id);
        let entries = await ranks(tx, cup, input.seedFrom, input.divisionId ?? null);
        if (entries.length < 2) throw conflict('A cup needs at least two entries to draw');
        if (input.seedFrom === 'manual') entries = manualOrder(entries, input.order ?? []);
        const draw = drawCup(entries, input.seedFrom, seed);
        await tx.query('select public.save_cup_draw($1, $2, $3, $4, $5)', [
          id,
          input.seedFrom,
          seed,
          draw.seeds,
          draw.positions,
        ]);
        return selectBracket(tx, id);
      });
      return c.json(bracket);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/matches/{matchId}/walkover',
      summary: 'Give a match to one side without play; the winner moves on (organisers)',
      request: { params: ids('id', 'matchId'), body: jsonBody(cupWalkoverSchema) },
      responses: ok(cupBracketSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const matchId = pathId(c, 'matchId');
      const input = await request.body();
      const bracket = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'award walkovers');
        const found = await tx.query('select 1 from public.cup_matches where id = $1 and cup_id = $2', [
          matchId,
          id,
        ]);
        if (found.length === 0) throw notFound('Cup match');
        await tx.query('select public.cup_walkover($1, $2)', [matchId, input.winnerEntryId]);
        return selectBracket(tx, id);
      });
      return c.json(bracket);
    },
  )
  .endpoint(
    {
      method: 'put',
      path: '/{id}/rounds/{round}',
      summary: 'Date a round; its fixtures not yet played move to that date (organisers)',
      request: { params: ids('id', 'round'), body: jsonBody(cupRoundDateSchema) },
      responses: ok(cupBracketSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const round = pathId(c, 'round');
      const input = await request.body();
      const bracket = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'date cup rounds');
        const before = await selectBracket(tx, id);
        const most = before.rounds || 8;
        if (round > most) {
          const message = `Round must be from 1 to ${most}`;
          throw badRequest(message, { round: [message] });
        }
        await tx.query('select public.set_cup_round_date($1, $2, $3::date)', [id, round, input.date]);
        return selectBracket(tx, id);
      });
      return c.json(bracket);
    },
  );
