// `cueboard whoami`: who the CLI acts as, and with which roles.
import type { Command } from 'commander';
import { api, examples } from '../lib/command.ts';
import { CliError } from '../lib/errors.ts';
import { addFlags, jsonFlag, type RawFlags } from '../lib/options.ts';
import { print, printJson } from '../lib/output.ts';
import { authClient } from '../lib/session.ts';

const flags = { json: jsonFlag('print { id, email, roles } as JSON') };

export function registerWhoami(program: Command): void {
  addFlags(program.command('whoami').description('Show the signed-in user and their roles'), flags)
    .addHelpText('after', examples('whoami', 'whoami --json'))
    .action(async (opts: RawFlags<typeof flags>, command: Command) => {
      const client = await api(command);
      const token = await client.token();
      const { data, error } = await (await authClient(client.deployment)).auth.getUser(token);
      if (error || !data.user) {
        throw new CliError('Not signed in', {
          suggestion: 'Run `cueboard login` or set a valid CUEBOARD_TOKEN.',
        });
      }
      const param = { userId: data.user.id };
      const roles = await client.call(client.api['user-roles'][':userId'].$get({ param }));
      const me = { id: data.user.id, email: data.user.email ?? '', roles };
      if (opts.json) return printJson(me);
      print(`${me.email} (${me.id})`);
      print(
        `Roles: ${roles.length ? roles.map((r) => (r.teamId ? `${r.role} of team ${r.teamId}` : r.role)).join(', ') : 'none'}`,
      );
    });
}
