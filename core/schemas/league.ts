// Leagues (spec section 3): a name, a season and the settings that score its standings.
import { z } from 'zod';
import { id, requiredText, timestamp } from './common.ts';

export const defaultLeagueSettings = {
  format: 'round_robin',
  points: { win: 3, draw: 1, loss: 0, per_frame: 1 },
  bonus: { clean_sweep: 2 },
} as const;

const points = z.number().int().min(0).max(100);
export const leagueSettingsSchema = z.object({
  format: z.enum(['round_robin']).default('round_robin'),
  points: z
    .object({
      win: points.default(3),
      draw: points.default(1),
      loss: points.default(0),
      per_frame: points.default(1),
    })
    .default({ win: 3, draw: 1, loss: 0, per_frame: 1 }),
  bonus: z.object({ clean_sweep: points.default(2) }).default({ clean_sweep: 2 }),
});
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;

export const leagueSchema = z.object({
  id,
  name: z.string(),
  season: z.string(),
  createdBy: z.string().nullable(),
  settings: leagueSettingsSchema,
  createdAt: timestamp,
});
export type League = z.infer<typeof leagueSchema>;

const leagueFields = {
  name: requiredText('Name', 255),
  season: requiredText('Season', 100),
  settings: leagueSettingsSchema.optional(),
};

/** createdBy may be sent (the spec's client does) but the server always uses the current user. */
export const leagueCreateSchema = z.object({ ...leagueFields, createdBy: z.string().nullable().optional() });
export type LeagueCreate = z.input<typeof leagueCreateSchema>;

export const leagueUpdateSchema = z.object(leagueFields).partial();
export type LeagueUpdate = z.input<typeof leagueUpdateSchema>;
