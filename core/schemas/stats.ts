// Statistics, leaderboards and head-to-head (GET /api/players/{id}/stats, /api/teams/{id}/stats,
// /api/leaderboards, /api/head-to-head). The database computes every figure (docs/rating.md); these
// schemas are the shapes on the wire and the queries' checks.
import { z } from 'zod';
import { id, idParam, timestamp } from './common.ts';

const count = z.number().int().nonnegative();
const frameResult = z.enum(['W', 'L']);
const matchResult = z.enum(['W', 'D', 'L']);

export const playerStatsSchema = z.object({
  playerId: id,
  framesPlayed: count,
  framesWon: count,
  framesLost: count,
  /** 0-100 with one decimal; 0 before any frame. */
  winPct: z.number().min(0).max(100),
  matchesPlayed: count,
  /** The last five frames' results, newest first. */
  form: z.array(frameResult).max(5),
  /** The newest result and how many in a row, e.g. "W3"; null before any frame. */
  streak: z.string().nullable(),
  home: z.object({ played: count, won: count }),
  away: z.object({ played: count, won: count }),
  /** Over all frames, whatever the filters. */
  rating: z.number(),
  ratingFrames: count,
  provisional: z.boolean(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** Frame details (issue 29): public.player_frame_details() and public.team_frame_details(). */
const frameDetailFields = {
  /** The highest break (null: none); centuries: breaks of 100 or more. */
  highBreak: z.number().int().nullable(),
  centuries: count,
  /** Frames won with a dish (break and run), a golden break or a whitewash. */
  dishes: count,
  goldenBreaks: count,
  whitewashes: count,
  /** Snooker frame points scored and conceded in counted frames. */
  framePointsFor: count,
  framePointsAgainst: count,
  /**
   * What the leagues asked about record (any of them; core/rules/frame-detail-figures.ts): the
   * figures a statistics page shows. All false for leagues in the default format.
   */
  recorded: z.object({ breaks: z.boolean(), points: z.boolean(), events: z.boolean() }),
};

/** GET /api/players/{id}/stats: the statistics and the frame details (public.player_frame_details). */
export const playerStatsWithDetailsSchema = playerStatsSchema.extend(frameDetailFields);

export const leaderboardMetrics = ['rating', 'win_pct', 'frames_won'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];

export const leaderboardQuerySchema = z.object({
  leagueId: idParam.optional(),
  divisionId: idParam.optional(),
  metric: z
    .enum(leaderboardMetrics, { error: `metric must be one of ${leaderboardMetrics.join(', ')}` })
    .default('rating'),
  /** Absent: the league's leaderboard.min_frames setting. */
  minFrames: z.coerce
    .number()
    .int('minFrames must be a whole number from 0')
    .min(0, 'minFrames must be a whole number from 0')
    .max(100000, 'minFrames must be at most 100000')
    .optional(),
});

export const leaderboardRowSchema = playerStatsSchema.extend({
  /** 1 for the top; the order is the database's (public.leaderboard). */
  position: z.number().int().positive(),
  name: z.string(),
  teamId: id.nullable(),
});
export const leaderboardSchema = z.object({ rows: z.array(leaderboardRowSchema) });
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const headToHeadQuerySchema = z.object({ playerA: idParam, playerB: idParam });

export const headToHeadSchema = z.object({
  framesPlayed: count,
  playerAWon: count,
  playerBWon: count,
  /** Newest first. */
  frames: z.array(
    z.object({ frameId: id, fixtureId: id, frameNo: id, kickoffAt: timestamp, winnerPlayerId: id }),
  ),
  /** The rating's chance (0-1, four places) that player A wins their next frame. */
  probabilityA: z.number().min(0).max(1),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

const record = z.object({ played: count, won: count, drawn: count, lost: count });
export const teamStatsSchema = z.object({
  teamId: id,
  matchesPlayed: count,
  won: count,
  drawn: count,
  lost: count,
  framesFor: count,
  framesAgainst: count,
  home: record,
  away: record,
  /** The last five final matches, newest first. */
  form: z.array(matchResult).max(5),
  cleanSweeps: count,
  biggestWin: z
    .object({
      fixtureId: id,
      opponentTeamId: id,
      kickoffAt: timestamp,
      home: z.boolean(),
      framesFor: count,
      framesAgainst: count,
    })
    .nullable(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

/** GET /api/teams/{id}/stats: the statistics and the frame details (public.team_frame_details). */
export const teamStatsWithDetailsSchema = teamStatsSchema.extend(frameDetailFields);

/** GET /api/players/{id}/rating-history: the player's page beyond the figures. */
export const playerHistorySchema = z.object({
  /** The team of the player's active roster entry (the newest), null when none. */
  team: z.object({ id, name: z.string() }).nullable(),
  /** The rating after each rated frame, in the order of play. */
  ratings: z.array(z.object({ at: timestamp, rating: z.number() })),
  /** The last ten counted frames, newest first; opponent null when the frame names nobody else. */
  recentFrames: z.array(
    z.object({
      frameId: id,
      fixtureId: id,
      kickoffAt: timestamp,
      opponentId: id.nullable(),
      opponentName: z.string().nullable(),
      won: z.boolean(),
    }),
  ),
});
export type PlayerHistory = z.infer<typeof playerHistorySchema>;
