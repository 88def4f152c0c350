// /api/standings: a division's table with each team's name and position, as public.standings_for()
// orders it (the order's one home; clients show the position and never sort again).
import { z } from 'zod';
import { standingSchema } from '@core/schemas/standing.ts';
import type { Queryable } from '../db/port.ts';
import { run } from '../context.ts';
import { filters, ok, routes } from '../declare.ts';
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
    // Anonymous readers share one answer per change through api/read-cache.ts.
    await lapseConfirmations(c);
    return c.json(camelAll(await run(c, (tx) => selectStandings(tx, divisionId))));
  },
);
