// `cueboard standings --division <id>`: the division's table, in the order and with the positions the
// API gives (the same as the league-table wallboard's).
import type { Command } from 'commander';
import { z } from 'zod';
import { api, examples } from '../lib/command.ts';
import { parseOptions, positiveInt } from '../lib/options.ts';
import { print, printJson, printTable } from '../lib/output.ts';
import { need } from '../lib/prompt.ts';

const schema = z.object({ division: positiveInt('--division'), json: z.boolean().optional() });

export function registerStandings(program: Command): void {
  program
    .command('standings')
    .description("Show a division's standings")
    .option('--division <id>', 'division id')
    .option('--json', 'print the standings rows as JSON')
    .addHelpText('after', examples('standings --division 1', 'standings --division 1 --json'))
    .action(async (raw: { division?: string; json?: boolean }, command: Command) => {
      const division = await need(raw.division, '--division', 'Division id');
      const opts = parseOptions(schema, { ...raw, division });
      const client = await api(command, { auth: 'optional' });
      const rows = await client.call(client.api.standings.$get({ query: { divisionId: opts.division } }));
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return print('No standings for this division yet.');
      printTable(
        ['Pos', 'Team', 'P', 'W', 'D', 'L', 'FF', 'FA', 'Pts'],
        rows.map((r) => [
          r.position,
          r.teamName,
          r.played,
          r.won,
          r.drawn,
          r.lost,
          r.framesFor,
          r.framesAgainst,
          r.points,
        ]),
      );
    });
}
