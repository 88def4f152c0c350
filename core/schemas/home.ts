// GET /api/home: the web app's home page in one read. Each section is there only for those it is
// for: leagues' public pages for anyone, the captain's items for captains (their teams' only), the
// player's for a linked player, the week's counts for organisers. Names and numbers, no account ids.
import { z } from 'zod';
import { id, timestamp } from './common.ts';
import { confirmationStateSchema } from './confirmation.ts';
import { fixtureStatusSchema, forfeitSideSchema } from './enums.ts';

const count = z.number().int().nonnegative();

/** A fixture named by its teams; its score is the frames won so far (a result's as the table counts it). */
export const homeFixtureSchema = z.object({
  id,
  kickoffAt: timestamp,
  status: fixtureStatusSchema,
  forfeit: forfeitSideSchema.nullable(),
  homeTeamName: z.string(),
  awayTeamName: z.string(),
  venueName: z.string(),
  homeScore: count,
  awayScore: count,
  confirmation: confirmationStateSchema.nullable(),
  disputeReason: z.string().nullable(),
});
export type HomeFixture = z.infer<typeof homeFixtureSchema>;

export const homeCaptainSchema = z.object({
  teams: z.array(z.string()),
  /** The earliest of their teams' fixtures not yet played, from today on (today's stays all day). */
  nextMatch: homeFixtureSchema.nullable(),
  /** Results the other team completed that wait for this captain's answer. */
  toConfirm: z.array(homeFixtureSchema),
  /** Their teams' disputed results, until an organiser settles them. */
  disputes: z.array(homeFixtureSchema),
});

export const homePlayerSchema = z.object({
  name: z.string(),
  teamName: z.string().nullable(),
  nextFixture: homeFixtureSchema.nullable(),
  /** The team's last final fixtures, newest first. */
  latestResults: z.array(homeFixtureSchema),
  /** public.player_stats: the rating over all frames, and the last five frames, newest first. */
  rating: z.number(),
  provisional: z.boolean(),
  form: z.array(z.enum(['W', 'L'])).max(5),
});

/** The organiser's week: each figure a count of things to act on (docs/decisions.md, "The home page"). */
export const homeOrganiserSchema = z.object({
  /** Today and the six days after it, in the league's time zone. */
  weekFrom: timestamp,
  weekTo: timestamp,
  toPlay: count,
  awaitingConfirmation: count,
  /** Disputed results, and fixtures whose day passed with no result (still scheduled or in play). */
  disputedOrLapsed: count,
  postponed: count,
  screensOffline: count,
  invitationsPending: count,
});

/**
 * The first-run checklist (organisers), in the order an organiser takes the steps: each is done once
 * the data holds one of its kind. Captains: an invitation as captain not revoked, or a team with a
 * captain. A TV: a paired screen.
 */
export const homeSetupSchema = z.object({
  league: z.boolean(),
  divisions: z.boolean(),
  venues: z.boolean(),
  teams: z.boolean(),
  players: z.boolean(),
  fixtures: z.boolean(),
  captains: z.boolean(),
  tv: z.boolean(),
});
export type HomeSetup = z.infer<typeof homeSetupSchema>;

export const homeSchema = z.object({
  leagues: z.array(z.object({ id, name: z.string(), season: z.string() })),
  captain: homeCaptainSchema.nullable(),
  player: homePlayerSchema.nullable(),
  organiser: homeOrganiserSchema.nullable(),
  /** Organisers only, else null. */
  setup: homeSetupSchema.nullable(),
});
export type Home = z.infer<typeof homeSchema>;
