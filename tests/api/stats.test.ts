// Statistics and the rating as a user receives them, on a scenario computed by hand (docs/rating.md):
// every player starts at 500 and is provisional (step 32 for both, so 32 per frame); the home player's
// chance is P = 1 / (1 + 2^(-(home - away)/100)); the home player gains round(32 x (won - P), 2) and
// the away player loses as much.
//
// Red (home) v Blue, 7 Jan, final:     F1.1 Ann v Bob: home   F1.2 Cat v Dan: away   F1.3 Ann v Dan: home
//                                      F1.4 Cat v Bob: na (ignored)   F1.5 Ann v nobody: home (Ann's, unrated)
// Blue (home) v Red, 14 Jan, in play:  F2.1 Bob v Ann: home   F2.2 Dan v Cat: away
// Red v Blue, 21 Jan, scheduled:       F3.1 Ann v Bob: home (not counted)
//
// F1.1 500 v 500: P = 0.5, +16          -> Ann 516, Bob 484
// F1.2 500 v 500: P = 0.5, -16          -> Cat 484, Dan 516
// F1.3 Ann 516 v Dan 516: P = 0.5, +16  -> Ann 532, Dan 500
// F2.1 Bob 484 v Ann 532: P = 1/(1+2^0.48) = 0.417581227608, 32 x 0.582418772392 = 18.64
//                                       -> Bob 502.64, Ann 513.36
// F2.2 Dan 500 v Cat 484: P = 1/(1+2^-0.16) = 0.527697504028, 32 x -0.527697504028 = -16.89
//                                       -> Dan 483.11, Cat 500.89            (sum 2000.00)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { statsScenario } from './stats-scenario.ts';
import { setup, type Harness } from './support.ts';

const base = { Ann: 513.36, Bob: 502.64, Cat: 500.89, Dan: 483.11 };

