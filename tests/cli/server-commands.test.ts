// login/whoami/logout, fixtures generate, import and users grant/revoke against a real embedded host.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runBin, runCli } from './run-cli.ts';

type Named = { id: number; name: string };

describe('cueboard server commands on the embedded host', () => {
  let h: CliHost;
  beforeAll(async () => {
    h = await startCliHost();
  }, 240_000);
  afterAll(() => h?.stop());

  // The real bin, as a separate process: its exit codes and streams.
  it('logs in, keeps and refreshes the session, and logs out', async () => {
    const env = h.env({ signedOut: true });
    const sessionFile = path.join(h.configDir, 'cueboard', 'session.json');
    const noPassword = await runBin(['login', '--email', h.organiser.email], { env });
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('Missing required option --password');
    const wrong = await runBin(['login', '--email', h.organiser.email, '--password', 'not-it'], { env });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Error: .+/);

    const login = await runBin(['login', '--email', h.organiser.email, '--password', h.organiser.password], {
      env,
    });
    expect(login.code).toBe(0);
    expect(login.stderr).toContain(`Signed in to ${h.host.url} as ${h.organiser.email}`);
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);

    const me = await runBin(['whoami', '--json'], { env });
    expect(JSON.parse(me.stdout)).toEqual({
      id: h.organiser.id,
      email: h.organiser.email,
      roles: [{ role: 'organiser', teamId: null }],
    });

    // A session about to expire is refreshed before use.
    const stored = JSON.parse(await readFile(sessionFile, 'utf8'));
    await writeFile(sessionFile, JSON.stringify({ ...stored, expiresAt: Math.floor(Date.now() / 1000) }));
    expect((await runBin(['whoami'], { env })).stdout).toContain(h.organiser.email);
    const refreshed = JSON.parse(await readFile(sessionFile, 'utf8'));
    expect(refreshed.refreshToken).not.toBe(stored.refreshToken);
    expect(refreshed.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);

    expect((await runBin(['logout'], { env })).code).toBe(0);
    await expect(stat(sessionFile)).rejects.toThrow();
    const after = await runBin(['whoami'], { env });
    expect(after.code).toBe(1);
    expect(after.stderr).toContain(`Not signed in to ${h.host.url}`);
  }, 300_000);

  it("generates a division's round robin through the bulk call; --dry-run writes nothing", async () => {
    const league = await h.api<Named>('/leagues', {
      method: 'POST',
      body: { name: 'CLI League', season: '2027' },
    });
    const division = await h.api<Named>('/divisions', {
      method: 'POST',
      body: { leagueId: league.id, name: 'CLI Div' },
    });
    const venue = await h.api<Named>('/venues', { method: 'POST', body: { name: 'CLI Venue' } });
    for (const name of ['North', 'South', 'East', 'West']) {
      const team = await h.api<Named>('/teams', { method: 'POST', body: { name } });
      await h.api(`/divisions/${division.id}/teams`, { method: 'POST', body: { teamId: team.id } });
    }
    const base = ['fixtures', 'generate', '--division', String(division.id), '--start', '2027-01-07'];

    const dry = await runCli([...base, '--dry-run', '--json'], { env: h.env() });
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toHaveLength(6);
    expect(await h.api<unknown[]>(`/fixtures?divisionId=${division.id}`)).toHaveLength(0);

    const args = [
      ...base,
      '--double',
      '--skip',
      '2027-01-21',
      '--time',
      '19:30',
      '--venue',
      String(venue.id),
    ];
    const made = await runCli(args, { env: h.env() });
    expect(made.code).toBe(0);
    expect(made.stdout).toContain(`Created 12 fixtures over 6 rounds for division ${division.id}`);
    const fixtures = await h.api<
      { homeTeamId: number; awayTeamId: number; venueId: number; kickoffAt: string }[]
    >(`/fixtures?divisionId=${division.id}`);
    expect(fixtures).toHaveLength(12);
    expect(new Set(fixtures.map((f) => `${f.homeTeamId}>${f.awayTeamId}`)).size).toBe(12);
    expect(fixtures.every((f) => f.venueId === venue.id)).toBe(true);
    const days = [...new Set(fixtures.map((f) => new Date(f.kickoffAt).toDateString()))];
    expect(days).toHaveLength(6);
    expect(days).not.toContain(new Date(2027, 0, 21).toDateString());
    expect(new Date(fixtures[0].kickoffAt).getHours()).toBe(19);

    const again = await runCli(base, { env: h.env() });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already has 12 fixtures');
    expect(await h.api<unknown[]>(`/fixtures?divisionId=${division.id}`)).toHaveLength(12);

    const lonely = await h.api<Named>('/divisions', {
      method: 'POST',
      body: { leagueId: league.id, name: 'Empty' },
    });
    const none = await runCli(
      ['fixtures', 'generate', '--division', String(lonely.id), '--start', '2027-01-07'],
      {
        env: h.env(),
      },
    );
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--division: A round robin needs at least 2 teams');
  }, 300_000);

  it('imports all or nothing, reporting every bad row by line number', async () => {
    const file = (name: string, text: string) =>
      writeFile(path.join(h.configDir, name), text).then(() => path.join(h.configDir, name));
    const teamsBefore = (await h.api<Named[]>('/teams')).length;
    const bad = await file(
      'bad-teams.csv',
      'name,divisionId\nGood Team,\n,\nNorth,\nOther,999\nToo,many,values\n',
    );
    const refused = await runCli(['import', 'teams', bad], { env: h.env() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('4 invalid rows; nothing was imported');
    expect(refused.stderr).toContain('line 3: name: Name is required');
    expect(refused.stderr).toContain("line 4: name: a team named 'North' already exists");
    expect(refused.stderr).toContain('line 5: divisionId: division 999 does not exist');
    expect(refused.stderr).toContain('line 6: has 3 values, the header has 2');
    expect((await h.api<Named[]>('/teams')).length).toBe(teamsBefore);

    // A row the server refuses while writing (an unknown captain) takes back the rows written before it.
    const unknownCaptain = '00000000-0000-4000-8000-000000000000';
    const late = await file(
      'late.csv',
      `name,captainUserId\nRollback One,\nRollback Two,\nRollback Three,${unknownCaptain}\n`,
    );
    const failed = await runCli(['import', 'teams', late], { env: h.env() });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Import failed at line 4');
    expect(failed.stderr).toContain('Nothing was imported.');
    expect((await h.api<Named[]>('/teams')).filter((t) => t.name.startsWith('Rollback'))).toEqual([]);

    const header = await runCli(['import', 'players', await file('p.csv', 'name\nSam\n')], { env: h.env() });
    expect(header.code).toBe(1);
    expect(header.stderr).toContain("line 1: missing required column 'fullName'");

    const players = await file('players.csv', 'fullName,nickname\nAda Break,Ace\nBo Cannon,\n');
    const dry = await runCli(['import', 'players', players, '--dry-run', '--json'], { env: h.env() });
    expect(JSON.parse(dry.stdout)).toEqual({
      kind: 'players',
      dryRun: true,
      count: 2,
      rows: ['Ada Break', 'Bo Cannon'],
    });
    expect((await h.api<{ fullName: string }[]>('/players')).some((p) => p.fullName === 'Ada Break')).toBe(
      false,
    );
    expect((await runCli(['import', 'players', players], { env: h.env() })).code).toBe(0);
    const all = await h.api<{ fullName: string; nickname: string | null }[]>('/players');
    expect(all.filter((p) => p.fullName === 'Ada Break')).toEqual([
      expect.objectContaining({ nickname: 'Ace' }),
    ]);

    const north = (await h.api<Named[]>('/teams')).find((t) => t.name === 'North')!;
    const rosters = await file('rosters.csv', 'team,player\nNorth,Ada Break\nNorth,Nobody Here\n');
    const partial = await runCli(['import', 'rosters', rosters], { env: h.env() });
    expect(partial.code).toBe(1);
    expect(partial.stderr).toContain("line 3: player: no player named 'Nobody Here'");
    expect(await h.api<unknown[]>(`/teams/${north.id}/players`)).toHaveLength(0);
    await writeFile(rosters, 'team,player\nNorth,Ada Break\nNorth,Bo Cannon\n');
    expect((await runCli(['import', 'rosters', rosters], { env: h.env() })).code).toBe(0);
    expect(await h.api<unknown[]>(`/teams/${north.id}/players`)).toHaveLength(2);

    // teams.csv names each team's home venue by name.
    const hall = await h.api<Named>('/venues', { method: 'POST', body: { name: 'CLI Hall' } });
    const homes = await file('homes.csv', 'name,venue\nHall Team,cli hall\nLost Team,Nowhere\n');
    const lost = await runCli(['import', 'teams', homes], { env: h.env() });
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain("line 3: venue: no venue named 'Nowhere'");
    await writeFile(homes, 'name,venue\nHall Team,cli hall\n');
    expect((await runCli(['import', 'teams', homes], { env: h.env() })).code).toBe(0);
    const teams = await h.api<(Named & { homeVenueId: number | null })[]>('/teams');
    expect(teams.find((t) => t.name === 'Hall Team')?.homeVenueId).toBe(hall.id);
  }, 300_000);

  it('grants and revokes roles by e-mail; only organisers may', async () => {
    const { session, user } = await signUpConfirmed(h.host.url, 'captain@example.com', 'captain-secret');
    const team = (await h.api<Named[]>('/teams')).find((t) => t.name === 'North')!;
    const roles = () => h.api<{ role: string; teamId: number | null }[]>(`/user-roles/${user.id}`);

    const granted = await runCli(
      ['users', 'grant', 'captain@example.com', 'captain', '--team', String(team.id)],
      {
        env: h.env(),
      },
    );
    expect(granted.code).toBe(0);
    expect(granted.stderr).toContain(`Granted captain of team ${team.id} to captain@example.com`);
    expect(await roles()).toContainEqual({ role: 'captain', teamId: team.id });

    const noTeam = await runCli(['users', 'grant', 'captain@example.com', 'captain'], { env: h.env() });
    expect(noTeam.code).toBe(2);
    expect(noTeam.stderr).toContain('--team: A captain needs --team <id>');
    const badRole = await runCli(['users', 'grant', 'captain@example.com', 'king'], { env: h.env() });
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('<role>: <role> must be organiser, captain or player');
    const unknown = await runCli(['users', 'grant', 'ghost@example.com', 'player'], { env: h.env() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with the e-mail ghost@example.com');

    const pending = await supabaseFor(h.host.url);
    expect(
      (await pending.auth.signUp({ email: 'pending@example.com', password: 'pending-secret' })).error,
    ).toBeNull();
    const unconfirmed = await runCli(['users', 'grant', 'pending@example.com', 'player'], { env: h.env() });
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('That user has not confirmed their e-mail address yet');
    expect(unconfirmed.stderr).toContain(
      'Ask pending@example.com to follow the link in their confirmation e-mail',
    );

    const asCaptain = { ...h.env(), CUEBOARD_TOKEN: session.access_token };
    const refused = await runCli(['users', 'grant', 'captain@example.com', 'organiser'], { env: asCaptain });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Ask an organiser');
    expect(await roles()).not.toContainEqual({ role: 'organiser', teamId: null });

    const revoked = await runCli(
      ['users', 'revoke', 'captain@example.com', 'captain', '--team', String(team.id)],
      {
        env: h.env(),
      },
    );
    expect(revoked.code).toBe(0);
    expect(await roles()).not.toContainEqual({ role: 'captain', teamId: team.id });
  }, 300_000);
});
