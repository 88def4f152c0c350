// GET /api/leaderboards and GET /api/head-to-head: players ranked by rating, win percentage or frames
// won, and two players' record against each other with the rating's chance for the next frame. The
// ranking, its ties and the default minimum of frames are the database's (public.leaderboard).
import {
  headToHeadQuerySchema,
  headToHeadSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
} from '@core/schemas/stats.ts';
import { run } from '../context.ts';
import { ok, routes } from '../declare.ts';
import { badRequest } from '../errors.ts';
import { camel } from '../rows.ts';
import { parse, queryId, requiredQueryId } from '../validate.ts';
import { mustExist, playerStats } from './stats.ts';

const given = (value: string | undefined) => (value === '' ? undefined : value);

export const leaderboards = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary: 'Players ranked by rating, win_pct or frames_won (at least minFrames frames here)',
    request: { query: leaderboardQuerySchema },
    responses: ok(leaderboardSchema),
  },
  async (c) => {
    const leagueId = queryId(c, 'leagueId') ?? null;
    const divisionId = queryId(c, 'divisionId') ?? null;
    const { metric, minFrames } = parse(leaderboardQuerySchema.pick({ metric: true, minFrames: true }), {
      metric: given(c.req.query('metric')),
      minFrames: given(c.req.query('minFrames')),
    });
    const rows = await run(c, async (tx) => {
      if (leagueId) await mustExist(tx, 'leagues', leagueId, 'League');
      if (divisionId) await mustExist(tx, 'divisions', divisionId, 'Division');
      return tx.query('select * from public.leaderboard($1, $2, $3, $4)', [
        leagueId,
        divisionId,
        metric,
        minFrames ?? null,
      ]);
    });
    return c.json({
      rows: rows.map((r) => {
        const { fullName, ...stats } = playerStats(r);
        return { ...stats, name: fullName as string };
      }),
    });
  },
);

export const headToHead = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary: "Two players' frames against each other and the rating's chance that A wins the next",
    request: { query: headToHeadQuerySchema },
    responses: ok(headToHeadSchema),
  },
  async (c) => {
    const playerA = requiredQueryId(c, 'playerA');
    const playerB = requiredQueryId(c, 'playerB');
    if (playerA === playerB) {
      throw badRequest('playerB must be a different player from playerA', { playerB: ['Same as playerA'] });
    }
    const row = await run(c, async (tx) => {
      await mustExist(tx, 'players', playerA, 'Player');
      await mustExist(tx, 'players', playerB, 'Player');
      const [r] = await tx.query('select * from public.head_to_head($1, $2)', [playerA, playerB]);
      return r;
    });
    return c.json(camel(row));
  },
);
