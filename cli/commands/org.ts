// `cueboard org list|use|clear`: the caller's organisations with their roles, and the default one the
// other commands work in when --org is not given (kept per host in the CLI's config, lib/config.ts).
import type { Command } from 'commander';
import { api, examples, orgSlug } from '../lib/command.ts';
import { defaultOrganisation, setDefaultOrganisation } from '../lib/config.ts';
import { CliError } from '../lib/errors.ts';
import { io } from '../lib/io.ts';
import { addFlags, flagsSchema, jsonFlag, parseOptions, type RawFlags } from '../lib/options.ts';
import { paint, print, printJson, printTable } from '../lib/output.ts';

const listFlags = {
  json: jsonFlag('print your organisations (with roles and which is the default) as JSON'),
};
const useSchema = flagsSchema({}).extend({ slug: orgSlug('<slug>') });

export function registerOrg(program: Command): void {
  const org = program
    .command('org')
    .description('List your organisations and choose the one commands work in by default');

  addFlags(org.command('list').description('List your organisations and your roles in each'), listFlags)
    .addHelpText('after', examples('org list', 'org list --json'))
    .action(async (opts: RawFlags<typeof listFlags>, command: Command) => {
      const client = await api(command);
      const mine = await client.call(client.api.organisations.$get());
      const chosen = await defaultOrganisation(client.deployment.host);
      const rows = mine.map((o) => ({
        id: o.id,
        slug: o.slug,
        name: o.name,
        roles: o.roles,
        default: o.slug === chosen,
      }));
      if (opts.json) return printJson(rows);
      if (!rows.length) return print('You hold no role in any organisation yet.');
      printTable(
        ['', 'Slug', 'Name', 'Your roles'],
        rows.map((r) => [r.default ? '*' : '', r.slug, r.name, r.roles.join(', ')]),
      );
      if (chosen) print(paint.dim(`* the default (cueboard org use); --org <slug> chooses another.`));
    });

  org
    .command('use <slug>')
    .description('Make one of your organisations the default for this host')
    .addHelpText('after', examples('org use city-league'))
    .action(async (slug: string, _raw: unknown, command: Command) => {
      const opts = parseOptions(useSchema, { slug }, { slug: '<slug>' });
      const client = await api(command);
      const found = (await client.call(client.api.organisations.$get())).find((o) => o.slug === opts.slug);
      if (!found) {
        throw new CliError(`You have no organisation with the slug "${opts.slug}"`, {
          suggestion: 'List your organisations and their slugs with `cueboard org list`.',
        });
      }
      await setDefaultOrganisation(client.deployment.host, found.slug);
      io().stderr.write(
        `${paint.green('✔')} Commands on ${client.deployment.host} now work in ${found.name} (${found.slug}) unless --org says otherwise\n`,
      );
    });

  org
    .command('clear')
    .description('Forget the default organisation for this host')
    .addHelpText('after', examples('org clear'))
    .action(async (_raw: unknown, command: Command) => {
      const client = await api(command, { auth: false });
      await setDefaultOrganisation(client.deployment.host, undefined);
      io().stderr.write(`${paint.green('✔')} No default organisation on ${client.deployment.host}\n`);
    });
}
