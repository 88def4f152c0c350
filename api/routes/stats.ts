// Statistics of one player or one team: GET /api/players/{id}/stats and /api/teams/{id}/stats.
// Every figure comes from the database (public.player_stats, public.team_stats; docs/rating.md);
// this file only checks the input and shapes the answer. Anonymous callers may read them.
import { playerStatsSchema, teamStatsSchema, type PlayerStats } from '../../core/schemas/stats.ts';
import type { Queryable, Row } from '../db/port.ts';
import { run } from '../context.ts';
import { filters, ids, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camel, type Table } from '../rows.ts';
import { pathId, queryId } from '../validate.ts';

interface StatsRow {
  playerId: number;
  framesPlayed: number;
  framesWon: number;
  framesLost: number;
  winPct: number;
  matchesPlayed: number;
  form: PlayerStats['form'];
  streak: string | null;
  homePlayed: number;
  homeWon: number;
  awayPlayed: number;
  awayWon: number;
  rating: number;
  ratingFrames: number;
  provisional: boolean;
}

/** A row of public.player_stats or public.leaderboard as the API answers it. */
export function playerStats(row: Row): PlayerStats & Record<string, unknown> {
  const { homePlayed, homeWon, awayPlayed, awayWon, ...rest } = camel<StatsRow>(row);
  return { ...rest, home: { played: homePlayed, won: homeWon }, away: { played: awayPlayed, won: awayWon } };
}

/** 404 unless the row exists (stats of nobody would be all zeros, not an answer). */
export async function mustExist(tx: Queryable, table: Table, id: number, what: string) {
  const rows = await tx.query(`select 1 from public.${table} where id = $1`, [id]);
  if (rows.length === 0) throw notFound(what);
}

export const playerStatsRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/stats',
    summary:
      "A player's frame statistics and rating (filters: league, division; the rating is over all frames)",
    request: { params: ids('id'), query: filters('leagueId', 'divisionId') },
    responses: ok(playerStatsSchema),
  },
  async (c) => {
    const id = pathId(c);
    const leagueId = queryId(c, 'leagueId') ?? null;
    const divisionId = queryId(c, 'divisionId') ?? null;
    const row = await run(c, async (tx) => {
      await mustExist(tx, 'players', id, 'Player');
      const [r] = await tx.query(
        `select s.player_id, s.frames_played, s.frames_won, s.frames_lost, s.win_pct, s.matches_played,
           s.form, s.streak, s.home_played, s.home_won, s.away_played, s.away_won, s.rating,
           s.rating_frames, s.provisional
         from public.player_stats($2, $3, $1) s`,
        [id, leagueId, divisionId],
      );
      return r;
    });
    return c.json(playerStats(row));
  },
);

export const teamStatsRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/stats',
    summary: "A team's final matches: results, frames, home and away, form, clean sweeps, biggest win",
    request: { params: ids('id'), query: filters('leagueId', 'divisionId') },
    responses: ok(teamStatsSchema),
  },
  async (c) => {
    const id = pathId(c);
    const leagueId = queryId(c, 'leagueId') ?? null;
    const divisionId = queryId(c, 'divisionId') ?? null;
    const row = await run(c, async (tx) => {
      await mustExist(tx, 'teams', id, 'Team');
      const [r] = await tx.query('select * from public.team_stats($1, $2, $3)', [id, leagueId, divisionId]);
      return r;
    });
    return c.json({ teamId: id, ...camel(row) });
  },
);
