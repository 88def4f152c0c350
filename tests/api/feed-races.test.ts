// A live_scores wallboard's feed carries each frame's rack score and race (issue 29: "Race 4–3" on the
// TV): null for a one-rack frame, a race-to rubber's racks as scored and its race as fixed when it was
// made (a handicapped one differs per side); the match's score stays rubbers won. Public, anonymously.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('the wallboard feed of a race-to league (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let board: number;
  const api = async (method: string, path: string, body?: object) => {
    const res = await h.call(method, path, { token: h.organiser.token, body });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.body;
  };
  /** The feed as an anonymous TV reads it: the live fixture. */
  const fixture = async () => {
    const res = await h.call('GET', `/wallboards/${board}/feed`);
    expect(res.status).toBe(200);
    return res.body.fixtures[0];
  };

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await api('PATCH', `/fixtures/${s.fixture.id}`, { status: 'in_play' });
    board = (
      await api('POST', '/wallboards', {
        name: 'Bar TV',
        type: 'live_scores',
        leagueId: s.league.id,
        isPublic: true,
      })
    ).id;
  }, 180_000);
  afterAll(() => h.close());

  it('gives a one-rack frame null racks and race, and names no one who entered it', async () => {
    await api('POST', `/fixtures/${s.fixture.id}/frames`, {
      homePlayerId: s.homePlayer.id,
      awayPlayerId: s.awayPlayer.id,
      winner: 'home',
    });
    const { frames } = await fixture();
    expect(frames).toEqual([
      {
        id: expect.any(Number),
        fixtureId: s.fixture.id,
        frameNo: 1,
        homePlayerId: s.homePlayer.id,
        awayPlayerId: s.awayPlayer.id,
        winner: 'home',
        createdAt: expect.any(String),
        homeRacks: null,
        awayRacks: null,
        homeRace: null,
        awayRace: null,
      },
    ]);
  });

  it('gives a handicapped rubber its race and its racks as scored; the score counts rubbers won', async () => {
    await api('PATCH', `/leagues/${s.league.id}`, {
      settings: {
        match_format: 'races',
        race_to: 4,
        handicap: 'fixed',
        handicap_starts: { [s.awayPlayer.id]: 1 },
      },
    });
    const rubber = await api('POST', `/fixtures/${s.fixture.id}/frames`, {
      homePlayerId: s.homePlayer.id,
      awayPlayerId: s.awayPlayer.id,
    });
    const race = { homeRace: 4, awayRace: 3 };
    expect((await fixture()).frames[1]).toMatchObject({
      id: rubber.id,
      frameNo: 2,
      winner: 'na',
      homeRacks: null,
      awayRacks: null,
      ...race,
    });
    await api('PATCH', `/frames/${rubber.id}`, { homeRacks: 3, awayRacks: 2 });
    let live = await fixture();
    expect(live.frames[1]).toMatchObject({ winner: 'na', homeRacks: 3, awayRacks: 2, ...race });
    expect([live.homeScore, live.awayScore]).toEqual([1, 0]);
    await api('PATCH', `/frames/${rubber.id}`, { homeRacks: 3, awayRacks: 3 });
    live = await fixture();
    expect(live.frames[1]).toMatchObject({ winner: 'away', homeRacks: 3, awayRacks: 3, ...race });
    // Rubbers won, not racks: one each.
    expect([live.homeScore, live.awayScore]).toEqual([1, 1]);
  });
});
