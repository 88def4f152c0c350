// `cueboard login`: e-mail and password through supabase-js against the deployment's auth.
import type { Command } from 'commander';
import { z } from 'zod';
import { discover } from '../lib/api.ts';
import { globals, examples } from '../lib/command.ts';
import { CliError } from '../lib/errors.ts';
import { paint } from '../lib/output.ts';
import { addFlags, flag, type RawFlags } from '../lib/options.ts';
import { need, needSecret } from '../lib/prompt.ts';
import { authClient, saveSession, toStored } from '../lib/session.ts';
import { io } from '../lib/io.ts';

// Both are asked for when missing on a terminal; supabase-js checks them.
const flags = {
  email: flag('--email <email>', 'your e-mail address', z.string().optional()),
  password: flag(
    '--password <password>',
    'your password (prompted for when omitted on a terminal)',
    z.string().optional(),
  ),
};

export function registerLogin(program: Command): void {
  addFlags(
    program.command('login').description('Sign in and keep the session in your config directory'),
    flags,
  )
    .addHelpText(
      'after',
      examples('login', 'login --email organiser@example.com --api-url https://cueboard.example.com'),
    )
    .action(async (opts: RawFlags<typeof flags>, command: Command) => {
      const deployment = await discover(globals(command).apiUrl);
      const email = await need(opts.email, '--email', 'E-mail');
      const password = await needSecret(opts.password, '--password', 'Password');
      const { data, error } = await (
        await authClient(deployment)
      ).auth.signInWithPassword({ email, password });
      if (error || !data.session) {
        const unconfirmed = /confirm/i.test(error?.message ?? '');
        throw new CliError(error?.message ?? 'Login failed', {
          suggestion: unconfirmed
            ? 'Please confirm your email before logging in. Check your inbox for a confirmation link.'
            : 'Check the e-mail and password, or create an account in the web app.',
        });
      }
      await saveSession(toStored(deployment.host, data.session));
      io().stderr.write(`${paint.green('✔')} Signed in to ${deployment.host} as ${email}\n`);
    });
}
