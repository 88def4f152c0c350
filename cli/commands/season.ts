// `cueboard season rollover`: start a league's next season with promotion and relegation
// (POST /api/leagues/{id}/rollover; the rules are in docs/seasons.md). --dry-run shows the plan and
// writes nothing; --json prints only the plan.
import type { Command } from 'commander';
import { z } from 'zod';
import type { RolloverPlan } from '@core/schemas/rollover.ts';
import { api, examples } from '../lib/command.ts';
import {
  addFlags,
  flag,
  flagsSchema,
  jsonFlag,
  parseOptions,
  positiveInt,
  type RawFlags,
} from '../lib/options.ts';
import { paint, print, printJson, spinner } from '../lib/output.ts';
import { confirm, need } from '../lib/prompt.ts';

const count = (flag: string) =>
  z.coerce
    .number(`${flag} must be a whole number from 0 to 20`)
    .int(`${flag} must be a whole number from 0 to 20`)
    .min(0, `${flag} must be a whole number from 0 to 20`)
    .max(20, `${flag} must be a whole number from 0 to 20`)
    .default(0);

const rolloverFlags = {
  league: flag('--league <id>', 'league id of the finished season', positiveInt('--league')),
  season: flag(
    '--season <name>',
    'the new season, e.g. 2028',
    z.string().trim().min(1, '--season is required').max(100, '--season must be at most 100 characters'),
  ),
  promote: flag('--promote <n>', 'teams going up from each division (default 0)', count('--promote')),
  relegate: flag('--relegate <n>', 'teams going down from each division (default 0)', count('--relegate')),
  dryRun: flag('--dry-run', 'show the plan; write nothing', z.boolean().optional()),
  json: jsonFlag('print the plan as JSON'),
  yes: flag(
    '--yes',
    'void the fixtures of the finished season that are not final and start, without asking',
    z.boolean().optional(),
  ),
};
const rolloverOpts = flagsSchema(rolloverFlags);

const movement = (t: RolloverPlan['divisions'][number]['teams'][number]) =>
  t.movement === 'stays'
    ? `stays (${t.position} in ${t.fromDivisionName})`
    : `${t.movement === 'up' ? paint.green('up') : paint.yellow('down')} from ${t.fromDivisionName} (${t.position})`;

function printPlan(plan: RolloverPlan): void {
  for (const d of plan.divisions) {
    print(paint.bold(d.name));
    const width = Math.max(0, ...d.teams.map((t) => t.teamName.length));
    for (const t of d.teams) print(`  ${t.teamName.padEnd(width)}  ${movement(t)}`);
  }
}

export function registerSeason(program: Command): void {
  const season = program.command('season').description("Start a league's next season");
  addFlags(
    season
      .command('rollover')
      .description(
        'Snapshot the finished season and start the next one with the same divisions, moving the top ' +
          '--promote teams of each division up and the bottom --relegate down (organisers)',
      ),
    rolloverFlags,
  )
    .addHelpText(
      'after',
      examples(
        'season rollover --league 1 --season 2028 --promote 2 --relegate 2 --dry-run',
        'season rollover --league 1 --season 2028 --promote 2 --relegate 2 --dry-run --json',
      ),
    )
    .action(async (raw: RawFlags<typeof rolloverFlags>, command: Command) => {
      const opts = parseOptions(rolloverOpts, {
        ...raw,
        league: await need(raw.league, '--league', 'League id'),
        season: await need(raw.season, '--season', 'New season'),
      });
      const client = await api(command);
      const request = (dryRun: boolean, voidUnfinished = false) =>
        client.call(
          client.api.leagues[':id'].rollover.$post({
            param: { id: String(opts.league) },
            json: {
              season: opts.season,
              promote: opts.promote,
              relegate: opts.relegate,
              dryRun,
              voidUnfinished,
            },
          }),
        );
      const plan = await request(true);
      if (opts.dryRun) {
        if (opts.json) return printJson(plan);
        printPlan(plan);
        return print(paint.dim(`Dry run: season ${plan.season} planned, nothing written.`));
      }
      if (!opts.json) printPlan(plan);
      if (plan.unfinishedFixtures > 0) {
        const n = plan.unfinishedFixtures;
        const fixtures =
          n === 1 ? '1 fixture of the finished season is' : `${n} fixtures of the finished season are`;
        // The API refuses unfinished fixtures unless they are voided with the rollover.
        await confirm(
          `${fixtures} not final. Void ${n === 1 ? 'it' : 'them'} and start season ${opts.season}?`,
          opts.yes,
        );
      }
      const spin = spinner(`Starting season ${opts.season}`);
      let started: RolloverPlan;
      try {
        started = await request(false, plan.unfinishedFixtures > 0);
      } finally {
        spin.stop();
      }
      if (opts.json) return printJson(started);
      print(
        `${paint.green('✔')} Started season ${started.season} as league ${started.leagueId}; ` +
          `the finished season is kept as snapshot ${started.snapshotId}`,
      );
    });
}
