// GET /api/fixtures/{id}/result: everything the web app's result page (/fixtures/{id}) shows in one
// answer, for a phone in a pub: the fixture, its teams and venue by name, its frames with players and
// who entered them by name (never an account id), the dispute, and what the caller may do.
import { z } from 'zod';
import { id, timestamp } from './common.ts';
import { frameWinnerSchema } from './enums.ts';
import { fixtureSchema } from './fixture.ts';

/** A person named to others: their display name, else their player's name; null when neither. */
const personSchema = z.object({ name: z.string().nullable() });

export const resultFrameSchema = z.object({
  id,
  frameNo: z.number().int(),
  homePlayerId: id.nullable(),
  homePlayer: z.string().nullable(),
  awayPlayerId: id.nullable(),
  awayPlayer: z.string().nullable(),
  winner: frameWinnerSchema,
  /** Who last set its players or winner; null when nobody is recorded, and for anonymous callers. */
  enteredBy: personSchema.nullable(),
  /** When its players or winner were last set; null for a frame with nothing entered yet. */
  enteredAt: timestamp.nullable(),
});
export type ResultFrame = z.infer<typeof resultFrameSchema>;

/** A player who may play a side of this fixture (on the team's roster at its date). */
const sidePlayerSchema = z.object({ id, name: z.string() });

export const fixtureResultSchema = z.object({
  fixture: fixtureSchema,
  homeTeam: z.string(),
  awayTeam: z.string(),
  venue: z.string().nullable(),
  division: z.string(),
  frames: z.array(resultFrameSchema),
  /** A disputed result: the reason, who disputed it and when (names for signed-in callers only). */
  dispute: z.object({ reason: z.string(), by: personSchema.nullable(), at: timestamp.nullable() }).nullable(),
  /** The caller is the captain who confirms or disputes this result now. */
  canAnswer: z.boolean(),
  /** The caller is an organiser: corrects frames and settles. */
  canSettle: z.boolean(),
  /** Organisers only (else empty): the players each side may field, for correcting frames. */
  players: z.object({ home: z.array(sidePlayerSchema), away: z.array(sidePlayerSchema) }),
});
export type FixtureResult = z.infer<typeof fixtureResultSchema>;
