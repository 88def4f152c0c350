// `cueboard stats players --division <id>` and `cueboard stats team <id>`: the division's leaderboard
// (by rating, with each player's statistics) and one team's record, as the API computes them
// (GET /api/leaderboards, GET /api/teams/{id}/stats; docs/rating.md).
import type { Command } from 'commander';
import { z } from 'zod';
import { leaderboardMetrics } from '@core/schemas/stats.ts';
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

const playersFlags = {
  division: flag('--division <id>', 'division id', positiveInt('--division')),
  metric: flag(
    '--metric <metric>',
    `ranking: ${leaderboardMetrics.join(', ')} (default rating)`,
    z
      .enum(leaderboardMetrics, { error: `--metric must be one of ${leaderboardMetrics.join(', ')}` })
      .default('rating'),
  ),
  json: jsonFlag('print the leaderboard rows as JSON'),
};
const playersSchema = flagsSchema(playersFlags);
const teamFlags = { json: jsonFlag('print the team statistics as JSON') };
const teamSchema = flagsSchema(teamFlags).extend({ id: positiveInt('<id>') });

const record = (r: { played: number; won: number; drawn: number; lost: number }) =>
  `${r.played} played, ${r.won} won, ${r.drawn} drawn, ${r.lost} lost`;

function registerPlayers(stats: Command): void {
  addFlags(
    stats
      .command('players')
      .description("Show a division's players ranked by rating (or --metric), with their statistics"),
    playersFlags,
  )
    .addHelpText('after', examples('stats players --division 1', 'stats players --division 1 --json'))
    .action(async (raw: RawFlags<typeof playersFlags>, command: Command) => {
      const division = await need(raw.division, '--division', 'Division id');
      const opts = parseOptions(playersSchema, { ...raw, division });
      const client = await api(command, { auth: 'optional' });
      const { rows } = await client.call(
        client.api.leaderboards.$get({ query: { divisionId: String(opts.division), metric: opts.metric } }),
      );
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return print('No players with enough frames in this division yet.');
      const teams = await client.call(client.api.teams.$get({ query: {} }));
      const teamName = new Map(teams.map((t) => [t.id, t.name]));
      printTable(
        ['Pos', 'Player', 'Team', 'P', 'W', 'L', 'Win %', 'Form', 'Rating'],
        rows.map((r) => [
          r.position,
          r.name,
          (r.teamId && teamName.get(r.teamId)) ?? '',
          r.framesPlayed,
          r.framesWon,
          r.framesLost,
          r.winPct.toFixed(1),
          r.form.join(''),
          `${r.rating.toFixed(0)}${r.provisional ? ' (provisional)' : ''}`,
        ]),
      );
    });
}

function registerTeam(stats: Command): void {
  addFlags(
    stats
      .command('team <id>')
      .description("Show a team's results, frames, home and away records, form and biggest win"),
    teamFlags,
  )
    .addHelpText('after', examples('stats team 3', 'stats team 3 --json'))
    .action(async (id: string, raw: RawFlags<typeof teamFlags>, command: Command) => {
      const opts = parseOptions(teamSchema, { ...raw, id });
      const client = await api(command, { auth: 'optional' });
      const param = { id: String(opts.id) };
      const s = await client.call(client.api.teams[':id'].stats.$get({ param, query: {} }));
      if (opts.json) return printJson(s);
      const team = await client.call(client.api.teams[':id'].$get({ param }));
      const big = s.biggestWin;
      printTable(
        ['', team.name],
        [
          ['Matches', record({ ...s, played: s.matchesPlayed })],
          ['Frames', `${s.framesFor} for, ${s.framesAgainst} against`],
          ['Home', record(s.home)],
          ['Away', record(s.away)],
          ['Form', s.form.join('') || '-'],
          ['Clean sweeps', s.cleanSweeps],
          ['Biggest win', big ? `${big.framesFor}-${big.framesAgainst} (fixture ${big.fixtureId})` : '-'],
        ],
      );
    });
}

export function registerStats(program: Command): void {
  const stats = program.command('stats').description('Player leaderboards and team statistics');
  registerPlayers(stats);
  registerTeam(stats);
}
