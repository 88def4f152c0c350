// Starting the next season through the API, on both engines: the plan (a dry run writes nothing),
// promotion and relegation by final position, the new season's divisions and teams, the snapshot of
// the finished one, rosters kept, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, setup, type Harness } from './support.ts';

describe.each(engines)('starting the next season (%s)', (engine) => {
  let h: Harness;
  let league: number;
  const team: Record<string, number> = {};
  let playerOnP3: number;

  const rollover = (body: unknown, token = h.organiser.token, id = league) =>
    h.call('POST', `/leagues/${id}/rollover`, { token, body });
  const plan = (divisions: { name: string; teams: { teamName: string; movement: string }[] }[]) =>
    divisions.map((d) => [d.name, d.teams.map((t) => `${t.teamName} ${t.movement}`)]);

  beforeAll(async () => {
    h = await setup(engine);
    const t = h.organiser.token;
    const post = async (path: string, body: unknown) => (await h.call('POST', path, { token: t, body })).body;
    league = (await post('/leagues', { name: 'Valley', season: '2026' })).id;
    const venue = (await post('/venues', { name: 'Hall' })).id;
    // Three tiers of three teams; in each, X1 beats X2 and X3, and X2 beats X3. Two has a fourth
    // team that never played: with no frames against, it ranks above T3.
    for (const [sortOrder, prefix] of ['P', 'O', 'T'].entries()) {
      const name = { P: 'Premier', O: 'One', T: 'Two' }[prefix]!;
      const division = (await post('/divisions', { leagueId: league, name, sortOrder })).id;
      const names = prefix === 'T' ? ['T1', 'T2', 'T3', 'T4'] : [`${prefix}1`, `${prefix}2`, `${prefix}3`];
      for (const n of names) {
        team[n] = (await post('/teams', { name: n })).id;
        await post(`/divisions/${division}/teams`, { teamId: team[n] });
      }
      for (const [home, away] of [
        [1, 2],
        [2, 3],
        [1, 3],
      ]) {
        const fixture = await post('/fixtures', {
          divisionId: division,
          homeTeamId: team[`${prefix}${home}`],
          awayTeamId: team[`${prefix}${away}`],
          venueId: venue,
          kickoffAt: '2026-03-01T19:30:00Z',
        });
        await post(`/fixtures/${fixture.id}/frames`, { frameNo: 1, winner: 'home' });
        await h.call('PATCH', `/fixtures/${fixture.id}`, { token: t, body: { status: 'final' } });
      }
    }
    playerOnP3 = (await post('/players', { fullName: 'Ann Lee' })).id;
    await post(`/teams/${team.P3}/players`, { playerId: playerOnP3 });
  }, 180_000);
  afterAll(() => h.close());

  it('shows the plan on a dry run and writes nothing', async () => {
    const before = [await h.count('leagues'), await h.count('divisions'), await h.count('league_histories')];
    const res = await rollover({ season: '2027', promote: 1, relegate: 1, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ season: '2027', unfinishedFixtures: 0 });
    expect(res.body.leagueId).toBeUndefined();
    expect(plan(res.body.divisions)).toEqual([
      ['Premier', ['P1 stays', 'P2 stays', 'O1 up']],
      ['One', ['P3 down', 'O2 stays', 'T1 up']],
      ['Two', ['O3 down', 'T2 stays', 'T4 stays', 'T3 stays']],
    ]);
    expect(res.body.divisions[1].teams[0]).toMatchObject({ fromDivisionName: 'Premier', position: 3 });
    expect([await h.count('leagues'), await h.count('divisions'), await h.count('league_histories')]).toEqual(
      before,
    );
  });

  it('refuses bad input naming the field, other users, and unknown leagues', async () => {
    expect((await rollover({ season: ' ' })).body.fields.season).toEqual(['Season is required']);
    expect((await rollover({ season: '2027', promote: -1 })).body.fields.promote).toEqual([
      'Promote must be a whole number from 0 to 20',
    ]);
    expect((await rollover({ season: '2027', relegate: 1.5 })).status).toBe(400);
    const captain = await createUser(h.db);
    expect(await rollover({ season: '2027' }, captain.token)).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can start the next season' },
    });
    expect((await h.call('POST', `/leagues/${league}/rollover`, { body: { season: '2027' } })).status).toBe(
      401,
    );
    expect((await rollover({ season: '2027' }, h.organiser.token, 999_999)).status).toBe(404);
  });

  it('refuses to move more teams than a division holds, and writes nothing', async () => {
    const leagues = await h.count('leagues');
    expect(await rollover({ season: '2027', promote: 2, relegate: 2 })).toMatchObject({
      status: 409,
      body: { message: 'Too few teams in One to promote 2 and relegate 2' },
    });
    expect(await h.count('leagues')).toBe(leagues);
  });

  it('starts the season: snapshot, same divisions and settings, teams moved, rosters kept', async () => {
    await h.call('PATCH', `/leagues/${league}`, {
      token: h.organiser.token,
      body: { settings: { points: { win: 2 } } },
    });
    const res = await rollover({ season: '2027', promote: 1, relegate: 1 });
    expect(res.status).toBe(201);
    const next = (await h.call('GET', `/leagues/${res.body.leagueId}`)).body;
    expect(next).toMatchObject({ name: 'Valley', season: '2027', settings: { points: { win: 2 } } });
    const divisions = (await h.call('GET', `/divisions?leagueId=${next.id}`)).body;
    expect(divisions.map((d: { name: string }) => d.name)).toEqual(['Premier', 'One', 'Two']);
    const teamsOf = async (divisionId: number) =>
      (await h.call('GET', `/divisions/${divisionId}/teams`)).body.map((t: { teamId: number }) =>
        Object.keys(team).find((k) => team[k] === t.teamId),
      );
    expect(await teamsOf(divisions[0].id)).toEqual(['P1', 'P2', 'O1']);
    expect(await teamsOf(divisions[1].id)).toEqual(['P3', 'O2', 'T1']);
    expect(await teamsOf(divisions[2].id)).toEqual(['O3', 'T2', 'T4', 'T3']);
    const roster = (await h.call('GET', `/teams/${team.P3}/players`)).body;
    expect(roster.map((r: { playerId: number }) => r.playerId)).toEqual([playerOnP3]);

    const seasons = (await h.call('GET', '/seasons')).body;
    expect(seasons[0]).toMatchObject({ historyId: res.body.snapshotId, name: 'Valley', season: '2026' });
    // T4 never played: Two has no champion (issue 25), though T1 still went up (T4 was not to move).
    expect(seasons[0].divisions.map((d: { champion: string | null }) => d.champion)).toEqual([
      'P1',
      'O1',
      null,
    ]);
    expect(seasons[0].divisions[2].table[2]).toMatchObject({ position: 3, teamName: 'T4', played: 0 });
  });

  it('refuses a season the league already has', async () => {
    const leagues = await h.count('leagues');
    expect(await rollover({ season: '2027' })).toMatchObject({
      status: 409,
      body: { message: 'Valley already has a season 2027' },
    });
    expect(await h.count('leagues')).toBe(leagues);
  });
});
