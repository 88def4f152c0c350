// A player's page beyond the figures (GET /players/{id}/rating-history), on the hand-computed scenario
// of tests/api/stats.test.ts: Ann's rating after each rated frame, her last frames and her team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { statsScenario } from './stats-scenario.ts';
import { setup, type Harness } from './support.ts';

describe.each(engines)("a player's rating history and recent frames (%s)", (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof statsScenario>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await statsScenario(h);
    await s.post(`/teams/${s.red}/players`, { playerId: s.p.Ann });
  }, 180_000);
  afterAll(() => h.close());

  it('gives the team, the rating after each rated frame and the newest frames first, anonymously', async () => {
    const res = await h.call('GET', `/players/${s.p.Ann}/rating-history`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      team: { id: s.red, name: 'Red' },
      ratings: [
        { at: '2027-01-07T19:30:00.000Z', rating: 516 }, // F1.1 beat Bob
        { at: '2027-01-07T19:30:00.000Z', rating: 532 }, // F1.3 beat Dan
        { at: '2027-01-14T19:30:00.000Z', rating: 513.36 }, // F2.1 lost to Bob
      ],
      recentFrames: [
        {
          frameId: s.frame['F2.1'],
          fixtureId: s.f.F2,
          kickoffAt: '2027-01-14T19:30:00.000Z',
          opponentId: s.p.Bob,
          opponentName: 'Bob',
          won: false,
        },
        {
          frameId: s.frame['F1.5'],
          fixtureId: s.f.F1,
          kickoffAt: '2027-01-07T19:30:00.000Z',
          opponentId: null,
          opponentName: null,
          won: true,
        },
        {
          frameId: s.frame['F1.3'],
          fixtureId: s.f.F1,
          kickoffAt: '2027-01-07T19:30:00.000Z',
          opponentId: s.p.Dan,
          opponentName: 'Dan',
          won: true,
        },
        {
          frameId: s.frame['F1.1'],
          fixtureId: s.f.F1,
          kickoffAt: '2027-01-07T19:30:00.000Z',
          opponentId: s.p.Bob,
          opponentName: 'Bob',
          won: true,
        },
      ],
    });
  });

  it('gives an empty history to a player who never played, and 404 for nobody', async () => {
    expect((await h.call('GET', `/players/${s.p.Eve}/rating-history`)).body).toEqual({
      team: null,
      ratings: [],
      recentFrames: [],
    });
    expect((await h.call('GET', '/players/999999/rating-history')).status).toBe(404);
  });
});
