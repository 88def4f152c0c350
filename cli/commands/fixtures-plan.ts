// `cueboard fixtures plan`: a round robin planned locally, no server involved.
import type { Command } from 'commander';
import { addFlags, flag, flagsSchema, jsonFlag, list, parseOptions, type RawFlags } from '../lib/options.ts';
import { paint, print, printJson } from '../lib/output.ts';
import { plan, planFlags } from '../lib/plan-options.ts';
import { need } from '../lib/prompt.ts';

const flags = {
  teams: flag('--teams <names>', 'team names, comma-separated', list),
  ...planFlags,
  json: jsonFlag('print [{ round, date, home, away }] as JSON'),
};
const schema = flagsSchema(flags);

export function registerFixturesPlan(fixtures: Command): void {
  addFlags(
    fixtures.command('plan').description('Plan a round robin for the given teams (no server needed)'),
    flags,
  )
    .addHelpText(
      'after',
      `
Examples:
  $ cueboard fixtures plan --teams "Red Lions,Cue Ballers,Pot Black,Kiss Shot" --start 2027-01-07
  $ cueboard fixtures plan --teams "A,B,C" --start 2027-01-07 --double --skip 2027-02-04 --time 19:30 --json`,
    )
    .action(async (raw: RawFlags<typeof flags>) => {
      const teams = await need(raw.teams, '--teams', 'Team names (comma-separated)');
      const start = await need(raw.start, '--start', 'First round date (YYYY-MM-DD)');
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
