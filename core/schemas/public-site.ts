// The public league site (/results/...): what each page shows, as the host renders it and as
// GET /api/public/... answers it. Names and results only: no e-mails, user ids or roles.
import { z } from 'zod';
import { id, timestamp } from './common.ts';
import { cupBracketSchema } from './cup.ts';
import { fixtureStatusSchema, forfeitSideSchema, frameWinnerSchema } from './enums.ts';
import { playerStatsSchema, teamStatsSchema } from './stats.ts';

const count = z.number().int();
const named = z.object({ id, name: z.string() });

export const publicLeagueSchema = z.object({ id, name: z.string(), season: z.string() });

export const publicStandingSchema = z.object({
  position: count,
  teamId: id,
  teamName: z.string(),
  played: count,
  won: count,
  drawn: count,
  lost: count,
  framesFor: count,
  framesAgainst: count,
  points: count,
  /** The last five final matches, newest first (public.team_stats). */
  form: z.array(z.enum(['W', 'D', 'L'])).max(5),
});
export type PublicStanding = z.infer<typeof publicStandingSchema>;

export const publicFixtureSchema = z.object({
  id,
  divisionId: id,
  /** Named on the league page, which lists every division's fixtures together. */
  divisionName: z.string(),
  kickoffAt: timestamp,
  status: fixtureStatusSchema,
  home: named,
  away: named,
  venueName: z.string(),
  /** A final decided by forfeit (the side awarded it, or both): its score is the awarded one. */
  forfeit: forfeitSideSchema.nullable(),
  homeScore: count,
  awayScore: count,
  /** Why it was last postponed (shown while it is postponed or once moved); null when never. */
  postponeReason: z.string().nullable().optional(),
});
export type PublicFixture = z.infer<typeof publicFixtureSchema>;

/**
 * A player's or team's frame details (public.player_frame_details(), public.team_frame_details()) and
 * what the league records of them (core/rules/frame-detail-figures.ts). Present only when the league
 * records any: a league in the default format answers as it did before.
 */
export const publicFrameDetailsSchema = z.object({
  recorded: z.object({ breaks: z.boolean(), points: z.boolean(), events: z.boolean() }),
  highBreak: count.nullable(),
  centuries: count,
  dishes: count,
  goldenBreaks: count,
  whitewashes: count,
  framePointsFor: count,
  framePointsAgainst: count,
});

export type PublicFrameDetails = z.infer<typeof publicFrameDetailsSchema>;

/** One of a league's highest breaks (public.high_breaks()): who made it, for whom, when. */
export const publicHighBreakSchema = z.object({
  player: named,
  teamName: z.string(),
  value: count,
  /** 100 or more, as centuries are counted. */
  century: z.boolean(),
  fixtureId: id,
  playedAt: timestamp,
});
export type PublicHighBreak = z.infer<typeof publicHighBreakSchema>;

const tableOf = z.object({ id, name: z.string(), standings: z.array(publicStandingSchema) });

export const publicLeaguePageSchema = z.object({
  kind: z.literal('league'),
  league: publicLeagueSchema,
  divisions: z.array(tableOf),
  latestResults: z.array(publicFixtureSchema),
  nextFixtures: z.array(publicFixtureSchema),
  /** The league's cups, newest first, each linking to its bracket. */
  cups: z.array(named),
  /** Its ten highest breaks, when the league records breaks (break_threshold > 0); absent otherwise. */
  highBreaks: z.array(publicHighBreakSchema).optional(),
});

export const publicDivisionPageSchema = z.object({
  kind: z.literal('division'),
  league: publicLeagueSchema,
  division: tableOf,
  /** Fixtures and results grouped by the week (Monday, UTC) of their kickoff, in order. */
  weeks: z.array(z.object({ weekOf: z.string(), fixtures: z.array(publicFixtureSchema) })),
});

export const publicTeamPageSchema = z.object({
  kind: z.literal('team'),
  league: publicLeagueSchema,
  team: named,
  divisions: z.array(named),
  roster: z.array(named),
  fixtures: z.array(publicFixtureSchema),
  results: z.array(publicFixtureSchema),
  stats: teamStatsSchema,
  frameDetails: publicFrameDetailsSchema.optional(),
});

export const publicPlayerPageSchema = z.object({
  kind: z.literal('player'),
  league: publicLeagueSchema,
  player: named,
  team: named.nullable(),
  stats: playerStatsSchema,
  frameDetails: publicFrameDetailsSchema.optional(),
  recentFrames: z.array(
    z.object({ fixtureId: id, kickoffAt: timestamp, opponent: z.string().nullable(), won: z.boolean() }),
  ),
});

export const publicFrameSchema = z.object({
  frameNo: count,
  homePlayer: named.nullable(),
  awayPlayer: named.nullable(),
  winner: frameWinnerSchema,
});

export const publicFixturePageSchema = z.object({
  kind: z.literal('fixture'),
  league: publicLeagueSchema,
  division: named,
  fixture: publicFixtureSchema,
  frames: z.array(publicFrameSchema),
});

/** A cup's bracket (GET /api/cups/{id}/bracket's answer): names, races and scores, no people's data. */
export const publicCupPageSchema = z.object({
  kind: z.literal('cup'),
  league: publicLeagueSchema,
  bracket: cupBracketSchema,
});

/**
 * An organisation's page (/results/o/{slug}): its public face and its leagues, nothing private. A
 * page of the host's own render only (no /api/public route of its own), so a type and no schema.
 */
export interface PublicOrganisationPage {
  kind: 'organisation';
  organisation: { name: string; slug: string; accentColour: string | null; logoUrl: string | null };
  leagues: z.infer<typeof publicLeagueSchema>[];
}

export type PublicLeaguePage = z.infer<typeof publicLeaguePageSchema>;
export type PublicDivisionPage = z.infer<typeof publicDivisionPageSchema>;
export type PublicTeamPage = z.infer<typeof publicTeamPageSchema>;
export type PublicPlayerPage = z.infer<typeof publicPlayerPageSchema>;
export type PublicFixturePage = z.infer<typeof publicFixturePageSchema>;
export type PublicCupPage = z.infer<typeof publicCupPageSchema>;
export type PublicPage =
  | PublicLeaguePage
  | PublicDivisionPage
  | PublicTeamPage
  | PublicPlayerPage
  | PublicFixturePage
  | PublicCupPage
  | PublicOrganisationPage;
