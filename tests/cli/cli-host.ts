// A real embedded host with a confirmed organiser (the first confirmed user), and the environment
// the CLI needs to talk to it as that organiser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHost, type Host } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';

export interface CliHost {
  host: Host;
  configDir: string;
  organiser: { email: string; password: string; token: string; id: string };
  /** CLI environment: the host URL, a private config dir and (unless signedOut) the organiser's token. */
  env(opts?: { signedOut?: boolean }): Record<string, string>;
  /** A direct /api call as the organiser, to check what the CLI did. */
  api<T = unknown>(p: string, init?: { method?: string; body?: unknown; token?: string }): Promise<T>;
  stop(): Promise<void>;
}

export async function startCliHost(): Promise<CliHost> {
  const host = await startHost();
  const configDir = mkdtempSync(path.join(tmpdir(), 'cueboard-cli-'));
  const email = 'organiser@example.com';
  const password = 'organiser-secret';
  const { session, user } = await signUpConfirmed(host.url, email, password);
  const organiser = { email, password, token: session.access_token, id: user.id };
  return {
    host,
    configDir,
    organiser,
    env: (opts = {}) => ({
      CUEBOARD_API_URL: host.url,
      XDG_CONFIG_HOME: configDir,
      ...(opts.signedOut ? {} : { CUEBOARD_TOKEN: organiser.token }),
    }),
    async api(p, init = {}) {
      const res = await fetch(`${host.url}/api${p}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${init.token ?? organiser.token}`,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!res.ok)
        throw new Error(`${init.method ?? 'GET'} ${p} answered ${res.status}: ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as never;
    },
    async stop() {
      await host.stop();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
