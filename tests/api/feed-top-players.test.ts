// A top_players wallboard's feed: the division's leaderboard by rating, or by win % when the
// wallboard's ranking says so (public.leaderboard, the same order and threshold as GET
// /api/leaderboards), ten rows at most, with names and no ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { statsScenario } from './stats-scenario.ts';
import { setup, type Harness } from './support.ts';

describe.each(engines)('the top players wallboard feed (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof statsScenario>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await statsScenario(h);
    // Teams named on the board: Ann and Cat play for Red, Bob and Dan for Blue.
    for (const [team, names] of [
      [s.red, ['Ann', 'Cat']],
      [s.blue, ['Bob', 'Dan']],
    ] as const) {
      for (const name of names) await s.post(`/teams/${team}/players`, { playerId: s.p[name] });
    }
  }, 180_000);
  afterAll(() => h.close());

  const feedOf = async (body: Record<string, unknown>) => {
    const wb = await s.post('/wallboards', { name: 'Best', type: 'top_players', ...body });
    return (await h.call('GET', `/wallboards/${wb.id}/feed`)).body;
  };

  it("shows the division's players by rating with team, frames, win % and provisional, anonymously", async () => {
    await s.patch(`/leagues/${s.league}`, { settings: { leaderboard: { min_frames: 2 } } });
    const feed = await feedOf({ divisionId: s.division });
    expect(feed.wallboard.type).toBe('top_players');
    expect(feed.topPlayers).toEqual([
      {
        position: 1,
        name: 'Ann',
        teamName: 'Red',
        framesPlayed: 4,
        winPct: 75,
        rating: 513.36,
        provisional: true,
      },
      {
        position: 2,
        name: 'Bob',
        teamName: 'Blue',
        framesPlayed: 2,
        winPct: 50,
        rating: 502.64,
        provisional: true,
      },
      {
        position: 3,
        name: 'Cat',
        teamName: 'Red',
        framesPlayed: 2,
        winPct: 50,
        rating: 500.89,
        provisional: true,
      },
      {
        position: 4,
        name: 'Dan',
        teamName: 'Blue',
        framesPlayed: 3,
        winPct: 33.3,
        rating: 483.11,
        provisional: true,
      },
    ]);
    expect(JSON.stringify(feed.topPlayers)).not.toMatch(/[iI]d"/);
    expect(feed.fixtures).toEqual([]);
    expect(feed.standings).toEqual([]);
  });

  it("uses the league's threshold of frames, and other types carry no players", async () => {
    await s.patch(`/leagues/${s.league}`, { settings: { leaderboard: { min_frames: 3 } } });
    expect((await feedOf({ leagueId: s.league })).topPlayers.map((r: { name: string }) => r.name)).toEqual([
      'Ann',
      'Dan',
    ]);
    expect((await feedOf({ type: 'league_table', divisionId: s.division })).topPlayers).toEqual([]);
  });

  it('needs a league or a division', async () => {
    const res = await h.call('POST', '/wallboards', {
      token: h.organiser.token,
      body: { name: 'Nowhere', type: 'top_players' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'League or Division is required for Top Players wallboards' },
    });
  });

  // Last, as it adds a frame: F2.3 Bob v Cat, Cat wins. Bob 502.64 v Cat 500.89: P = 0.503032481732,
  // 32 x -0.503032481732 = -16.10 ->
  // Cat 516.99 (2 of 3, 66.7%), Ann 513.36 (75%), Bob 486.54 (1 of 3), Dan 483.11 (1 of 3).
  it('ranks by win % when the wallboard says so; by rating otherwise', async () => {
    await s.addFrame('F2', 3, 'Bob', 'Cat', 'away');
    const names = (feed: { topPlayers: { name: string }[] }) => feed.topPlayers.map((r) => r.name);
    const byWins = await feedOf({ divisionId: s.division, ranking: 'win_pct' });
    expect(byWins.wallboard.ranking).toBe('win_pct');
    expect(names(byWins)).toEqual(['Ann', 'Cat', 'Bob', 'Dan']); // Bob and Dan tie: rating decides
    expect(byWins.topPlayers.map((r: { winPct: number }) => r.winPct)).toEqual([75, 66.7, 33.3, 33.3]);
    const byRating = await feedOf({ divisionId: s.division });
    expect(byRating.wallboard.ranking).toBe('rating');
    expect(names(byRating)).toEqual(['Cat', 'Ann', 'Bob', 'Dan']);
    expect(byRating.topPlayers.map((r: { rating: number }) => r.rating)).toEqual([
      516.99, 513.36, 486.54, 483.11,
    ]);

    await s.patch(`/wallboards/${byRating.wallboard.id}`, { ranking: 'win_pct' });
    expect(names((await h.call('GET', `/wallboards/${byRating.wallboard.id}/feed`)).body)).toEqual([
      'Ann',
      'Cat',
      'Bob',
      'Dan',
    ]);
    const refused = await h.call('POST', '/wallboards', {
      token: h.organiser.token,
      body: { name: 'Odd', type: 'top_players', divisionId: s.division, ranking: 'frames_won' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.ranking).toEqual(['Ranking must be rating or win_pct']);
  });
});
