// `cueboard standings --division <id>`: the division's table, in the order and with the positions the
// API gives (the same as the league-table wallboard's).
import type { Command } from 'commander';
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
import { print, printJson, printTable } from '../lib/output.ts';
import { need } from '../lib/prompt.ts';

const flags = {
  division: flag('--division <id>', 'division id', positiveInt('--division')),
  json: jsonFlag('print the standings rows as JSON'),
};
const schema = flagsSchema(flags);

export function registerStandings(program: Command): void {
  addFlags(program.command('standings').description("Show a division's standings"), flags)
    .addHelpText('after', examples('standings --division 1', 'standings --division 1 --json'))
    .action(async (raw: RawFlags<typeof flags>, command: Command) => {
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
