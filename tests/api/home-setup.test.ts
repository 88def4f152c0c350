// The first-run checklist on the home page (issue 25): an organiser of a fresh deployment sees every
// step open (league, divisions, venues, teams, players, fixtures, captains invited, a TV paired); each
// step ticks once the thing exists, read from the data in the same GET /api/home. Nobody else gets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, setup, type Harness } from './support.ts';

const allOpen = {
  league: false,
  divisions: false,
  venues: false,
  teams: false,
  players: false,
  fixtures: false,
  captains: false,
  tv: false,
};

describe.each(engines)('the first-run checklist (%s)', (engine) => {
  let h: Harness;
  const t = () => h.organiser.token;
  const post = async (path: string, body: unknown) => {
    const res = await h.call('POST', path, { token: t(), body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as { id: number };
  };
  const setupOf = async (token?: string) => {
    const res = await h.call('GET', '/home', { token });
    expect(res.status).toBe(200);
    return res.body.setup;
  };

  beforeAll(async () => {
    h = await setup(engine);
  }, 120_000);
  afterAll(() => h.close());

  it("a fresh deployment's organiser sees every step open; anyone else gets no checklist", async () => {
    expect(await setupOf(t())).toEqual(allOpen);
    expect(await setupOf()).toBeNull();
    expect(await setupOf((await createUser(h.db)).token)).toBeNull();
  });

  it('each step ticks once its thing is created', async () => {
    const done: Record<string, boolean> = { ...allOpen };
    const ticks = async (step: keyof typeof allOpen) => {
      done[step] = true;
      expect(await setupOf(t())).toEqual(done);
    };
    const league = await post('/leagues', { name: 'Winter League', season: '2026/27' });
    await ticks('league');
    const division = await post('/divisions', { leagueId: league.id, name: 'Premier' });
    await ticks('divisions');
    const venue = await post('/venues', { name: 'The Crown' });
    await ticks('venues');
    const home = await post('/teams', { name: 'Red Lions' });
    const away = await post('/teams', { name: 'Blue Cues' });
    await ticks('teams');
    await post('/players', { fullName: 'Ann Lee' });
    await ticks('players');
    for (const team of [home, away]) await post(`/divisions/${division.id}/teams`, { teamId: team.id });
    await post('/fixtures', {
      divisionId: division.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      venueId: venue.id,
      kickoffAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await ticks('fixtures');
    await post('/invitations', { email: 'cara@example.com', role: 'captain', teamId: home.id });
    await ticks('captains');

    const wallboard = await post('/wallboards', { name: 'Bar TV', type: 'live_scores', leagueId: league.id });
    const pairing = await h.call('POST', '/screens/pair', { body: { userAgent: 'TestTV/1.0' } });
    expect(pairing.status).toBe(201);
    await post('/screens/claim', { code: pairing.body.code, name: 'Bar TV', wallboardId: wallboard.id });
    await ticks('tv');
  });

  it('a revoked captain invitation is no captain; a team with a captain is', async () => {
    const invitations = (await h.call('GET', '/invitations', { token: t() })).body as { id: number }[];
    for (const i of invitations) {
      expect((await h.call('DELETE', `/invitations/${i.id}`, { token: t() })).status).toBe(204);
    }
    expect(await setupOf(t())).toMatchObject({ captains: false, tv: true });
    const captain = await createUser(h.db);
    await post('/teams', { name: 'Green Baize', captainUserId: captain.id });
    expect(await setupOf(t())).toMatchObject({ captains: true });
  });
});
