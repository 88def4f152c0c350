// `cueboard seed demo`: a realistic season in one go, idempotent by name, `--reset` to start over.
import type { Command } from 'commander';
import { z } from 'zod';
import { api, examples } from '../lib/command.ts';
import { resetDemo, seedDemo } from '../lib/demo/seed.ts';
import { paint, print, printJson, printTable, spinner } from '../lib/output.ts';
import { addFlags, flag, jsonFlag, type RawFlags } from '../lib/options.ts';
import { confirm } from '../lib/prompt.ts';

const flags = {
  reset: flag('--reset', 'delete the previous demo first (asks unless --yes)', z.boolean().optional()),
  yes: flag('--yes', 'do not ask before --reset deletes', z.boolean().optional()),
  json: jsonFlag('print what was made as JSON'),
};

export function registerSeed(program: Command): void {
  const seed = program.command('seed').description('Fill a deployment with data');
  addFlags(
    seed
      .command('demo')
      .description(
        'Create a demo season: league, divisions, teams, players, venues, fixtures, results, sponsors, wallboards',
      ),
    flags,
  )
    .addHelpText('after', examples('seed demo', 'seed demo --reset --yes', 'seed demo --json'))
    .action(async (opts: RawFlags<typeof flags>, command: Command) => {
      const client = await api(command);
      if (opts.reset)
        await confirm(
          'Delete the demo league, its teams, players, venues, sponsors and wallboards?',
          opts.yes,
        );
      const spin = spinner('Seeding the demo');
      let result;
      let removed = 0;
      try {
        if (opts.reset) removed = await resetDemo(client, spin.update);
        result = await seedDemo(client, spin.update);
      } finally {
        spin.stop();
      }
      if (opts.json) return printJson({ ...result, removed });
      if (opts.reset) print(`Removed ${removed} demo records.`);
      printTable(
        ['What', 'Created', 'Already there'],
        Object.entries(result.tally).map(([kind, t]) => [kind, t.created, t.existing]),
      );
      const host = client.deployment.host;
      print('');
      print(
        `${paint.green('✔')} Demo league ${result.leagueId} is ready: ${host}/divisions?leagueId=${result.leagueId}`,
      );
      print(`  Wallboards: ${result.wallboardIds.map((id) => `${host}/wallboards/${id}`).join('  ')}`);
    });
}
