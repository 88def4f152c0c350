// Frames of a fixture: who played and who won each one.
import { z } from 'zod';
import { id, optionalId, timestamp } from './common.ts';
import { frameEventSchema, frameWinnerSchema } from './enums.ts';

/** A frame as anyone may see it, wallboards included: no person behind it. */
export const publicFrameSchema = z.object({
  id,
  fixtureId: id,
  frameNo: z.number().int(),
  homePlayerId: id.nullable(),
  awayPlayerId: id.nullable(),
  winner: frameWinnerSchema,
  createdAt: timestamp,
});

const points = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to 500` })
    .int(`${label} must be a whole number from 0 to 500`)
    .min(0, `${label} must be a whole number from 0 to 500`)
    .max(500, `${label} must be a whole number from 0 to 500`);
const racks = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to 25` })
    .int(`${label} must be a whole number from 0 to 25`)
    .min(0, `${label} must be a whole number from 0 to 25`)
    .max(25, `${label} must be a whole number from 0 to 25`);

/**
 * A frame's details, each as its league records them (docs/api.md, "Frame details"): snooker points,
 * a race-to rubber's racks and race (the race is fixed by the database when the frame is made), and
 * a pool event. Null when not recorded.
 */
export const frameDetailsSchema = z.object({
  homePoints: z.number().int().nullable(),
  awayPoints: z.number().int().nullable(),
  homeRacks: z.number().int().nullable(),
  awayRacks: z.number().int().nullable(),
  homeRace: z.number().int().nullable(),
  awayRace: z.number().int().nullable(),
  event: frameEventSchema.nullable(),
});

/** A frame as the fixtures and frames routes return it. */
export const frameSchema = publicFrameSchema.extend({
  /** Display name of who last set its players or winner; null when none, or for anonymous callers. */
  enteredByName: z.string().nullable(),
  ...frameDetailsSchema.shape,
});
export type Frame = z.infer<typeof frameSchema>;

/** frameNo is optional: the server numbers a new frame as the existing count plus 1. */
const detailFields = {
  homePoints: points('Home Points').nullable().optional(),
  awayPoints: points('Away Points').nullable().optional(),
  homeRacks: racks('Home Racks').nullable().optional(),
  awayRacks: racks('Away Racks').nullable().optional(),
  event: frameEventSchema.nullable().optional(),
};
type Details = { [K in keyof typeof detailFields]?: z.output<(typeof detailFields)[K]> };

/** Points and racks are written in pairs: both sides at once (or both cleared). */
function bothSides(f: Details, ctx: z.RefinementCtx) {
  for (const [home, away, what] of [
    ['homePoints', 'awayPoints', 'Points'],
    ['homeRacks', 'awayRacks', 'Racks'],
  ] as const) {
    if ((f[home] === undefined) !== (f[away] === undefined) || (f[home] === null) !== (f[away] === null)) {
      const missing = f[home] === undefined || f[home] === null ? home : away;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `Home ${what} and Away ${what} are sent together`,
      });
    }
  }
}

export const frameCreateSchema = z
  .object({
    frameNo: z.number().int().positive('Frame No must be a positive whole number').max(1000).optional(),
    homePlayerId: optionalId,
    awayPlayerId: optionalId,
    winner: frameWinnerSchema.default('na'),
    ...detailFields,
  })
  .superRefine(bothSides);
export type FrameCreate = z.input<typeof frameCreateSchema>;

/** Match night sends one field at a time; each field is last-write-wins. */
export const frameUpdateSchema = z
  .object({
    homePlayerId: optionalId,
    awayPlayerId: optionalId,
    winner: frameWinnerSchema.optional(),
    ...detailFields,
  })
  .refine((f) => Object.values(f).some((v) => v !== undefined), 'Nothing to update')
  .superRefine(bothSides);

/** A break of at least the league's threshold; over 147 only with a free ball (up to 155). */
export const breakCreateSchema = z
  .object({
    playerId: id,
    value: z
      .number({ error: 'Value must be a whole number from 1 to 147' })
      .int('Value must be a whole number from 1 to 147')
      .min(1, 'Value must be a whole number from 1 to 147')
      .max(155, 'Value must be at most 147, or 155 with a free ball'),
    /** The break began with a free ball (snooker): it may then reach 155. */
    freeBall: z.boolean({ error: 'Free Ball must be true or false' }).default(false),
  })
  .refine((b) => b.value <= 147 || b.freeBall, {
    path: ['value'],
    message: 'Value must be at most 147, or 155 with a free ball',
  });

export const breakCreatedSchema = z.object({ id });

/** GET /api/leagues/{id}/high-breaks: highest first. */
export const highBreaksSchema = z.object({
  rows: z.array(
    z.object({
      playerId: id,
      playerName: z.string(),
      teamName: z.string(),
      value: z.number().int(),
      freeBall: z.boolean(),
      fixtureId: id,
      playedAt: timestamp,
    }),
  ),
});
export type FrameUpdate = z.input<typeof frameUpdateSchema>;
