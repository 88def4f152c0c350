// Cups: knockouts of a league (docs/cups.md). Entries, the draw's request and the bracket as every
// face reads it; the draw itself is core/rules/cup-draw.ts.
import { z } from 'zod';
import { dateTime, id, optionalId, requiredId, requiredText, timestamp } from './common.ts';
import { fixtureStatusSchema } from './enums.ts';

export const cupKinds = ['team', 'singles'] as const;
export const cupKindSchema = z.enum(cupKinds, { error: 'Kind must be team or singles' });

export const seedFroms = ['manual', 'standings', 'rating', 'random'] as const;
export const seedFromSchema = z.enum(seedFroms, {
  error: 'Seed from must be manual, standings, rating or random',
});

/** The most entries a cup takes: a 256 bracket, eight rounds. */
export const maxCupEntries = 256;

export const cupSchema = z.object({
  id,
  leagueId: id,
  name: z.string(),
  kind: cupKindSchema,
  bestOf: z.array(z.number()),
  handicap: z.boolean(),
  venueId: id,
  startsAt: timestamp,
  seedFrom: seedFromSchema.nullable(),
  drawSeed: z.string().nullable(),
  drawnAt: timestamp.nullable(),
  createdAt: timestamp,
});

const bestOf = z
  .number({ error: 'Best of must be a whole odd number of frames' })
  .int('Best of must be a whole odd number of frames')
  .min(1, 'Best of must be at least 1 frame')
  .max(99, 'Best of must be at most 99 frames')
  .refine((n) => n % 2 === 1, 'Best of must be an odd number of frames');

export const cupCreateSchema = z
  .object({
    leagueId: requiredId('League'),
    name: requiredText('Name', 255),
    kind: cupKindSchema,
    bestOf: z
      .array(bestOf, { error: 'Best of must be a list of frames per round' })
      .min(1, 'Best of needs at least one round')
      .max(8, 'Best of may name at most 8 rounds')
      .default([5]),
    handicap: z.boolean({ error: 'Handicap must be true or false' }).default(false),
    venueId: requiredId('Venue'),
    startsAt: dateTime('Starts At').optional(),
  })
  .refine((c) => !c.handicap || c.kind === 'singles', {
    message: 'Handicaps are for singles cups only',
    path: ['handicap'],
  });
export type CupCreate = z.input<typeof cupCreateSchema>;

export const cupEntrySchema = z.object({
  id,
  cupId: id,
  teamId: id.nullable(),
  playerId: id.nullable(),
  seed: z.number().nullable(),
  name: z.string(),
});
export type CupEntry = z.infer<typeof cupEntrySchema>;

export const cupEntryCreateSchema = z
  .object({ teamId: optionalId, playerId: optionalId })
  .refine((e) => (e.teamId == null) !== (e.playerId == null), {
    message: 'Name a team or a player',
    path: ['teamId'],
  });
export type CupEntryCreate = z.input<typeof cupEntryCreateSchema>;

export const cupDrawSchema = z
  .object({
    seedFrom: seedFromSchema,
    seed: requiredText('Seed', 100).optional(),
    order: z.array(id, { error: 'Order must list entry ids' }).max(maxCupEntries).optional(),
    divisionId: optionalId,
  })
  .refine((d) => d.seedFrom !== 'manual' || d.order !== undefined, {
    message: 'Order is required for a manual draw',
    path: ['order'],
  });
export type CupDraw = z.input<typeof cupDrawSchema>;

export const cupWalkoverSchema = z.object({ winnerEntryId: requiredId('Winner') });
export type CupWalkover = z.input<typeof cupWalkoverSchema>;

/** PUT /api/cups/{id}/rounds/{round}: the round's date; its unplayed fixtures move to it. */
export const cupRoundDateSchema = z.object({
  date: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
});
export type CupRoundDate = z.input<typeof cupRoundDateSchema>;

export const cupMatchSchema = z.object({
  id,
  round: z.number(),
  slot: z.number(),
  homeEntryId: id.nullable(),
  awayEntryId: id.nullable(),
  homeNeeds: z.number().nullable(),
  awayNeeds: z.number().nullable(),
  winnerEntryId: id.nullable(),
  decidedBy: z.enum(['bye', 'walkover', 'result']).nullable(),
  fixtureId: id.nullable(),
  fixtureStatus: fixtureStatusSchema.nullable(),
  kickoffAt: timestamp.nullable(),
  homeFrames: z.number(),
  awayFrames: z.number(),
});
export type CupMatch = z.infer<typeof cupMatchSchema>;

/** Everything a bracket shows: matches by round and slot (round 1 first), entries by seed. */
export const cupBracketSchema = z.object({
  cup: cupSchema,
  rounds: z.number(),
  /** Each round's date (YYYY-MM-DD), round 1 first: set by an organiser or round 1's plus 7 days a round. */
  roundDates: z.array(z.string()),
  entries: z.array(cupEntrySchema),
  matches: z.array(cupMatchSchema),
});
export type CupBracket = z.infer<typeof cupBracketSchema>;
