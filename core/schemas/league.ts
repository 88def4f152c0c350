// Leagues: a name, a season and the settings that score its standings.
import { z } from 'zod';
import { id, requiredText, timestamp, newRowOrganisation } from './common.ts';
import { tiebreakerSchema } from './enums.ts';

const points = z.number().int().min(0).max(100);
/**
 * Each default is written once here (leagueSettingsSchema.parse({}) gives them all); the database's
 * public.default_league_settings() holds the same values, and tests/db/rpc-standings.test.ts ties them.
 */
export const leagueSettingsSchema = z.object({
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
