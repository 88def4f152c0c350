// `cueboard users invite <email> <role> [--team <id>] [--player <id>]`: e-mails an invitation link;
// the invitee chooses a password and gets the role when accepting (organisers; captains: players of
// their own team). The payload is checked with the API's own schema (core/schemas/account.ts).
import type { Command } from 'commander';
import { invitationCreateSchema } from '@core/schemas/account.ts';
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
import { io } from '../lib/io.ts';

const flags = {
  team: flag('--team <id>', 'the team of a captain (required) or a player', positiveInt('--team').optional()),
  player: flag(
    '--player <id>',
    'the player record the new account takes over',
    positiveInt('--player').optional(),
  ),
  json: jsonFlag('print the invitation as JSON'),
};
const schema = flagsSchema(flags);
const names = { email: '<email>', role: '<role>', teamId: '--team', playerId: '--player' };

export function registerUsersInvite(users: Command): void {
  addFlags(
    users
      .command('invite <email> <role>')
      .description('E-mail an invitation: the invitee chooses a password and gets the role'),
    flags,
  )
    .addHelpText(
      'after',
      examples(
        'users invite dora@example.com captain --team 3',
        'users invite eve@example.com player --team 3 --player 12',
        'users invite sam@example.com organiser',
      ),
    )
    .action(async (email: string, role: string, raw: RawFlags<typeof flags>, command: Command) => {
      const opts = parseOptions(schema, raw);
      const payload = parseOptions(
        invitationCreateSchema,
        { email, role, teamId: opts.team ?? null, playerId: opts.player ?? null },
        names,
      );
      const client = await api(command);
      const invitation = await client
        .call(client.api.invitations.$post({ json: payload }))
        .catch((err: unknown) => {
          if (err instanceof CliError && /already pending/.test(err.message)) {
            throw new CliError(err.message, {
              suggestion: 'Resend it from the Invitations panel on /people.',
            });
          }
          throw err;
        });
      if (opts.json) return printJson(invitation);
      const scope = invitation.teamId ? ` of team ${invitation.teamId}` : '';
      const expires = new Date(invitation.expiresAt).toISOString().slice(0, 10);
      io().stderr.write(
        `${paint.green('✔')} Invited ${invitation.email} as ${invitation.role}${scope}; the link expires on ${expires}\n`,
      );
    });
}
