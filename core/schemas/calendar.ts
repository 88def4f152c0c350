// Calendar feeds: one row of public.calendar_fixtures (a fixture or a deleted fixture's tombstone),
// and the UID that names a fixture's event in every calendar app for good.
import { z } from 'zod';
import { id, timestamp } from './common.ts';

export const calendarFixtureSchema = z.object({
  id,
  divisionId: id,
  homeTeamId: id,
  awayTeamId: id,
  kickoffAt: timestamp,
  calendarSequence: z.number().int().min(0),
  cancelled: z.boolean(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  venueName: z.string(),
  venueAddress: z.string().nullable(),
  /** The fixture's league settings' match length (the default for a tombstone of a deleted division). */
  matchLengthMinutes: z.number().int().positive(),
});
export type CalendarFixture = z.infer<typeof calendarFixtureSchema>;

/** Stable across moves, cancellations and deletion, so an update replaces the same event. */
export const calendarUid = (fixtureId: number) => `fixture-${fixtureId}@cueboard`;

/** A feed's body: RFC 5545 text (text/calendar), not JSON. */
export const calendarTextSchema = z.string();
