// GET /api/wallboards/{id}/feed: everything one display needs in one response.
import { z } from 'zod';
import { fixtureSchema } from './fixture.ts';
import { publicFrameSchema } from './frame.ts';
import { sponsorSchema } from './sponsor.ts';
import { standingSchema } from './standing.ts';
import { wallboardSchema } from './wallboard.ts';

export const feedFixtureSchema = fixtureSchema.extend({
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  venueName: z.string(),
  /** Public frames: a wallboard names no one (no enteredByName). */
  frames: z.array(publicFrameSchema),
  /** Frames won by each side (winner na does not count). */
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type FeedFixture = z.infer<typeof feedFixtureSchema>;

export const wallboardFeedSchema = z.object({
  wallboard: wallboardSchema,
  fixtures: z.array(feedFixtureSchema),
  standings: z.array(standingSchema),
  /** Active sponsors, in weighted rotation order (a sponsor of weight w appears w times). */
  sponsors: z.array(sponsorSchema),
  generatedAt: z.string(),
});
export type WallboardFeed = z.infer<typeof wallboardFeedSchema>;
