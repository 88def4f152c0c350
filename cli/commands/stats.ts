// `cueboard stats players --division <id>`, `cueboard stats team <id>` and `cueboard stats breaks
// --league <id>`: the division's leaderboard (by rating, with each player's statistics, and the frame
// details where the league records them), one team's record and a league's high breaks, as the API
// computes them (GET /api/leaderboards, /api/players/{id}/stats, /api/teams/{id}/stats,
// /api/leagues/{id}/high-breaks; docs/rating.md, docs/cli.md).
import type { Command } from 'commander';
import { z } from 'zod';
import { recordedDetails, recordsAnyDetail, type RecordedDetails } from '@core/rules/recorded-details.ts';
import { leaderboardMetrics } from '@core/schemas/stats.ts';
import { api, examples } from '../lib/command.ts';
import type { Api } from '../lib/api.ts';
import { detailColumns, type DetailFigures } from '../lib/detail-columns.ts';
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
const breaksFlags = {
  league: flag('--league <id>', 'league id', positiveInt('--league')),
  json: jsonFlag('print the breaks as JSON'),
};
const breaksSchema = flagsSchema(breaksFlags);
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
      const details = await divisionDetails(client, opts.division);
      const figures = details ? await playerDetails(client, opts.division, rows) : [];
      if (opts.json) return printJson(rows.map((r, i) => ({ ...r, ...figures[i] })));
      if (rows.length === 0) return print('No players with enough frames in this division yet.');
      const teams = await client.call(client.api.teams.$get({ query: {} }));
      const teamName = new Map(teams.map((t) => [t.id, t.name]));
      const extra = details ? detailColumns(details) : [];
      printTable(
        ['Pos', 'Player', 'Team', 'P', 'W', 'L', 'Win %', 'Form', 'Rating', ...extra.map((c) => c.header)],
        rows.map((r, i) => [
          r.position,
          r.name,
          (r.teamId && teamName.get(r.teamId)) ?? '',
          r.framesPlayed,
          r.framesWon,
          r.framesLost,
          r.winPct.toFixed(1),
          r.form.join(''),
          `${r.rating.toFixed(0)}${r.provisional ? ' (provisional)' : ''}`,
          ...extra.map((c) => c.cell(figures[i])),
        ]),
      );
    });
}

/** What the division's league records, or null when it records no frame detail (the default). */
async function divisionDetails(client: Api, division: number): Promise<RecordedDetails | null> {
  const { leagueId } = await client.call(
    client.api.divisions[':id'].$get({ param: { id: String(division) } }),
  );
  const { settings } = await client.call(client.api.leagues[':id'].$get({ param: { id: String(leagueId) } }));
  return recordsAnyDetail(settings) ? recordedDetails(settings) : null;
}

/** Each row's frame details in the division (GET /api/players/{id}/stats), a few at a time. */
async function playerDetails(client: Api, division: number, rows: { playerId: number }[]) {
  const out: DetailFigures[] = [];
  for (let i = 0; i < rows.length; i += 4) {
    const batch = await Promise.all(
      rows.slice(i, i + 4).map((r) =>
        client.call(
          client.api.players[':id'].stats.$get({
            param: { id: String(r.playerId) },
            query: { divisionId: String(division) },
          }),
        ),
      ),
    );
    out.push(
      ...batch.map((s) => ({
        highBreak: s.highBreak,
        centuries: s.centuries,
        dishes: s.dishes,
        goldenBreaks: s.goldenBreaks,
        whitewashes: s.whitewashes,
        framePointsFor: s.framePointsFor,
        framePointsAgainst: s.framePointsAgainst,
      })),
    );
  }
  return out;
}

function registerBreaks(stats: Command): void {
  addFlags(stats.command('breaks').description("Show a league's high breaks, highest first"), breaksFlags)
    .addHelpText('after', examples('stats breaks --league 1', 'stats breaks --league 1 --json'))
    .action(async (raw: RawFlags<typeof breaksFlags>, command: Command) => {
      const league = await need(raw.league, '--league', 'League id');
      const opts = parseOptions(breaksSchema, { ...raw, league });
      const client = await api(command, { auth: 'optional' });
      const { rows } = await client.call(
        client.api.leagues[':id']['high-breaks'].$get({ param: { id: String(opts.league) } }),
      );
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return print('No breaks recorded in this league yet.');
      printTable(
        ['Break', 'Player', 'Team', 'Date', 'Fixture'],
        rows.map((r) => [
          `${r.value}${r.freeBall ? ' (free ball)' : ''}`,
          r.playerName,
          r.teamName,
          r.playedAt.slice(0, 10),
          r.fixtureId,
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
  const stats = program.command('stats').description('Player leaderboards, team statistics and high breaks');
  registerPlayers(stats);
  registerTeam(stats);
  registerBreaks(stats);
}
