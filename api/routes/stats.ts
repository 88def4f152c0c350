// Statistics of one player or one team: GET /api/players/{id}/stats and /api/teams/{id}/stats.
// Every figure comes from the database (public.player_stats, public.team_stats, their frame details;
// docs/rating.md);
// this file only checks the input and shapes the answer. Anonymous callers may read them.
import { anyRecorded, recordedDetails } from '@core/rules/frame-detail-figures.ts';
import {
  playerHistorySchema,
  playerStatsWithDetailsSchema,
  teamStatsWithDetailsSchema,
  type PlayerStats,
} from '@core/schemas/stats.ts';
import type { Queryable, Row } from '../db/port.ts';
import { run } from '../context.ts';
import { filters, ids, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camel, camelAll, type Table } from '../rows.ts';
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

/**
 * What the leagues of a player's frames and rosters (or a team's divisions and fixtures) record,
 * within the filters: which frame-detail figures their statistics pages show.
 */
async function recordedFor(
  tx: Queryable,
  of: 'player' | 'team',
  id: number,
  leagueId: number | null,
  divisionId: number | null,
) {
  const leaguesOf =
    of === 'player'
      ? `select d.league_id from public.player_frames pf join public.fixtures f on f.id = pf.fixture_id
           join public.divisions d on d.id = f.division_id where pf.player_id = $1
         union select d.league_id from public.team_players tp
           join public.division_teams dt on dt.team_id = tp.team_id
           join public.divisions d on d.id = dt.division_id where tp.player_id = $1 and tp.is_active`
      : `select d.league_id from public.division_teams dt join public.divisions d on d.id = dt.division_id
           where dt.team_id = $1
         union select d.league_id from public.fixtures f join public.divisions d on d.id = f.division_id
           where f.home_team_id = $1 or f.away_team_id = $1`;
  const rows = await tx.query<{ settings: Record<string, unknown> }>(
    `select l.settings from public.leagues l
     where l.id in (${leaguesOf}) and ($2::bigint is null or l.id = $2)
       and ($3::bigint is null or l.id = (select d.league_id from public.divisions d where d.id = $3))`,
    [id, leagueId, divisionId],
  );
  return anyRecorded(rows.map((r) => recordedDetails(r.settings)));
}

export const playerStatsRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/stats',
    summary:
      "A player's frame statistics and rating (filters: league, division; the rating is over all frames)",
    request: { params: ids('id'), query: filters('leagueId', 'divisionId') },
    responses: ok(playerStatsWithDetailsSchema),
  },
  async (c) => {
    const id = pathId(c);
    const leagueId = queryId(c, 'leagueId') ?? null;
    const divisionId = queryId(c, 'divisionId') ?? null;
    const [row, details] = await run(c, async (tx) => {
      await mustExist(tx, 'players', id, 'Player');
      const [r] = await tx.query(
        `select s.player_id, s.frames_played, s.frames_won, s.frames_lost, s.win_pct, s.matches_played,
           s.form, s.streak, s.home_played, s.home_won, s.away_played, s.away_won, s.rating,
           s.rating_frames, s.provisional
         from public.player_stats($2, $3, $1) s`,
        [id, leagueId, divisionId],
      );
      const [d] = await tx.query('select * from public.player_frame_details($1, $2, $3)', [
        id,
        leagueId,
        divisionId,
      ]);
      const recorded = await recordedFor(tx, 'player', id, leagueId, divisionId);
      return [r, { ...camel<Record<string, number | null>>(d), recorded }] as const;
    });
    return c.json({ ...playerStats(row), ...details });
  },
);

export const playerHistoryRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/rating-history',
    summary: "A player's team, rating after each rated frame and last ten counted frames (anyone)",
    request: { params: ids('id') },
    responses: ok(playerHistorySchema),
  },
  async (c) => {
    const id = pathId(c);
    const [team, ratings, recentFrames] = await run(c, async (tx) => {
      await mustExist(tx, 'players', id, 'Player');
      // One after the other: a transaction's client runs one statement at a time.
      return [
        await tx.query(
          `select t.id, t.name from public.team_players tp join public.teams t on t.id = tp.team_id
           where tp.player_id = $1 and tp.is_active order by tp.joined_at desc, tp.id desc limit 1`,
          [id],
        ),
        await tx.query(
          `select public.iso_time(r.kickoff_at) as at,
             case when r.home_player_id = $1 then r.home_before + r.delta else r.away_before - r.delta end
               as rating
           from public.frame_ratings r where $1 in (r.home_player_id, r.away_player_id)
           order by r.kickoff_at, r.fixture_id, r.frame_no, r.rack`,
          [id],
        ),
        await tx.query(
          `select pf.frame_id, pf.fixture_id, public.iso_time(pf.kickoff_at) as kickoff_at,
             pf.opponent_id, o.full_name as opponent_name, pf.won
           from public.player_frames pf left join public.players o on o.id = pf.opponent_id
           where pf.player_id = $1
           order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc limit 10`,
          [id],
        ),
      ] as const;
    });
    return c.json({
      team: team[0] ? camel(team[0]) : null,
      ratings: camelAll(ratings),
      recentFrames: camelAll(recentFrames),
    });
  },
);

export const teamStatsRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/stats',
    summary: "A team's final matches: results, frames, home and away, form, clean sweeps, biggest win",
    request: { params: ids('id'), query: filters('leagueId', 'divisionId') },
    responses: ok(teamStatsWithDetailsSchema),
  },
  async (c) => {
    const id = pathId(c);
    const leagueId = queryId(c, 'leagueId') ?? null;
    const divisionId = queryId(c, 'divisionId') ?? null;
    const body = await run(c, async (tx) => {
      await mustExist(tx, 'teams', id, 'Team');
      const [r] = await tx.query('select * from public.team_stats($1, $2, $3)', [id, leagueId, divisionId]);
      const [d] = await tx.query('select * from public.team_frame_details($1, $2, $3)', [
        id,
        leagueId,
        divisionId,
      ]);
      const recorded = await recordedFor(tx, 'team', id, leagueId, divisionId);
      return { teamId: id, ...camel(r), ...camel(d), recorded };
    });
    return c.json(body);
  },
);
