// `cueboard cup create` and `cueboard cup draw <id> --seed-from standings|rating|random`: a knockout of
// a league and its seeded draw (docs/cups.md), printed round by round as the bracket reads.
import type { Command } from 'commander';
import { z } from 'zod';
import { bracketRounds, roundName } from '@core/rules/cup-bracket.ts';
import { cupKinds, type CupBracket } from '@core/schemas/cup.ts';
import { api, examples } from '../lib/command.ts';
import {
  addFlags,
  flag,
  flagsSchema,
  jsonFlag,
  list,
  parseOptions,
  positiveInt,
  type RawFlags,
} from '../lib/options.ts';
import { print, printJson } from '../lib/output.ts';
import { need } from '../lib/prompt.ts';

/** A comma-separated list of whole numbers, e.g. 1,2,3. */
const numbers = (message: string) =>
  list
    .refine((items) => items.every((v) => /^\d+$/.test(v)), message)
    .transform((items) => items.map(Number));

const createFlags = {
  league: flag('--league <id>', 'league id', positiveInt('--league')),
  name: flag('--name <name>', 'the cup name', z.string().trim().min(1, '--name is required')),
  kind: flag(
    '--kind <kind>',
    'team or singles (default team)',
    z.enum(cupKinds, { error: '--kind must be team or singles' }).default('team'),
  ),
  venue: flag('--venue <id>', 'venue of its fixtures', positiveInt('--venue')),
  bestOf: flag(
    '--best-of <frames>',
    'best of N frames per round, e.g. 5,5,7 (default 5)',
    numbers('--best-of must be numbers like 5,5,7'),
  ),
  handicap: flag(
    '--handicap',
    'singles: the weaker player needs fewer frames (docs/cups.md)',
    z.boolean().optional(),
  ),
  teams: flag('--teams <ids>', 'team ids to enter, e.g. 1,2,3', numbers('--teams must be ids like 1,2,3')),
  players: flag(
    '--players <ids>',
    'player ids to enter (singles)',
    numbers('--players must be ids like 1,2,3'),
  ),
  json: jsonFlag('print the cup and its entries as JSON'),
};
const createSchema = flagsSchema(createFlags);

const drawFlags = {
  seedFrom: flag(
    '--seed-from <how>',
    'standings, rating or random',
    z.enum(['standings', 'rating', 'random'], { error: '--seed-from must be standings, rating or random' }),
  ),
  seed: flag(
    '--seed <text>',
    'the seed: the same seed and entries give the same draw (default: a new one)',
    z.string().optional(),
  ),
  division: flag('--division <id>', 'standings: this division first', positiveInt('--division').optional()),
  json: jsonFlag('print the bracket as JSON'),
};
const drawSchema = flagsSchema(drawFlags).extend({ id: positiveInt('<id>') });

export function printBracket(bracket: CupBracket): void {
  print(`${bracket.cup.name}: drawn from ${bracket.cup.seedFrom}, seed "${bracket.cup.drawSeed}"`);
  for (const [i, matches] of bracketRounds(bracket).entries()) {
    print();
    print(roundName(i + 1, bracket.rounds));
    for (const m of matches) {
      const name = (s: (typeof m)['home']) =>
        `${s.entry?.seed ? `(${s.entry.seed}) ` : ''}${s.label}${s.won ? ' ✔' : ''}`;
      print(`  ${name(m.home)} v ${name(m.away)}${m.decidedBy === 'walkover' ? ' (walkover)' : ''}`);
    }
  }
}

function registerCreate(cup: Command): void {
  addFlags(
    cup
      .command('create')
      .description('Create a cup of a league and enter its teams (--teams) or players (--players)'),
    createFlags,
  )
    .addHelpText(
      'after',
      examples(
        'cup create --league 1 --name "League Cup" --venue 2 --teams 1,2,3,4,5',
        'cup create --league 1 --name Singles --kind singles --venue 2 --players 4,5,6 --handicap',
      ),
    )
    .action(async (raw: RawFlags<typeof createFlags>, command: Command) => {
      const league = await need(raw.league, '--league', 'League id');
      const name = await need(raw.name, '--name', 'Cup name');
      const venue = await need(raw.venue, '--venue', 'Venue id');
      const opts = parseOptions(createSchema, { ...raw, league, name, venue });
      const client = await api(command, { auth: true });
      const created = await client.call(
        client.api.cups.$post({
          json: {
            leagueId: opts.league,
            name: opts.name,
            kind: opts.kind,
            venueId: opts.venue,
            handicap: opts.handicap ?? false,
            ...(opts.bestOf.length ? { bestOf: opts.bestOf } : {}),
          },
        }),
      );
      const param = { id: String(created.id) };
      const entries = [];
      for (const teamId of opts.teams)
        entries.push(await client.call(client.api.cups[':id'].entries.$post({ param, json: { teamId } })));
      for (const playerId of opts.players)
        entries.push(await client.call(client.api.cups[':id'].entries.$post({ param, json: { playerId } })));
      if (opts.json) return printJson({ ...created, entries });
      print(`Created cup ${created.id} "${created.name}" with ${entries.length} entries.`);
      print(
        `Draw it: cueboard cup draw ${created.id} --seed-from ${opts.kind === 'team' ? 'standings' : 'rating'}`,
      );
    });
}

function registerDraw(cup: Command): void {
  addFlags(
    cup
      .command('draw <id>')
      .description(
        'Draw the cup, seeded from the standings, the rating or at random (again until play starts)',
      ),
    drawFlags,
  )
    .addHelpText(
      'after',
      examples('cup draw 1 --seed-from standings', 'cup draw 1 --seed-from random --seed 2027 --json'),
    )
    .action(async (id: string, raw: RawFlags<typeof drawFlags>, command: Command) => {
      const seedFrom = await need(raw.seedFrom, '--seed-from', 'Seed from (standings, rating, random)');
      const opts = parseOptions(drawSchema, { ...raw, id, seedFrom }, { id: '<id>' });
      const client = await api(command, { auth: true });
      const bracket = await client.call(
        client.api.cups[':id'].draw.$post({
          param: { id: String(opts.id) },
          json: { seedFrom: opts.seedFrom, seed: opts.seed, divisionId: opts.division },
        }),
      );
      if (opts.json) return printJson(bracket);
      printBracket(bracket);
    });
}

export function registerCup(program: Command): void {
  const cup = program.command('cup').description('Knockout cups: create one, draw it');
  registerCreate(cup);
  registerDraw(cup);
}
