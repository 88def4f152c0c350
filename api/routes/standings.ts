// /api/standings: a division's table with each team's name and position, as public.standings_for()
// orders it (the order's one home; clients show the position and never sort again).
import { z } from 'zod';
import { standingSchema } from '@core/schemas/standing.ts';
import type { Queryable } from '../db/port.ts';
import { run } from '../context.ts';
import { filters, ok, routes } from '../declare.ts';
import { feedCache } from '../feed-cache.ts';
import { lapseConfirmations } from './confirmations.ts';
import { camelAll } from '../rows.ts';
import { queryId } from '../validate.ts';

// One division ranks only its own rows (standings_for); the view ranks every division.
export function selectStandings(tx: Queryable, divisionId: number | null) {
  return divisionId === null
    ? tx.query('select s.* from public.standings_table s order by s.division_id, s.position')
    : tx.query(
        'select s.* from public.standings_for(array[$1::bigint]) s order by s.division_id, s.position',
        [divisionId],
      );
}

export const standings = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary: "A division's standings, in league order",
    request: { query: filters('divisionId') },
    responses: ok(z.array(standingSchema)),
  },
  async (c) => {
    const divisionId = queryId(c, 'divisionId') ?? null;
    const load = async () => {
      await lapseConfirmations(c);
      return camelAll(await run(c, (tx) => selectStandings(tx, divisionId)));
    };
    // Every anonymous reader sees the same table: shared and briefly cached as JSON text, as the
    // wallboard feed is (league night's phones cost one query per change, not one per request).
    const shared = c.var.claims.role === 'anon' && !c.req.header('x-screen-token');
    if (!shared) return c.json(await load());
    const key = `standings:${divisionId ?? 'all'}`;
    const text = await feedCache(c.var.deps.db, c.var.deps.logger).get(key, async () =>
      JSON.stringify(await load()),
    );
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  },
);
