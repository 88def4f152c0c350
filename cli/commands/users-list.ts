// `cueboard users list [--q <text>] [--limit n] [--offset n]`: the accounts organisers see on /people,
// a page at a time (GET /api/users), with team and player names instead of ids.
import type { Command } from 'commander';
import { z } from 'zod';
import type { Account } from '@core/schemas/account.ts';
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
import { io } from '../lib/io.ts';

const flags = {
  q: flag(
    '--q <text>',
    'only accounts whose e-mail or display name contains this',
    z.string().trim().max(255, '--q must be at most 255 characters').optional(),
  ),
  limit: flag(
    '--limit <n>',
    'accounts per page (at most 200; default: 50)',
    positiveInt('--limit').max(200, '--limit must be at most 200').default(50),
  ),
  offset: flag(
    '--offset <n>',
    'accounts to skip (the next page starts at offset + limit; default: 0)',
    z.coerce
      .number({ error: '--offset must be a whole number' })
      .int('--offset must be a whole number')
      .min(0, '--offset must be 0 or more')
      .default(0),
  ),
  json: jsonFlag('print the page ({items, total}) as JSON'),
};
const schema = flagsSchema(flags);

const day = (at: string | null) => (at ? at.slice(0, 10) : 'no');
const minute = (at: string | null) => (at ? `${at.slice(0, 16).replace('T', ' ')} UTC` : 'never');

function rolesText(account: Account, teams: Map<number, string>): string {
  if (account.roles.length === 0) return '-';
  return account.roles
    .map((r) => (r.teamId === null ? r.role : `${r.role} of ${teams.get(r.teamId) ?? `team ${r.teamId}`}`))
    .join(', ');
}

export function registerUsersList(users: Command): void {
  addFlags(
    users
      .command('list')
      .description('List accounts: e-mail, display name, confirmed, last sign-in, roles and player'),
    flags,
  )
    .addHelpText(
      'after',
      examples('users list', 'users list --q smith', 'users list --limit 200 --offset 200'),
    )
    .action(async (raw: RawFlags<typeof flags>, command: Command) => {
      const opts = parseOptions(schema, raw);
      const client = await api(command);
      const query = {
        limit: String(opts.limit),
        offset: String(opts.offset),
        ...(opts.q ? { q: opts.q } : {}),
      };
      const page = await client.call(client.api.users.$get({ query }));
      if (opts.json) return printJson(page);
      if (page.items.length === 0) {
        return print(page.total ? `No accounts on this page (${page.total} in all).` : 'No accounts match.');
      }
      const needTeams = page.items.some((a) => a.roles.some((r) => r.teamId !== null));
      const needPlayers = page.items.some((a) => a.playerId !== null);
      const [teams, players] = await Promise.all([
        needTeams ? client.call(client.api.teams.$get({ query: {} })) : [],
        needPlayers ? client.call(client.api.players.$get({ query: {} })) : [],
      ]);
      const teamNames = new Map(teams.map((t) => [t.id, t.name]));
      const playerNames = new Map(players.map((p) => [p.id, p.fullName]));
      printTable(
        ['E-mail', 'Display name', 'Confirmed', 'Last sign-in', 'Roles', 'Player'],
        page.items.map((a) => [
          a.email,
          a.displayName ?? '-',
          day(a.confirmedAt),
          minute(a.lastSignInAt),
          rolesText(a, teamNames),
          a.playerId === null ? '-' : (playerNames.get(a.playerId) ?? `player ${a.playerId}`),
        ]),
      );
      const last = opts.offset + page.items.length;
      const more = last < page.total ? ` (next page: --offset ${last})` : '';
      io().stderr.write(`${opts.offset + 1}-${last} of ${page.total} accounts${more}\n`);
    });
}
