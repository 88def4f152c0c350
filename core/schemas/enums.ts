// The enumerations, in the same spelling as the Postgres enums (a new value also needs a migration).
import { z } from 'zod';

export const roles = ['organiser', 'captain', 'player'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const fixtureStatuses = ['scheduled', 'in_play', 'final', 'postponed', 'void'] as const;
export const fixtureStatusSchema = z.enum(fixtureStatuses);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

/** The side awarded a forfeited match, or both when both sides forfeit (both lose, no frames). */
export const forfeitSides = ['home', 'away', 'both'] as const;
export const forfeitSideSchema = z.enum(forfeitSides);
export type ForfeitSide = z.infer<typeof forfeitSideSchema>;

/** What breaks a tie on points, in the order a league chooses (docs/decisions.md). */
export const tiebreakers = [
  'head_to_head',
  'frame_difference',
  'frames_for',
  'name',
  'points_difference',
] as const;
export const tiebreakerSchema = z.enum(tiebreakers);
export type Tiebreaker = z.infer<typeof tiebreakerSchema>;

/** The game a league plays (its settings' game). */
export const games = ['snooker', 'eight_ball', 'nine_ball', 'ten_ball', 'blackball'] as const;
export const gameSchema = z.enum(games);

/** frames: one rack a frame; races: each frame row is a race to N racks. */
export const matchFormats = ['frames', 'races'] as const;
export const matchFormatSchema = z.enum(matchFormats);

/** How a race-to league's rubbers are handicapped. */
export const handicaps = ['none', 'rating', 'fixed'] as const;
export const handicapSchema = z.enum(handicaps);

/** What a won pool frame may be marked as. */
export const frameEvents = ['dish', 'golden_break', 'whitewash'] as const;
export const frameEventSchema = z.enum(frameEvents);
export type FrameEvent = z.infer<typeof frameEventSchema>;

export const frameWinners = ['home', 'away', 'na'] as const;
export const frameWinnerSchema = z.enum(frameWinners);
export type FrameWinner = z.infer<typeof frameWinnerSchema>;

export const transferStatuses = ['pending', 'approved', 'rejected'] as const;
export const transferStatusSchema = z.enum(transferStatuses);

export const wallboardTypes = [
  'live_scores',
  'fixtures',
  'league_table',
  'sponsors',
  'now_playing',
  'top_players',
  'bracket',
  'playlist',
  'high_breaks',
] as const;
export const wallboardTypeSchema = z.enum(wallboardTypes);
/**
 * The one declaration of the wallboard types. What each type does differently is its record in
 * core/rules/wallboard-types.ts; its view is kiosk/src/display/wallboard-view.tsx (docs/architecture.md,
 * "A wallboard type").
 */
export type WallboardType = z.infer<typeof wallboardTypeSchema>;
