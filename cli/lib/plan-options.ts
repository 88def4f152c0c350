// The planning flags shared by `fixtures plan` and `fixtures generate`.
import { z } from 'zod';
import { PlanError, planRoundRobin, type PlannedMatch } from '@core/schedule/round-robin.ts';
import { UsageError } from './errors.ts';
import type { flagsSchema } from './options.ts';
import { clockTime, dateList, flag, flagName, isoDate, positiveInt } from './options.ts';

export const planFlags = {
  start: flag('--start <date>', 'date of the first round (YYYY-MM-DD)', isoDate('--start')),
  every: flag('--every <days>', 'days between rounds (default: 7)', positiveInt('--every').default(7)),
  double: flag(
    '--double',
    'play everyone twice, home and away swapped in the second half',
    z.boolean().optional().default(false),
  ),
  skip: flag(
    '--skip <dates>',
    'blackout dates, comma-separated; a round on one moves to the next step',
    dateList('--skip'),
  ),
  time: flag('--time <hh:mm>', 'kickoff time of every match (24-hour)', clockTime.optional()),
};
export type PlanFlags = z.output<ReturnType<typeof flagsSchema<typeof planFlags>>>;

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
