// /api/standings: a division's table, in league order (points, frame difference,
// frames for, team name), with the team names a display needs.
import { z } from 'zod';
import { standingSchema } from '../../core/schemas/standing.ts';
import type { Queryable } from '../db/port.ts';
import { run } from '../context.ts';
import { filters, ok, routes } from '../declare.ts';
import { camelAll } from '../rows.ts';
import { queryId } from '../validate.ts';

export function selectStandings(tx: Queryable, divisionId: number | null) {
  return tx.query(
    `select s.*, t.name as team_name from public.standings s join public.teams t on t.id = s.team_id
     where ($1::bigint is null or s.division_id = $1)
     order by s.division_id, s.points desc, s.frames_for - s.frames_against desc, s.frames_for desc, t.name, s.id`,
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
    const divisionId = queryId(c, 'divisionId');
    const rows = await run(c, (tx) => selectStandings(tx, divisionId ?? null));
    return c.json(camelAll(rows));
  },
);
