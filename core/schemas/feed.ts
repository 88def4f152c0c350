// GET /api/wallboards/{id}/feed: everything one display needs in one response.
import { z } from 'zod';
import { cupBracketSchema } from './cup.ts';
import { fixtureSchema } from './fixture.ts';
import { frameDetailsSchema, publicFrameSchema } from './frame.ts';
import { sponsorSchema } from './sponsor.ts';
import { standingSchema } from './standing.ts';
import { wallboardSchema } from './wallboard.ts';

/**
 * A wallboard's frame: public, with a race-to rubber's racks and race (null for a one-rack frame), so a
 * TV shows "3–2" and "Race 4–3" (kiosk/src/display/score-cards.tsx).
 */
export const feedFrameSchema = publicFrameSchema.extend(
  frameDetailsSchema.pick({ homeRacks: true, awayRacks: true, homeRace: true, awayRace: true }).shape,
);
export type FeedFrame = z.infer<typeof feedFrameSchema>;

export const feedFixtureSchema = fixtureSchema.extend({
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  venueName: z.string(),
  /** Public frames: a wallboard names no one (no enteredByName). */
  frames: z.array(feedFrameSchema),
  /** Frames won by each side (winner na does not count). */
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type FeedFixture = z.infer<typeof feedFixtureSchema>;

/** One row of a top_players board: public figures of public.leaderboard, no ids. */
export const feedTopPlayerSchema = z.object({
  position: z.number().int().positive(),
  name: z.string(),
  teamName: z.string().nullable(),
  framesPlayed: z.number().int().nonnegative(),
  winPct: z.number().min(0).max(100),
  rating: z.number(),
  provisional: z.boolean(),
});
export type FeedTopPlayer = z.infer<typeof feedTopPlayerSchema>;

/** One row of a high_breaks board: public.high_breaks(), names and no ids. */
export const feedHighBreakSchema = z.object({
  /** 1 for the highest; equal breaks share a position. */
  position: z.number().int().positive(),
  name: z.string(),
  teamName: z.string(),
  value: z.number().int().positive(),
  /** A break of 100 or more (as public.player_frame_details() counts centuries). */
  century: z.boolean(),
});
export type FeedHighBreak = z.infer<typeof feedHighBreakSchema>;

export const wallboardFeedSchema = z.object({
  wallboard: wallboardSchema,
  fixtures: z.array(feedFixtureSchema),
  standings: z.array(standingSchema),
  /** Active sponsors, in weighted rotation order (a sponsor of weight w appears w times). */
  sponsors: z.array(sponsorSchema),
  /** top_players: the league's or division's top ten by rating; empty for the other types. */
  topPlayers: z.array(feedTopPlayerSchema),
  /** high_breaks: the league's or division's ten highest breaks; empty for the other types. */
  highBreaks: z.array(feedHighBreakSchema),
  /** With showQr: the path of the public page the display's QR code opens (its division's, else its league's). */
  publicPath: z.string().nullable(),
  /** bracket: the league's most recently drawn cup (docs/cups.md); null for the other types. */
  bracket: cupBracketSchema.nullable(),
  /** The board's header: its league's name (the division's league for a division board), null for none. */
  leagueName: z.string().nullable(),
  /** The board's header: its venue's name, null for a board of no venue. */
  venueName: z.string().nullable(),
  /** The league's time zone (IANA), for the board's clock. */
  timeZone: z.string(),
  generatedAt: z.string(),
});
export type WallboardFeed = z.infer<typeof wallboardFeedSchema>;
