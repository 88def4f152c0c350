// Frames of a fixture: who played and who won each one.
import { z } from 'zod';
import { id, optionalId, timestamp } from './common.ts';
import { frameWinnerSchema } from './enums.ts';

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
export type PublicFrame = z.infer<typeof publicFrameSchema>;

/** A frame as the fixtures and frames routes return it. */
export const frameSchema = publicFrameSchema.extend({
  /** Display name of who last set its players or winner; null when none, or for anonymous callers. */
  enteredByName: z.string().nullable(),
});
export type Frame = z.infer<typeof frameSchema>;

/** frameNo is optional: the server numbers a new frame as the existing count plus 1. */
export const frameCreateSchema = z.object({
  frameNo: z.number().int().positive('Frame No must be a positive whole number').max(1000).optional(),
  homePlayerId: optionalId,
  awayPlayerId: optionalId,
  winner: frameWinnerSchema.default('na'),
});
export type FrameCreate = z.input<typeof frameCreateSchema>;

/** Match night sends one field at a time; each field is last-write-wins. */
export const frameUpdateSchema = z
  .object({ homePlayerId: optionalId, awayPlayerId: optionalId, winner: frameWinnerSchema.optional() })
  .refine((f) => Object.values(f).some((v) => v !== undefined), 'Nothing to update');
export type FrameUpdate = z.input<typeof frameUpdateSchema>;
