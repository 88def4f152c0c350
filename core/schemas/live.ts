// The live stream (GET /api/live): topics, filters and the event payload from pg_notify.
import { z } from 'zod';
import { liveTopics } from '../rules/live-tables.ts';
import { fixtureStatusSchema, frameWinnerSchema } from './enums.ts';

export const liveTopicSchema = z.enum(liveTopics);

/** The NOTIFY JSON (notify_live(), supabase/migrations/20261201400000_live_events_carry_races.sql): a
 * type such as "frames.update", the ids it concerns and, for frames and fixtures, what a score board shows. */
export const liveEventSchema = z.object({
  type: z.string().regex(/^[a-z_]+\.(insert|update|delete)$/),
  fixtureId: z.number().optional(),
  divisionId: z.number().optional(),
  /** Where a match is played (fixtures, frames, breaks; leagueId for standings too), and where a
   *  moved fixture was: a paired TV hears only its boards' (api/live-scope.ts). */
  leagueId: z.number().optional(),
  venueId: z.number().optional(),
  fromDivisionId: z.number().optional(),
  fromLeagueId: z.number().optional(),
  fromVenueId: z.number().optional(),
  wallboardId: z.number().optional(),
  sponsorId: z.number().optional(),
  frameId: z.number().optional(),
  /** breaks: the break (with its frame, fixture and division). */
  breakId: z.number().optional(),
  screenId: z.number().optional(),
  /** frames: its number and winner, and its fixture's score, so a display patches itself at once. A
   *  value this build does not know (a newer database) leaves the field out, not the event. */
  frameNo: z.number().optional(),
  winner: frameWinnerSchema.optional().catch(undefined),
  homeScore: z.number().optional(),
  awayScore: z.number().optional(),
  /** frames of a race-to rubber: its racks (once scored) and its race; absent for a one-rack frame. */
  homeRacks: z.number().optional(),
  awayRacks: z.number().optional(),
  homeRace: z.number().optional(),
  awayRace: z.number().optional(),
  /** fixtures: its status. */
  status: fixtureStatusSchema.optional().catch(undefined),
  /** frames and fixtures: orders events about the same row (a higher one was written later). */
  version: z.number().optional(),
  /** Set by the database when anonymous visitors may not read what the event is about. */
  private: z.boolean().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

const idFilter = z.coerce.number().int().positive().optional();
export const liveQuerySchema = z.object({
  topics: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').map((t) => t.trim()) : [...liveTopics]))
    .pipe(z.array(liveTopicSchema)),
  fixtureId: idFilter,
  divisionId: idFilter,
  wallboardId: idFilter,
  access_token: z.string().optional(),
  /** A paired screen's token (EventSource cannot send X-Screen-Token): its own wallboard's events. */
  screen_token: z.string().optional(),
  /** Where a new EventSource resumes (one that reconnects by itself sends the Last-Event-ID header). */
  lastEventId: z.string().max(4096).optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;
