// `cueboard logout`: ends the session on the server (best effort) and forgets it locally.
import type { Command } from 'commander';
import { discover } from '../lib/api.ts';
import { examples, globals } from '../lib/command.ts';
import { paint } from '../lib/output.ts';
import { authClient, clearSession, loadSession } from '../lib/session.ts';
import { io } from '../lib/io.ts';

export function registerLogout(program: Command): void {
  program
    .command('logout')
    .description('Sign out and remove the stored session')
    .addHelpText('after', examples('logout'))
    .action(async (_opts: unknown, command: Command) => {
      const session = await loadSession();
      if (session) {
        try {
          const deployment = await discover(globals(command).apiUrl ?? session.host);
          const client = await authClient(deployment);
          await client.auth.setSession({
            access_token: session.accessToken,
            refresh_token: session.refreshToken,
          });
          await client.auth.signOut({ scope: 'local' });
        } catch {
          // The host may be gone; forgetting the session locally is what matters.
        }
      }
      await clearSession();
      io().stderr.write(`${paint.green('✔')} Signed out\n`);
    });
}
