// The CLI's statistics and history snapshots with frame details (issue 29) against a real embedded
// host: a snooker league recording frame points and breaks from 30, where Ann (Red) beats Bob (Blue)
// 72-40 (a 64 break) and 60-55 (a 31) and loses 5-110 (Bob's 105), in a final match; and a league in
// the default format, whose outputs stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Id = { id: number };

describe('cueboard stats and history with frame details', () => {
  let h: CliHost;
  let league: number;
  let plainLeague: number;
  let division: number;
  let ann: number;
  let bob: number;
  beforeAll(async () => {
    h = await startCliHost();
    const post = <T = Id>(p: string, body: unknown) => h.api<T>(p, { method: 'POST', body });
    league = (await post('/leagues', { name: 'Snooker', season: '2027' })).id;
    await h.api(`/leagues/${league}`, {
      method: 'PATCH',
      body: {
        settings: {
          leaderboard: { min_frames: 1 },
          game: 'snooker',
          frame_points: true,
          break_threshold: 30,
        },
      },
    });
    plainLeague = (await post('/leagues', { name: 'Pool', season: '2027' })).id;
    division = (await post('/divisions', { leagueId: league, name: 'Premier' })).id;
    const red = (await post('/teams', { name: 'Red' })).id;
    const blue = (await post('/teams', { name: 'Blue' })).id;
    ann = (await post('/players', { fullName: 'Ann Lee' })).id;
    bob = (await post('/players', { fullName: 'Bob Ray' })).id;
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
    for (const [frameNo, homePoints, awayPoints, breaks] of [
      [1, 72, 40, [[ann, 64]]],
      [2, 5, 110, [[bob, 105]]],
      [3, 60, 55, [[ann, 31]]],
    ] as const) {
      const frame = await post(`/fixtures/${fixture}/frames`, {
        frameNo,
        homePlayerId: ann,
        awayPlayerId: bob,
        homePoints,
        awayPoints,
      });
      for (const [playerId, value] of breaks) await post(`/frames/${frame.id}/breaks`, { playerId, value });
    }
    await h.api(`/fixtures/${fixture}`, { method: 'PATCH', body: { status: 'final' } });
  }, 240_000);
  afterAll(() => h?.stop());

  it("adds the high break, centuries and frame points to a snooker division's players", async () => {
    const out = await runCli(['stats', 'players', '--division', String(division)], { env: h.env() });
    expect(out.code).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Pos\s+Player\s+Team\s+P\s+W\s+L\s+Win %\s+Form\s+Rating\s+High break\s+Centuries\s+Points$/,
    );
    expect(lines[1]).toMatch(
      /^1\s+Ann Lee\s+Red\s+3\s+2\s+1\s+66\.7\s+WLW\s+5\d\d \(provisional\)\s+64\s+0\s+137-205$/,
    );
    expect(lines[2]).toMatch(
      /^2\s+Bob Ray\s+Blue\s+3\s+1\s+2\s+33\.3\s+LWL\s+4\d\d \(provisional\)\s+105\s+1\s+205-137$/,
    );
  });

  it('gives each leaderboard row its frame details with --json', async () => {
    const out = await runCli(['stats', 'players', '--division', String(division), '--json'], {
      env: h.env({ signedOut: true }),
    });
    expect(out.code).toBe(0);
    const { rows } = await h.api<{ rows: { playerId: number }[] }>(`/leaderboards?divisionId=${division}`);
    expect(JSON.parse(out.stdout)).toEqual([
      {
        ...rows[0],
        highBreak: 64,
        centuries: 0,
        dishes: 0,
        goldenBreaks: 0,
        whitewashes: 0,
        framePointsFor: 137,
        framePointsAgainst: 205,
      },
      {
        ...rows[1],
        highBreak: 105,
        centuries: 1,
        dishes: 0,
        goldenBreaks: 0,
        whitewashes: 0,
        framePointsFor: 205,
        framePointsAgainst: 137,
      },
    ]);
  });

  it("lists a league's high breaks, highest first", async () => {
    const out = await runCli(['stats', 'breaks', '--league', String(league)], {
      env: h.env({ signedOut: true }),
    });
    expect(out.code).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Break\s+Player\s+Team\s+Date\s+Fixture$/);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/).slice(0, 4))).toEqual([
      ['105', 'Bob Ray', 'Blue', '2027-01-07'],
      ['64', 'Ann Lee', 'Red', '2027-01-07'],
      ['31', 'Ann Lee', 'Red', '2027-01-07'],
    ]);
    const empty = await runCli(['stats', 'breaks', '--league', String(plainLeague)], { env: h.env() });
    expect(empty.stdout).toBe('No breaks recorded in this league yet.\n');
    const missing = await runCli(['stats', 'breaks'], { env: h.env() });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--league');
  });

  it("keeps the frames' points, the breaks and each player's figures in the league's snapshot", async () => {
    const out = await runCli(['history', 'snapshot', '--league', String(league), '--json'], { env: h.env() });
    expect(out.code).toBe(0);
    const { snapshot } = JSON.parse(out.stdout);
    expect(
      snapshot.results[0].frames.map((f: Record<string, unknown>) => [
        f.frameNo,
        f.winner,
        f.homePoints,
        f.awayPoints,
      ]),
    ).toEqual([
      [1, 'home', 72, 40],
      [2, 'away', 5, 110],
      [3, 'home', 60, 55],
    ]);
    expect(
      snapshot.highBreaks.map((b: { playerName: string; value: number }) => [b.playerName, b.value]),
    ).toEqual([
      ['Bob Ray', 105],
      ['Ann Lee', 64],
      ['Ann Lee', 31],
    ]);
    expect(snapshot.playerStats).toEqual([
      {
        playerId: ann,
        playerName: 'Ann Lee',
        highBreak: 64,
        centuries: 0,
        dishes: 0,
        goldenBreaks: 0,
        whitewashes: 0,
        framePointsFor: 137,
        framePointsAgainst: 205,
      },
      {
        playerId: bob,
        playerName: 'Bob Ray',
        highBreak: 105,
        centuries: 1,
        dishes: 0,
        goldenBreaks: 0,
        whitewashes: 0,
        framePointsFor: 205,
        framePointsAgainst: 137,
      },
    ]);

    const show = await runCli(['history', 'show', String(JSON.parse(out.stdout).id)], { env: h.env() });
    expect(show.code).toBe(0);
    const lines = show.stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(/: 2 standings rows, 1 fixtures, 1 results, 3 breaks$/);
    expect(lines).toContain('High breaks');
    expect(show.stdout).toMatch(/\n105\s+Bob Ray\s+Blue\s+2027-01-07\n/);
    expect(show.stdout).toMatch(
      /\nPlayer\s+High break\s+Centuries\s+Points\nAnn Lee\s+64\s+0\s+137-205\nBob Ray\s+105\s+1\s+205-137\n/,
    );
  });

  it('keeps the snapshot of a league in the default format as it was, without frame details', async () => {
    const out = await runCli(['history', 'snapshot', '--league', String(plainLeague), '--json'], {
      env: h.env(),
    });
    expect(out.code).toBe(0);
    expect(Object.keys(JSON.parse(out.stdout).snapshot).sort()).toEqual([
      'divisions',
      'fixtures',
      'league',
      'results',
      'standings',
      'takenAt',
    ]);
  });
});
