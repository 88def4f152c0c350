// Fixtures: a match between two teams of a division at a venue, and bulk creation.
import { z } from 'zod';
import { dateTime, id, idParam, optionalId, requiredId, requiredText, timestamp } from './common.ts';
import { confirmationStateSchema } from './confirmation.ts';
import { fixtureStatusSchema, forfeitSideSchema } from './enums.ts';

export const fixtureSchema = z.object({
  id,
  divisionId: id,
  homeTeamId: id,
  awayTeamId: id,
  venueId: id,
  tableId: id.nullable(),
  kickoffAt: timestamp,
  status: fixtureStatusSchema,
  /** Set on a final fixture decided by forfeit: the side awarded it, or both (both lose). */
  forfeit: forfeitSideSchema.nullable().optional(),
  /** When it became final; in a league asking for confirmation, the result's state (docs/result-confirmation.md). */
  completedAt: timestamp.nullable().optional(),
  completedByTeamId: id.nullable().optional(),
  confirmation: confirmationStateSchema.nullable().optional(),
  disputeReason: z.string().nullable().optional(),
  /** Why it was last postponed (kept once it is rescheduled); null when never postponed. */
  postponeReason: z.string().nullable().optional(),
  /** Frames won so far by each side (GET /api/fixtures lists them; a forfeit's are its awarded frames). */
  homeFrames: z.number().int().optional(),
  awayFrames: z.number().int().optional(),
  createdAt: timestamp,
});
export type Fixture = z.infer<typeof fixtureSchema>;

const fixtureFields = {
  divisionId: requiredId('Division'),
  homeTeamId: requiredId('Home Team'),
  awayTeamId: requiredId('Away Team'),
  venueId: requiredId('Venue'),
  tableId: optionalId,
  kickoffAt: dateTime('Kickoff Date & Time'),
  status: fixtureStatusSchema.default('scheduled'),
};

const differentTeams = {
  message: 'Away Team must be different from Home Team',
  path: ['awayTeamId'],
};

export const fixtureCreateSchema = z
  .object(fixtureFields)
  .refine((f) => !(f.homeTeamId > 0) || f.homeTeamId !== f.awayTeamId, differentTeams);
export type FixtureCreate = z.input<typeof fixtureCreateSchema>;

export const fixtureUpdateSchema = z
  .object({ ...fixtureFields, status: fixtureStatusSchema })
  .partial()
  .refine((f) => !(f.homeTeamId! > 0) || f.homeTeamId !== f.awayTeamId, differentTeams);
export type FixtureUpdate = z.input<typeof fixtureUpdateSchema>;

/** Generated fixtures (CLI round robin) are created all or nothing. */
export const fixtureBulkSchema = z.object({
  fixtures: z.array(fixtureCreateSchema).min(1, 'At least one fixture is required').max(2000),
});
export type FixtureBulk = z.input<typeof fixtureBulkSchema>;

/**
 * Filters of GET /api/fixtures: a division's, and those kicking off at or after `from` (the fixture
 * wizard reads every division's and league's fixtures from its first night, to count each venue's
 * tables on a night).
 */
export const fixtureListQuerySchema = z.object({
  divisionId: idParam.optional(),
  organisationId: idParam.optional(),
  from: dateTime('from').optional(),
});

/** POST /api/fixtures/{id}/postpone: why (required, one line), and the new kick-off when already known. */
export const fixturePostponeSchema = z.object({
  reason: requiredText('Reason', 500),
  kickoffAt: dateTime('New Kickoff Date & Time').optional(),
});
export type FixturePostpone = z.input<typeof fixturePostponeSchema>;
