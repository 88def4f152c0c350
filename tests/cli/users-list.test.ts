// `cueboard users list` against a real embedded host: the organiser's table of accounts, searched and
// paged on the server; anyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

describe('cueboard users list on the embedded host', () => {
  let h: CliHost;
  let captainToken: string;
  beforeAll(async () => {
    h = await startCliHost();
    const team = await h.api<{ id: number }>('/teams', { method: 'POST', body: { name: 'Red Lions' } });
    const captain = await signUpConfirmed(h.host.url, 'cap@example.com', 'captain-secret');
    captainToken = captain.session.access_token;
    await h.api('/user-roles', {
      method: 'POST',
      body: { email: 'cap@example.com', role: 'captain', teamId: team.id },
    });
    await h.api('/players', { method: 'POST', body: { fullName: 'Cap Tain', userId: captain.user.id } });
    await h.api('/me', { method: 'PATCH', body: { displayName: 'Cathy Captain' }, token: captainToken });
    const pending = await supabaseFor(h.host.url);
    await pending.auth.signUp({ email: 'pending@example.com', password: 'pending-secret' });
  }, 240_000);
  afterAll(() => h?.stop());

  it('prints every account with its display name, confirmation, last sign-in, roles and player', async () => {
    const res = await runCli(['users', 'list'], { env: h.env() });
    expect(res.code).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).toEqual([
      'E-mail',
      'Display name',
      'Confirmed',
      'Last sign-in',
      'Roles',
      'Player',
    ]);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/)[0])).toEqual([
      'cap@example.com',
      'organiser@example.com',
      'pending@example.com',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines[1].split(/\s{2,}/)).toEqual([
      'cap@example.com',
      'Cathy Captain',
      today,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
      'captain of Red Lions',
      'Cap Tain',
    ]);
    expect(lines[2]).toMatch(/organiser@example\.com\s+-\s+\d{4}-\d\d-\d\d\s+.+UTC\s+organiser\s+-$/);
    expect(lines[3].split(/\s{2,}/)).toEqual(['pending@example.com', '-', 'no', 'never', '-', '-']);
    expect(res.stderr).toContain('1-3 of 3 accounts');
  }, 120_000);

  it('searches and pages on the server; --json prints the page', async () => {
    const found = await runCli(['users', 'list', '--q', 'CATHY'], { env: h.env() });
    expect(found.stdout).toContain('cap@example.com');
    expect(found.stdout).not.toContain('pending@example.com');
    const page = await runCli(['users', 'list', '--limit', '1', '--offset', '1', '--json'], { env: h.env() });
    expect(page.code).toBe(0);
    expect(JSON.parse(page.stdout)).toMatchObject({ total: 3, items: [{ email: 'organiser@example.com' }] });
    const first = await runCli(['users', 'list', '--limit', '1'], { env: h.env() });
    expect(first.stderr).toContain('1-1 of 3 accounts (next page: --offset 1)');
    const none = await runCli(['users', 'list', '--q', 'nobody-here'], { env: h.env() });
    expect(none).toMatchObject({ code: 0, stdout: 'No accounts match.\n' });
  }, 120_000);

  it('refuses bad flags naming them, and anyone but an organiser', async () => {
    const bad = await runCli(['users', 'list', '--limit', '500'], { env: h.env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--limit: --limit must be at most 200');
    const negative = await runCli(['users', 'list', '--offset', '-1'], { env: h.env() });
    expect(negative.code).toBe(2);
    expect(negative.stderr).toContain('--offset must be 0 or more');
    const refused = await runCli(['users', 'list'], { env: { ...h.env(), CUEBOARD_TOKEN: captainToken } });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Only organisers can read other users' accounts");
    expect(refused.stdout).toBe('');
  }, 120_000);
});
