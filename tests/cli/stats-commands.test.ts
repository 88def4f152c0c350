// `cueboard stats players --division <id>` and `cueboard stats team <id>` against a real embedded host:
// Ann (Red) beats Bob (Blue) twice and loses once to him in a final match, 2-1 to Red.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Id = { id: number };

describe('cueboard stats', () => {
  let h: CliHost;
  let division: number;
  let red: number;
  beforeAll(async () => {
    h = await startCliHost();
    const post = <T = Id>(p: string, body: unknown) => h.api<T>(p, { method: 'POST', body });
    const league = await post('/leagues', { name: 'Winter', season: '2027' });
    await h.api(`/leagues/${league.id}`, {
      method: 'PATCH',
      body: { settings: { leaderboard: { min_frames: 1 } } },
    });
    division = (await post('/divisions', { leagueId: league.id, name: 'Premier' })).id;
    red = (await post('/teams', { name: 'Red' })).id;
    const blue = (await post('/teams', { name: 'Blue' })).id;
    const ann = (await post('/players', { fullName: 'Ann Lee' })).id;
    const bob = (await post('/players', { fullName: 'Bob Ray' })).id;
    await post(`/teams/${red}/players`, { playerId: ann });
    await post(`/teams/${blue}/players`, { playerId: bob });
    const venue = (await post('/venues', { name: 'Hall' })).id;
    const fixture = (
      await post('/fixtures', {
        divisionId: division,
        homeTeamId: red,
        awayTeamId: blue,
        venueId: venue,
        kickoffAt: '2027-01-07T19:30:00Z',
      })
    ).id;
    await h.api(`/fixtures/${fixture}`, { method: 'PATCH', body: { status: 'in_play' } });
    for (const [frameNo, winner] of [
      [1, 'home'],
      [2, 'away'],
      [3, 'home'],
    ] as const) {
      await post(`/fixtures/${fixture}/frames`, { frameNo, homePlayerId: ann, awayPlayerId: bob, winner });
    }
    await h.api(`/fixtures/${fixture}`, { method: 'PATCH', body: { status: 'final' } });
  }, 240_000);
  afterAll(() => h?.stop());

  it("prints the division's players by rating with their team, frames, win %, form and rating", async () => {
    const out = await runCli(['stats', 'players', '--division', String(division)], { env: h.env() });
    expect(out.code).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Pos\s+Player\s+Team\s+P\s+W\s+L\s+Win %\s+Form\s+Rating$/);
    expect(lines[1]).toMatch(/^1\s+Ann Lee\s+Red\s+3\s+2\s+1\s+66\.7\s+WLW\s+5\d\d \(provisional\)$/);
    expect(lines[2]).toMatch(/^2\s+Bob Ray\s+Blue\s+3\s+1\s+2\s+33\.3\s+LWL\s+4\d\d \(provisional\)$/);
  });

  it('prints the same rows as the API with --json, signed out', async () => {
    const out = await runCli(['stats', 'players', '--division', String(division), '--json'], {
      env: h.env({ signedOut: true }),
    });
    expect(out.code).toBe(0);
    const { rows } = await h.api<{ rows: unknown[] }>(`/leaderboards?divisionId=${division}`);
    expect(JSON.parse(out.stdout)).toEqual(rows);
    expect(rows).toHaveLength(2);
  });

  it("prints a team's record, and its statistics as JSON", async () => {
    const out = await runCli(['stats', 'team', String(red)], { env: h.env() });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Red/);
    expect(out.stdout).toMatch(/Matches\s+1 played, 1 won, 0 drawn, 0 lost/);
    expect(out.stdout).toMatch(/Frames\s+2 for, 1 against/);
    expect(out.stdout).toMatch(/Home\s+1 played, 1 won, 0 drawn, 0 lost/);
    expect(out.stdout).toMatch(/Form\s+W/);
    const json = await runCli(['stats', 'team', String(red), '--json'], { env: h.env() });
    expect(JSON.parse(json.stdout)).toEqual(await h.api(`/teams/${red}/stats`));
  });

  it('names what is wrong: a missing division, a bad metric, an unknown team', async () => {
    const missing = await runCli(['stats', 'players'], { env: h.env() });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--division');
    const metric = await runCli(['stats', 'players', '--division', String(division), '--metric', 'luck'], {
      env: h.env(),
    });
    expect(metric.code).not.toBe(0);
    expect(metric.stderr).toContain('--metric must be one of rating, win_pct, frames_won');
    const unknown = await runCli(['stats', 'team', '999999'], { env: h.env() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Team not found/i);
  });
});
