// The planning flags shared by `fixtures plan` and `fixtures generate`.
import type { Command } from 'commander';
import { z } from 'zod';
import { PlanError, planRoundRobin, type PlannedMatch } from '../../core/schedule/round-robin.ts';
import { UsageError } from './errors.ts';
import { flagName, clockTime, dateList, isoDate, positiveInt } from './options.ts';

export function addPlanFlags(command: Command): Command {
  return command
    .option('--start <date>', 'date of the first round (YYYY-MM-DD)')
    .option('--every <days>', 'days between rounds', '7')
    .option('--double', 'play everyone twice, home and away swapped in the second half')
    .option('--skip <dates>', 'blackout dates, comma-separated; a round on one moves to the next step')
    .option('--time <hh:mm>', 'kickoff time of every match (24-hour)');
}

export const planFlagsSchema = z.object({
  start: isoDate('--start'),
  every: positiveInt('--every'),
  double: z.boolean().optional().default(false),
  skip: dateList('--skip'),
  time: clockTime.optional(),
});
export type PlanFlags = z.output<typeof planFlagsSchema>;

/** Plans, turning a planner refusal into a usage error on the flag it concerns. */
export function plan<T>(teams: readonly T[], flags: PlanFlags, teamsFlag: string): PlannedMatch<T>[] {
  try {
    return planRoundRobin(teams, flags);
  } catch (err) {
    if (!(err instanceof PlanError)) throw err;
    const flag = err.field === 'teams' ? teamsFlag : flagName(err.field);
    throw new UsageError(err.message, { fields: { [flag]: [err.message] } });
  }
}