describe.each(engines)('statistics and rating (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof statsScenario>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await statsScenario(h);
  }, 180_000);
  afterAll(() => h.close());

  it("gives a player's frames, form, streak, home and away records and rating, anonymously", async () => {
    expect(await s.stats('Ann')).toEqual({
      playerId: s.p.Ann,
      framesPlayed: 4, // F1.1, F1.3, F1.5 (no opponent named) and F2.1; not F3 (scheduled)
      framesWon: 3,
      framesLost: 1,
      winPct: 75,
      matchesPlayed: 2,
      form: ['L', 'W', 'W', 'W'],
      streak: 'L1',
      home: { played: 3, won: 3 },
      away: { played: 1, won: 0 },
      rating: 513.36,
      ratingFrames: 3, // F1.5 names one player: it counts for Ann, but cannot be rated
      provisional: true, // a pool league in the default format records no frame details (issue 29)
      highBreak: null,
      centuries: 0,
      dishes: 0,
      goldenBreaks: 0,
      whitewashes: 0,
      framePointsFor: 0,
      framePointsAgainst: 0,
      recorded: { breaks: false, points: false, events: false },
    });
    expect(await s.stats('Dan')).toMatchObject({
      framesPlayed: 3,
      framesWon: 1,
      winPct: 33.3,
      form: ['L', 'L', 'W'],
      streak: 'L2',
      home: { played: 1, won: 0 },
      away: { played: 2, won: 1 },
    });
    expect(await s.stats('Bob')).toMatchObject({ framesPlayed: 2, framesWon: 1, form: ['W', 'L'] }); // F1.4 na
    expect(await s.ratings()).toEqual(base);
  });

  it('starts a new player at the start value, or at the rating an organiser knows', async () => {
    expect(await s.stats('Eve')).toEqual({
      playerId: s.p.Eve,
      framesPlayed: 0,
      framesWon: 0,
      framesLost: 0,
      winPct: 0,
      matchesPlayed: 0,
      form: [],
      streak: null,
      home: { played: 0, won: 0 },
      away: { played: 0, won: 0 },
      rating: 600,
      ratingFrames: 0,
      provisional: true,
      highBreak: null,
      centuries: 0,
      dishes: 0,
      goldenBreaks: 0,
      whitewashes: 0,
      framePointsFor: 0,
      framePointsAgainst: 0,
      recorded: { breaks: false, points: false, events: false },
    });
    const zed = await s.post('/players', { fullName: 'Zed' });
    expect((await h.call('GET', `/players/${zed.id}/stats`)).body).toMatchObject({
      rating: 500,
      ratingFrames: 0,
    });
  });

  it('filters frames by league and division; the rating stays over all frames', async () => {
    const other = (await s.post('/leagues', { name: 'Summer', season: '2027' })).id;
    expect(await s.stats('Ann', `?leagueId=${other}`)).toMatchObject({
      framesPlayed: 0,
      form: [],
      rating: 513.36,
    });
    expect(await s.stats('Ann', `?leagueId=${s.league}&divisionId=${s.division}`)).toMatchObject({
      framesPlayed: 4,
      rating: 513.36,
    });
  });

  it('ranks players by rating, win percentage or frames won, ties broken as documented', async () => {
    const board = async (query: string) =>
      (await h.call('GET', `/leaderboards?leagueId=${s.league}${query}`)).body.rows.map(
        (r: { position: number; name: string }) => [r.position, r.name],
      );
    expect(await board('&minFrames=2')).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
      [3, 'Cat'],
      [4, 'Dan'],
    ]);
    // Bob and Cat: 50% and 1 frame won each; Bob's rating is higher.
    expect(await board('&metric=win_pct&minFrames=2')).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
      [3, 'Cat'],
      [4, 'Dan'],
    ]);
    // Dan won 1 at 33.3%; Eve has no frame, so no row.
    expect(await board('&metric=frames_won&minFrames=0')).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
      [3, 'Cat'],
      [4, 'Dan'],
    ]);
    expect(await board('')).toEqual([]); // the league's default: 5 frames
    const settings = { leaderboard: { min_frames: 3 } };
    await s.patch(`/leagues/${s.league}`, { settings });
    expect(await board('&metric=win_pct')).toEqual([
      [1, 'Ann'],
      [2, 'Dan'],
    ]);
    const [ann] = (await h.call('GET', `/leaderboards?leagueId=${s.league}`)).body.rows;
    // the leaderboard's row is the player's statistics without the frame details (issue 29)
    const {
      highBreak,
      centuries,
      dishes,
      goldenBreaks,
      whitewashes,
      framePointsFor,
      framePointsAgainst,
      recorded,
      ...line
    } = await s.stats('Ann');
    expect({
      highBreak,
      centuries,
      dishes,
      goldenBreaks,
      whitewashes,
      framePointsFor,
      framePointsAgainst,
      recorded,
    }).toEqual({
      highBreak: null,
      centuries: 0,
      dishes: 0,
      goldenBreaks: 0,
      whitewashes: 0,
      framePointsFor: 0,
      framePointsAgainst: 0,
      recorded: { breaks: false, points: false, events: false },
    });
    expect(ann).toEqual({ ...line, position: 1, name: 'Ann', teamId: s.red });
  });

  it("gives a team's final matches: results, frames, home and away, form, clean sweeps, biggest win", async () => {
    const team = async (id: number) => (await h.call('GET', `/teams/${id}/stats`)).body;
    const none = { played: 0, won: 0, drawn: 0, lost: 0 };
    const win = {
      fixtureId: s.f.F1,
      opponentTeamId: s.blue,
      kickoffAt: '2027-01-07T19:30:00.000Z',
      home: true,
    };
    expect(await team(s.red)).toEqual({
      teamId: s.red,
      matchesPlayed: 1, // F2 is still in play
      won: 1,
      drawn: 0,
      lost: 0,
      framesFor: 3, // F1.1, F1.3, F1.5; F1.4 is na
      framesAgainst: 1,
      home: { played: 1, won: 1, drawn: 0, lost: 0 },
      away: none,
      form: ['W'],
      cleanSweeps: 0,
      biggestWin: { ...win, framesFor: 3, framesAgainst: 1 },
      // a pool league in the default format records no frame details (issue 29)
      highBreak: null,
      centuries: 0,
      dishes: 0,
      goldenBreaks: 0,
      whitewashes: 0,
      framePointsFor: 0,
      framePointsAgainst: 0,
      recorded: { breaks: false, points: false, events: false },
    });
    await s.patch(`/fixtures/${s.f.F2}`, { status: 'final' }); // 1-1
    expect(await team(s.red)).toMatchObject({
      matchesPlayed: 2,
      won: 1,
      drawn: 1,
      framesFor: 4,
      form: ['D', 'W'],
    });
    expect(await team(s.blue)).toMatchObject({
      won: 0,
      drawn: 1,
      lost: 1,
      form: ['D', 'L'],
      biggestWin: null,
    });
    const [row] = (await h.call('GET', `/standings?divisionId=${s.division}`)).body;
    expect(row).toMatchObject({ teamId: s.red, played: 2, won: 1, drawn: 1, framesFor: 4, framesAgainst: 2 });
    expect(await s.ratings()).toEqual(base); // in play and final both count for the rating
  });

  it('gives two players their frames against each other and the chance of the next', async () => {
    const res = await h.call('GET', `/head-to-head?playerA=${s.p.Ann}&playerB=${s.p.Bob}`);
    expect(res.body).toEqual({
      framesPlayed: 2, // F3.1 is scheduled
      playerAWon: 1,
      playerBWon: 1,
      frames: [
        {
          frameId: s.frame['F2.1'],
          fixtureId: s.f.F2,
          frameNo: 1,
          kickoffAt: '2027-01-14T19:30:00.000Z',
          winnerPlayerId: s.p.Bob,
        },
        {
          frameId: s.frame['F1.1'],
          fixtureId: s.f.F1,
          frameNo: 1,
          kickoffAt: '2027-01-07T19:30:00.000Z',
          winnerPlayerId: s.p.Ann,
        },
      ],
      probabilityA: 0.5186, // 513.36 - 502.64 = 10.72: 1 / (1 + 2^-0.1072)
    });
  });

  it('refuses bad ids and parameters naming the field, and unknown players and teams', async () => {
    const bad = async (path: string) => (await h.call('GET', path)).body;
    expect(await bad('/players/x/stats')).toMatchObject({ fields: { id: ['Invalid id'] } });
    expect(await bad(`/players/${s.p.Ann}/stats?leagueId=0`)).toMatchObject({
      fields: { leagueId: ['Invalid id'] },
    });
    expect(await bad('/leaderboards?metric=luck')).toMatchObject({
      message: 'metric must be one of rating, win_pct, frames_won',
    });
    expect(await bad('/leaderboards?minFrames=-1')).toMatchObject({
      fields: { minFrames: expect.any(Array) },
    });
    expect(await bad(`/head-to-head?playerA=${s.p.Ann}`)).toMatchObject({ message: 'playerB is required' });
    expect(await bad(`/head-to-head?playerA=${s.p.Ann}&playerB=${s.p.Ann}`)).toMatchObject({
      fields: { playerB: ['Same as playerA'] },
    });
    for (const path of [
      '/players/999999/stats',
      '/teams/999999/stats',
      `/head-to-head?playerA=${s.p.Ann}&playerB=999999`,
    ]) {
      expect((await h.call('GET', path)).status).toBe(404);
    }
    expect((await h.call('GET', '/leaderboards?leagueId=999999')).status).toBe(404);
  });

  it('follows an edited final frame at once, and its correction back', async () => {
    await s.patch(`/frames/${s.frame['F1.1']}`, { winner: 'away' });
    // F1.1 -16; F1.2 -16; F1.3 Ann 484 v Dan 516: P = 0.444774457425, +17.77 -> Ann 501.77, Dan 498.23;
    // F2.1 Bob 516 v Ann 501.77: P = 0.524638738673, +15.21; F2.2 Dan 498.23 v Cat 484: same P, -16.79
    expect(await s.ratings()).toEqual({ Ann: 486.56, Bob: 531.21, Cat: 500.79, Dan: 481.44 });
    expect(await s.stats('Ann')).toMatchObject({ framesWon: 2, form: ['L', 'W', 'W', 'L'] });
    await s.patch(`/frames/${s.frame['F1.1']}`, { winner: 'home' });
    expect(await s.ratings()).toEqual(base);
  });

  it('follows a deleted final frame at once', async () => {
    await s.remove(`/frames/${s.frame['F1.3']}`);
    // F2.1 Bob 484 v Ann 516: P = 0.444774457425, +17.77; F2.2 Dan 516 v Cat 484: P = 0.555225542575, -17.77
    expect(await s.ratings()).toEqual({ Ann: 498.23, Bob: 501.77, Cat: 501.77, Dan: 498.23 });
    expect(await s.stats('Dan')).toMatchObject({ framesPlayed: 2, ratingFrames: 2 });
    await s.addFrame('F1', 3, 'Ann', 'Dan', 'home');
    expect(await s.ratings()).toEqual(base);
  });

  it('follows a reopened fixture: in play still counts, scheduled does not', async () => {
    await s.patch(`/fixtures/${s.f.F1}`, { status: 'in_play' });
    expect(await s.ratings()).toEqual(base);
    await s.patch(`/fixtures/${s.f.F1}`, { status: 'scheduled' });
    // Only F2: Bob 500 v Ann 500 +16; Dan 500 v Cat 500 -16
    expect(await s.ratings()).toEqual({ Ann: 484, Bob: 516, Cat: 516, Dan: 484 });
    expect(await s.stats('Ann')).toMatchObject({ framesPlayed: 1, form: ['L'], ratingFrames: 1 });
    await s.patch(`/fixtures/${s.f.F1}`, { status: 'final' });
    expect(await s.ratings()).toEqual(base);
  });

  it("follows a player's starting rating, set by an organiser", async () => {
    await s.patch(`/players/${s.p.Cat}`, { startRating: 550 });
    // F1.2 Cat 550 v Dan 500: P = 0.585786437627, -18.75; F1.3 Ann 516 v Dan 518.75: P = 0.495234757417,
    // +16.15; F2.1 Bob 484 v Ann 532.15: P = 0.417328381776, +18.65; F2.2 Dan 502.60 v Cat 531.25:
    // P = 0.450515850553, -14.42
    expect(await s.ratings()).toEqual({ Ann: 513.5, Bob: 502.65, Cat: 545.67, Dan: 488.18 });
    await s.patch(`/players/${s.p.Cat}`, { startRating: null });
    expect(await s.ratings()).toEqual(base);
  });

  it("follows a deleted player: their frames stay the opponents' but are no longer rated", async () => {
    await s.remove(`/players/${s.p.Dan}`);
    // Rated: F1.1 (+16) and F2.1 Bob 484 v Ann 516: +17.77. Cat's frames name only Cat now.
    expect(await s.stats('Ann')).toMatchObject({ rating: 498.23, ratingFrames: 2, framesPlayed: 4 });
    expect(await s.stats('Bob')).toMatchObject({ rating: 501.77, ratingFrames: 2 });
    expect(await s.stats('Cat')).toMatchObject({
      rating: 500,
      ratingFrames: 0,
      framesPlayed: 2,
      framesWon: 1,
    });
  });
});
