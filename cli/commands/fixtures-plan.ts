// `cueboard fixtures plan`: a round robin planned locally, no server involved.
import type { Command } from 'commander';
import { z } from 'zod';
import { list, parseOptions } from '../lib/options.ts';
import { paint, print, printJson } from '../lib/output.ts';
import { addPlanFlags, plan, planFlagsSchema } from '../lib/plan-options.ts';
import { need } from '../lib/prompt.ts';

const schema = planFlagsSchema.extend({ teams: list, json: z.boolean().optional() });

export function registerFixturesPlan(fixtures: Command): void {
  addPlanFlags(
    fixtures
      .command('plan')
      .description('Plan a round robin for the given teams (no server needed)')
      .option('--teams <names>', 'team names, comma-separated'),
  )
    .option('--json', 'print [{ round, date, home, away }] as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ cueboard fixtures plan --teams "Red Lions,Cue Ballers,Pot Black,Kiss Shot" --start 2027-01-07
  $ cueboard fixtures plan --teams "A,B,C" --start 2027-01-07 --double --skip 2027-02-04 --time 19:30 --json`,
    )
    .action(async (raw: Record<string, unknown>) => {
      const teams = await need(raw.teams as string | undefined, '--teams', 'Team names (comma-separated)');
      const start = await need(raw.start as string | undefined, '--start', 'First round date (YYYY-MM-DD)');
      const opts = parseOptions(schema, { ...raw, teams, start });
      const matches = plan(opts.teams, opts, '--teams');
      if (opts.json) return printJson(matches);
      let round = 0;
      for (const m of matches) {
        if (m.round !== round) {
          round = m.round;
          print(paint.bold(`Round ${round} · ${m.date}${m.time ? ` ${m.time}` : ''}`));
        }
        print(`  ${m.home} vs ${m.away}`);
      }
    });
}
