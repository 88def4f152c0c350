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
export const tiebreakers = ['head_to_head', 'frame_difference', 'frames_for', 'name'] as const;
export const tiebreakerSchema = z.enum(tiebreakers);
export type Tiebreaker = z.infer<typeof tiebreakerSchema>;

export const frameWinners = ['home', 'away', 'na'] as const;
export const frameWinnerSchema = z.enum(frameWinners);
export type FrameWinner = z.infer<typeof frameWinnerSchema>;

export const transferStatuses = ['pending', 'approved', 'rejected'] as const;
export const transferStatusSchema = z.enum(transferStatuses);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

export const wallboardTypes = [
  'live_scores',
  'fixtures',
  'league_table',
  'sponsors',
  'now_playing',
  'top_players',
  'bracket',
  'playlist',
] as const;
export const wallboardTypeSchema = z.enum(wallboardTypes);
/**
 * The one declaration of the wallboard types. Each place that treats types differently keys a
 * Record<WallboardType, …> or switches without a default, so the compiler names every place a new
 * type must be handled (docs/architecture.md, "A wallboard type").
 */
export type WallboardType = z.infer<typeof wallboardTypeSchema>;
export const wallboardTypeLabels: Record<WallboardType, string> = {
  live_scores: 'Live Scores',
  fixtures: 'Fixtures',
  league_table: 'League Table',
  sponsors: 'Sponsors',
  now_playing: 'Now Playing',
  top_players: 'Top Players',
  bracket: 'Cup Bracket',
  playlist: 'Playlist',
};
/** The admin form offers every type; a playlist's boards are chosen in its rotation builder. */
export const wallboardFormTypes = wallboardTypes;
