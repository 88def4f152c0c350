// On a terminal, a missing value is asked for (the password masked) and a destructive step asks to
// be confirmed; the same commands without a terminal fail with the flag to give (server-commands).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';
import { runInTerminal } from './terminal.ts';

describe('cueboard prompts on a terminal', () => {
  let h: CliHost;
  beforeAll(async () => {
    h = await startCliHost();
  }, 240_000);
  afterAll(() => h?.stop());

  it('asks for the e-mail and a masked password, then signs in', async () => {
    const env = h.env({ signedOut: true });
    const term = runInTerminal(['login'], env);
    await term.waitFor('E-mail');
    term.type(h.organiser.email);
    await term.waitFor('Password');
    term.type(h.organiser.password);
    await term.waitFor('*'.repeat(h.organiser.password.length)); // typed, shown masked
    expect(await term.exit).toBe(0);
    expect(term.screen()).toContain(`Signed in to ${h.host.url} as ${h.organiser.email}`);
    expect(term.screen()).not.toContain(h.organiser.password);
    const me = await runCli(['whoami', '--json'], { env });
    expect(JSON.parse(me.stdout)).toMatchObject({ email: h.organiser.email });
  });

  it('asks before starting the demo season over, and changes nothing when the answer is no', async () => {
    const before = await h.api<unknown[]>('/leagues');
    const term = runInTerminal(['seed', 'demo', '--reset'], h.env());
    await term.waitFor('Delete the demo league, its teams, players, venues, sponsors and wallboards? (y/N)');
    term.type('n');
    expect(await term.exit).toBe(1);
    expect(term.screen()).toContain('Cancelled');
    expect(await h.api<unknown[]>('/leagues')).toEqual(before);
  });
});
