// `cueboard import teams|players|rosters <file.csv>`: every row is checked before anything is
// written; a failure while writing takes back what this run wrote, so an import is all or nothing.
import type { Command } from 'commander';
import { z } from 'zod';
import type { Api } from '../lib/api.ts';
import { api, examples } from '../lib/command.ts';
import { CliError, type Fields } from '../lib/errors.ts';
import { readCsv } from '../lib/import/csv.ts';
import type { Importer, Prepared } from '../lib/import/importer.ts';
import { playersImporter } from '../lib/import/players.ts';
import { rostersImporter } from '../lib/import/rosters.ts';
import { teamsImporter } from '../lib/import/teams.ts';
import { addFlags, flag, flagsSchema, jsonFlag, parseOptions, type RawFlags } from '../lib/options.ts';
import { paint, print, printJson, spinner } from '../lib/output.ts';

const importers = { teams: teamsImporter, players: playersImporter, rosters: rostersImporter } as Record<
  string,
  Importer<unknown>
>;

const flags = {
  dryRun: flag('--dry-run', 'check every row and report, without writing', z.boolean().optional()),
  json: jsonFlag('print a summary as JSON'),
};
const schema = flagsSchema(flags).extend({
  kind: z.enum(['teams', 'players', 'rosters'], { error: '<kind> must be teams, players or rosters' }),
  file: z.string().min(1),
});

async function writeAll<T>(importer: Importer<T>, prepared: Prepared<T>[], client: Api): Promise<void> {
  const undo: (() => Promise<unknown>)[] = [];
  const spin = spinner(`Importing ${importer.noun}`);
  try {
    for (const [i, row] of prepared.entries()) {
      spin.update(`Importing ${importer.noun} ${i + 1}/${prepared.length}`);
      try {
        undo.push(await importer.write(row.item, client));
      } catch (err) {
        spin.update(`Rolling back ${undo.length} ${importer.noun}`);
        for (const takeBack of undo.reverse()) await takeBack().catch(() => undefined);
        const e = err instanceof CliError ? err : new CliError(String(err));
        throw new CliError(`Import failed at line ${row.line}: ${e.message}. Nothing was imported.`, {
          fields: e.fields,
          suggestion: e.suggestion,
        });
      }
    }
  } finally {
    spin.stop();
  }
}

export function registerImport(program: Command): void {
  addFlags(
    program
      .command('import <kind> <file>')
      .description('Import teams, players or rosters from a CSV file (all or nothing)'),
    flags,
  )
    .addHelpText(
      'after',
      `
Columns (first line is the header):
  teams     name, captainUserId?, divisionId? or division? (by name), venue? (home venue, by name)
  players   fullName, nickname?, userId?
  rosters   team, player   (names or ids)
${examples('import teams teams.csv --dry-run', 'import players players.csv', 'import rosters rosters.csv --json')}`,
    )
    .action(async (kind: string, file: string, raw: RawFlags<typeof flags>, command: Command) => {
      const opts = parseOptions(schema, { kind, file, ...raw }, { kind: '<kind>', file: '<file>' });
      const importer = importers[opts.kind];
      const { rows, errors } = await readCsv(opts.file, importer.columns);
      const client = await api(command);
      const prepared = await importer.prepare(rows, client, errors);
      const bad = Object.keys(errors).sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
      if (bad.length) {
        const fields: Fields = Object.fromEntries(bad.map((k) => [k, errors[k]]));
        throw new CliError(
          `${opts.file}: ${bad.length} invalid row${bad.length > 1 ? 's' : ''}; nothing was imported`,
          {
            fields,
            suggestion: 'Fix the rows listed above and run the import again (try --dry-run first).',
          },
        );
      }
      if (!opts.dryRun) await writeAll(importer, prepared, client);
      const summary = {
        kind: opts.kind,
        dryRun: Boolean(opts.dryRun),
        count: prepared.length,
        rows: prepared.map((p) => p.label),
      };
      if (opts.json) return printJson(summary);
      const verb = opts.dryRun ? 'Would import' : 'Imported';
      print(
        `${paint.green('✔')} ${verb} ${prepared.length} ${importer.noun} from ${opts.file}${opts.dryRun ? ' (dry run, nothing written)' : ''}`,
      );
    });
}
