// `cueboard users grant|revoke <email> <role> [--team <id>]`: organisers manage roles by e-mail.
import type { Command } from 'commander';
import { z } from 'zod';
import { api, examples } from '../lib/command.ts';
import { CliError } from '../lib/errors.ts';
import {
  addFlags,
  flag,
  flagsSchema,
  jsonFlag,
  parseOptions,
  positiveInt,
  type RawFlags,
} from '../lib/options.ts';
import { paint, printJson } from '../lib/output.ts';
import { registerUsersList } from './users-list.ts';
import { registerUsersInvite } from './users-invite.ts';
import { io } from '../lib/io.ts';

const flags = {
  team: flag(
    '--team <id>',
    'the team a captain (or player) role is scoped to',
    positiveInt('--team').optional(),
  ),
  json: jsonFlag('print the result as JSON'),
};
const schema = flagsSchema(flags)
  .extend({
    email: z.email('<email> must be an e-mail address'),
    role: z.enum(['organiser', 'captain', 'player'], {
      error: '<role> must be organiser, captain or player',
    }),
  })
  .refine((o) => o.role !== 'captain' || o.team !== undefined, {
    message: 'A captain needs --team <id>',
    path: ['team'],
  });

function register(users: Command, action: 'grant' | 'revoke'): void {
  addFlags(
    users
      .command(`${action} <email> <role>`)
      .description(action === 'grant' ? 'Give a user a role' : 'Take a role away from a user'),
    flags,
  )
    .addHelpText(
      'after',
      examples(
        `users ${action} captain@example.com captain --team 3`,
        `users ${action} sam@example.com organiser --org city-league`,
      ),
    )
    .action(async (email: string, role: string, raw: RawFlags<typeof flags>, command: Command) => {
      const opts = parseOptions(schema, { email, role, ...raw }, { email: '<email>', role: '<role>' });
      const client = await api(command);
      // An organiser role belongs to an organisation: --org's (or the default), else the API's choice.
      const organisationId = opts.role === 'organiser' ? await client.organisationId() : undefined;
      const payload = { email: opts.email, role: opts.role, teamId: opts.team ?? null, organisationId };
      const roles = client.api['user-roles'];
      const sent =
        action === 'grant'
          ? client.call(roles.$post({ json: payload }))
          : client.call(roles.$delete({ json: payload }));
      const result = await sent.catch((err: unknown) => {
        if (err instanceof CliError && err.message === 'User not found') {
          throw new CliError(`No user with the e-mail ${opts.email}`, {
            suggestion: 'They must sign up and confirm their e-mail address first.',
          });
        }
        if (
          err instanceof CliError &&
          err.message === 'That user has not confirmed their e-mail address yet'
        ) {
          throw new CliError(err.message, {
            suggestion: `Ask ${opts.email} to follow the link in their confirmation e-mail, then grant the role again.`,
          });
        }
        if (err instanceof CliError && err.message === 'Role not found') {
          const scope = opts.team ? ` for team ${opts.team}` : '';
          throw new CliError(`${opts.email} does not have the ${opts.role} role${scope}`, {
            suggestion: 'Check the role and --team.',
          });
        }
        throw err;
      });
      if (opts.json) return printJson(result ?? payload);
      const scope = opts.team ? ` of team ${opts.team}` : '';
      io().stderr.write(
        `${paint.green('✔')} ${action === 'grant' ? 'Granted' : 'Revoked'} ${opts.role}${scope} ${action === 'grant' ? 'to' : 'from'} ${opts.email}\n`,
      );
    });
}

export function registerUsers(program: Command): void {
  const users = program.command('users').description("Manage users' roles (organisers only)");
  register(users, 'grant');
  register(users, 'revoke');
  registerUsersList(users);
  registerUsersInvite(users);
}
