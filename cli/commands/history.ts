// `cueboard history snapshot|list|show|export`: frozen league seasons (league_histories).
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { recordedDetails } from '@core/rules/recorded-details.ts';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { api, examples } from '../lib/command.ts';
import { detailColumns, type DetailFigures } from '../lib/detail-columns.ts';
import { snapshotCsv } from '../lib/history-csv.ts';
import { findHistory, listHistories, type HistoryRow } from '../lib/histories.ts';
import {
  addFlags,
  flag,
  flagsSchema,
  jsonFlag,
  parseOptions,
  positiveInt,
  type RawFlags,
} from '../lib/options.ts';
import { paint, print, printJson, printTable } from '../lib/output.ts';
import { need } from '../lib/prompt.ts';
import { io } from '../lib/io.ts';

const league = flag('--league <id>', 'league id', positiveInt('--league'));
/** Show and export find the snapshot by its id; a league only narrows the search. */
const lookupLeague = flag('--league <id>', 'league id (faster lookup)', positiveInt('--league').optional());
const snapshotFlags = { league, json: jsonFlag('print the new snapshot as JSON') };
const listFlags = { league, json: jsonFlag('print the snapshots as JSON') };
const showFlags = { league: lookupLeague, json: jsonFlag('print the snapshot as JSON') };
const exportFlags = {
  format: flag(
    '--format <format>',
    'json or csv',
    z.enum(['json', 'csv'], { error: '--format must be json or csv' }),
  ),
  out: flag('--out <file>', 'file to write', z.string().min(1, '--out must name a file')),
  table: flag(
    '--table <table>',
    'for csv: standings or fixtures (default: standings)',
    z
      .enum(['standings', 'fixtures'], { error: '--table must be standings or fixtures' })
      .default('standings'),
  ),
  league: lookupLeague,
};
const snapshotOpts = flagsSchema(snapshotFlags);
const listOpts = flagsSchema(listFlags);
const showOpts = flagsSchema(showFlags).extend({ id: positiveInt('<id>') });
const exportOpts = flagsSchema(exportFlags).extend({ id: positiveInt('<id>') });

interface Snapshot {
  league?: { name?: string; season?: string; settings?: unknown };
  standings?: unknown[];
  fixtures?: unknown[];
  results?: unknown[];
  /** Where the league records frame details (snapshot_league_history()). */
  highBreaks?: { playerName: string; teamName: string; value: number; freeBall: boolean; playedAt: string }[];
  playerStats?: (DetailFigures & { playerName: string })[];
}

const summary = (h: HistoryRow) => {
  const s = (h.snapshot ?? {}) as Snapshot;
  const breaks = s.highBreaks ? `, ${s.highBreaks.length} breaks` : '';
  return `${s.standings?.length ?? 0} standings rows, ${s.fixtures?.length ?? 0} fixtures, ${s.results?.length ?? 0} results${breaks}`;
};

/** A snapshot's high breaks (the ten highest) and its players' frame details, where it has them. */
function printDetails(s: Snapshot): void {
  const settings = leagueSettingsSchema.safeParse(s.league?.settings ?? {});
  if (!settings.success || !s.playerStats) return;
  if (s.highBreaks?.length) {
    print();
    print('High breaks');
    printTable(
      ['Break', 'Player', 'Team', 'Date'],
      s.highBreaks
        .slice(0, 10)
        .map((b) => [
          `${b.value}${b.freeBall ? ' (free ball)' : ''}`,
          b.playerName,
          b.teamName,
          b.playedAt.slice(0, 10),
        ]),
    );
  }
  const columns = detailColumns(recordedDetails(settings.data));
  if (columns.length && s.playerStats.length) {
    print();
    printTable(
      ['Player', ...columns.map((c) => c.header)],
      s.playerStats.map((p) => [p.playerName, ...columns.map((c) => c.cell(p))]),
    );
  }
}

export function registerHistory(program: Command): void {
  const history = program.command('history').description('Snapshot, list, show and export league histories');

  addFlags(
    history.command('snapshot').description("Freeze a league's standings, fixtures and results (organisers)"),
    snapshotFlags,
  )
    .addHelpText('after', examples('history snapshot --league 1'))
    .action(async (raw: RawFlags<typeof snapshotFlags>, command: Command) => {
      const opts = parseOptions(snapshotOpts, {
        ...raw,
        league: await need(raw.league, '--league', 'League id'),
      });
      const client = await api(command);
      const param = { id: opts.league };
      const row = await client.call(client.api.leagues[':id'].histories.$post({ param }));
      if (opts.json) return printJson(row);
      print(`${paint.green('✔')} Snapshot ${row.id} of league ${row.leagueId} taken: ${summary(row)}`);
    });

  addFlags(history.command('list').description("List a league's snapshots, newest first"), listFlags)
    .addHelpText('after', examples('history list --league 1 --json'))
    .action(async (raw: RawFlags<typeof listFlags>, command: Command) => {
      const opts = parseOptions(listOpts, {
        ...raw,
        league: await need(raw.league, '--league', 'League id'),
      });
      const rows = await listHistories(await api(command, { auth: 'optional' }), opts.league);
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return print('No snapshots for this league yet.');
      printTable(
        ['ID', 'Taken', 'Contents'],
        rows.map((h) => [h.id, h.createdAt, summary(h)]),
      );
    });

  addFlags(history.command('show <id>').description('Show one snapshot'), showFlags)
    .addHelpText('after', examples('history show 4', 'history show 4 --json'))
    .action(async (id: string, raw: RawFlags<typeof showFlags>, command: Command) => {
      const opts = parseOptions(showOpts, { ...raw, id }, { id: '<id>' });
      const row = await findHistory(await api(command, { auth: 'optional' }), opts.id, opts.league);
      if (opts.json) return printJson(row);
      const snap = (row.snapshot ?? {}) as Snapshot;
      print(
        `Snapshot ${row.id} · ${snap.league?.name ?? `league ${row.leagueId}`} ${snap.league?.season ?? ''}`.trimEnd(),
      );
      print(`Taken ${row.createdAt}: ${summary(row)}`);
      printDetails(snap);
    });

  addFlags(
    history
      .command('export <id>')
      .description('Write a snapshot to a file as JSON, or one of its tables as CSV'),
    exportFlags,
  )
    .addHelpText(
      'after',
      examples(
        'history export 4 --format json --out season-2027.json',
        'history export 4 --format csv --out table.csv',
      ),
    )
    .action(async (id: string, raw: RawFlags<typeof exportFlags>, command: Command) => {
      const format = await need(raw.format, '--format', 'Format (json or csv)');
      const out = await need(raw.out, '--out', 'Output file');
      const opts = parseOptions(exportOpts, { ...raw, id, format, out }, { id: '<id>' });
      const row = await findHistory(await api(command, { auth: 'optional' }), opts.id, opts.league);
      const text =
        opts.format === 'json'
          ? `${JSON.stringify(row.snapshot, null, 2)}\n`
          : snapshotCsv(row.snapshot, opts.table);
      await writeFile(opts.out, text);
      io().stderr.write(`${paint.green('✔')} Wrote ${opts.out}\n`);
    });
}
