// Leagues: a name, a season and the settings that score its standings.
import { z } from 'zod';
import { id, requiredText, timestamp, newRowOrganisation } from './common.ts';
import { gameSchema, handicapSchema, matchFormatSchema, tiebreakerSchema } from './enums.ts';

const points = z.number().int().min(0).max(100);
/** A whole number from min to max, refused with one message that names the setting as the form does. */
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
/**
 * Each default is written once here (leagueSettingsSchema.parse({}) gives them all); the database's
 * public.default_league_settings() holds the same values, and tests/db/rpc-standings.test.ts ties them.
 */
export const leagueSettingsSchema = z
  .object({
    format: z.enum(['round_robin']).default('round_robin'),
    points: z
      .object({
        win: points.default(3),
        draw: points.default(1),
        loss: points.default(0),
        per_frame: points.default(1),
      })
      .prefault({}),
    bonus: z.object({ clean_sweep: points.default(2) }).prefault({}),
    /** The fewest frames a player needs to appear on the league's leaderboards. */
    leaderboard: z.object({ min_frames: z.number().int().min(0).max(1000).default(5) }).prefault({}),
    /** How long a match lasts in the calendar feeds (DTEND = kick-off + this). */
    match_length_minutes: z.number().int().min(15).max(1440).default(180),
    frames_per_match: z.number().int().min(1).max(99).default(5),
    /** The frames a forfeit awards; null: frames per match. */
    forfeit_frames: z.number().int().min(0).max(99).nullable().default(null),
    /** A captain's result waits for the other captain (docs/result-confirmation.md). */
    require_confirmation: z.boolean().default(false),
    /** After points, in this order; head-to-head looks at the tied teams' matches only. */
    tiebreakers: z
      .array(tiebreakerSchema)
      .min(1)
      .max(tiebreakerSchema.options.length)
      .refine((t) => new Set(t).size === t.length, 'Each tie-breaker may be chosen once')
      .default(['frame_difference', 'frames_for', 'name']),
    /** The game played; it names the game and changes no rule (docs/match-night-and-tvs.md). */
    game: gameSchema.default('eight_ball'),
    /** frames: each frame row is one rack (today); races: each row is a rubber, a race to race_to racks. */
    match_format: matchFormatSchema.default('frames'),
    race_to: whole(1, 25, 'Race to must be a whole number of racks from 1 to 25').default(3),
    /** Snooker: each frame records both sides' points, and the winner follows from them. */
    frame_points: z.boolean().default(false),
    /** The smallest break recorded (e.g. 30 or 50); 0: breaks are not recorded. */
    break_threshold: whole(
      0,
      147,
      'Breaks must be recorded from a whole number of points from 0 to 147',
    ).default(0),
    /** Pool: a won frame may be marked a dish, a golden break or a whitewash. */
    frame_events: z.boolean().default(false),
    /** Races only: none, from the rating (the cups' race chart) or a fixed start per player. */
    handicap: handicapSchema.default('none'),
    /** handicap fixed: racks each player starts with, by player id, set by the organiser. */
    handicap_starts: z
      .record(
        z.string().regex(/^[1-9][0-9]*$/, 'A player id'),
        whole(0, 24, 'A start must be a whole number of racks from 0 to 24'),
      )
      .default({}),
  })
  .refine((s) => s.handicap === 'none' || s.match_format === 'races', {
    message: 'A handicap needs a race-to match format',
    path: ['handicap'],
  })
  .refine((s) => !s.frame_points || s.match_format === 'frames', {
    message: 'Frame points are recorded for frames of one rack',
    path: ['frame_points'],
  });
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;

export const leagueSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  name: z.string(),
  season: z.string(),
  createdBy: z.string().nullable(),
  settings: leagueSettingsSchema,
  /** The season this one was rolled over to (POST /api/leagues/{id}/rollover); null until then. */
  nextSeasonId: id.nullable(),
  createdAt: timestamp,
});
export type League = z.infer<typeof leagueSchema>;

const leagueFields = {
  name: requiredText('Name', 255),
  season: requiredText('Season', 100),
  settings: leagueSettingsSchema.optional(),
};

/** createdBy may be sent (the spec's client does) but the server always uses the current user. */
export const leagueCreateSchema = z.object({
  ...leagueFields,
  ...newRowOrganisation,
  createdBy: z.string().nullable().optional(),
});
export type LeagueCreate = z.input<typeof leagueCreateSchema>;

export const leagueUpdateSchema = z.object(leagueFields).partial();
export type LeagueUpdate = z.input<typeof leagueUpdateSchema>;
