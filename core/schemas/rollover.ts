// Starting the next season (POST /api/leagues/{id}/rollover): what the organiser asks for and the
// plan the database answers with, the same for a dry run and for the real thing.
import { z } from 'zod';
import { id, requiredText } from './common.ts';
import { fixtureStatusSchema } from './enums.ts';

const moves = (label: string) =>
  z
    .number(`${label} must be a whole number from 0 to 20`)
    .int(`${label} must be a whole number from 0 to 20`)
    .min(0, `${label} must be a whole number from 0 to 20`)
    .max(20, `${label} must be a whole number from 0 to 20`);

export const rolloverRequestSchema = z.object({
  season: requiredText('Season', 100),
  promote: moves('Promote').default(0),
  relegate: moves('Relegate').default(0),
  /** Only show the plan; nothing is written. */
  dryRun: z.boolean('Dry run must be true or false').default(false),
  /** Void the season's unfinished fixtures with the rollover; without it they refuse it (409). */
  voidUnfinished: z.boolean('Void unfinished must be true or false').default(false),
});
export type RolloverRequest = z.input<typeof rolloverRequestSchema>;

export const teamMovements = ['up', 'down', 'stays'] as const;

export const rolloverTeamSchema = z.object({
  teamId: id,
  teamName: z.string(),
  fromDivisionId: id,
  fromDivisionName: z.string(),
  /** The team's final position in the division it leaves. */
  position: z.number().int(),
  movement: z.enum(teamMovements),
});
export type RolloverTeam = z.infer<typeof rolloverTeamSchema>;

export const rolloverPlanSchema = z.object({
  season: z.string(),
  /** Fixtures of the finished season still owed (scheduled, in play, postponed): they refuse it. */
  unfinishedFixtures: z.number().int(),
  /** Those fixtures by name, in kick-off order. */
  unfinished: z.array(
    z.object({
      fixtureId: id,
      divisionName: z.string(),
      homeTeamName: z.string(),
      awayTeamName: z.string(),
      kickoffAt: z.string(),
      status: fixtureStatusSchema,
    }),
  ),
  divisions: z.array(
    z.object({
      name: z.string(),
      sortOrder: z.number().int(),
      fromDivisionId: id,
      /** A team that would go up or down has played no match: every team of the division stays. */
      movesHeld: z.boolean(),
      teams: z.array(rolloverTeamSchema),
    }),
  ),
  /** Set once the season has started: the new league and the finished season's snapshot. */
  leagueId: id.optional(),
  snapshotId: id.optional(),
});
export type RolloverPlan = z.infer<typeof rolloverPlanSchema>;

/** A finished season as its snapshot froze it (GET /api/seasons), newest first. */
export const pastSeasonSchema = z.object({
  historyId: id,
  leagueId: id,
  name: z.string(),
  season: z.string(),
  takenAt: z.string(),
  divisions: z.array(
    z.object({
      name: z.string(),
      /** The team in first place, or null when the division had no table or a team never played. */
      champion: z.string().nullable(),
      table: z.array(
        z.object({
          position: z.number().int(),
          teamName: z.string(),
          played: z.number().int(),
          won: z.number().int(),
          drawn: z.number().int(),
          lost: z.number().int(),
          framesFor: z.number().int(),
          framesAgainst: z.number().int(),
          points: z.number().int(),
        }),
      ),
    }),
  ),
});
export type PastSeason = z.infer<typeof pastSeasonSchema>;
