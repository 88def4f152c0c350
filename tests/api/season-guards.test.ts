// Issue 25, on both engines: a league exists before it plays (every team of a division has a
// standings row at 0 from the moment it joins) and the season rollover's guards (unfinished
// fixtures refuse it unless voided, a league rolls over once, a division whose team to move never
// played moves nobody, one archive entry per season).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { setup, type Harness } from './support.ts';

describe.each(engines)('a season from its first team to its rollover (%s)', (engine) => {
  let h: Harness;
  let league: number;
  const division: Record<string, number> = {};
  const team: Record<string, number> = {};
  const fixture: Record<string, number> = {};
  let venue: number;

  const post = async (path: string, body: unknown) =>
    (await h.call('POST', path, { token: h.organiser.token, body })).body;
  const rollover = (body: unknown) =>
    h.call('POST', `/leagues/${league}/rollover`, { token: h.organiser.token, body });
  const table = async (divisionId: number) =>
    (await h.call('GET', `/standings?divisionId=${divisionId}`)).body.map(
      (r: { teamName: string; position: number; played: number; points: number }) =>
        `${r.position} ${r.teamName} P${r.played} ${r.points}pts`,
    );
  const plan = (divisions: { name: string; teams: { teamName: string; movement: string }[] }[]) =>
    divisions.map((d) => [d.name, d.teams.map((t) => `${t.teamName} ${t.movement}`)]);

  const match = async (key: string, divisionName: string, home: string, away: string, kickoffAt: string) => {
    fixture[key] = (
      await post('/fixtures', {
        divisionId: division[divisionName],
        homeTeamId: team[home],
        awayTeamId: team[away],
        venueId: venue,
        kickoffAt,
      })
    ).id;
  };

  beforeAll(async () => {
    h = await setup(engine);
    league = (await post('/leagues', { name: 'Guards', season: '2026' })).id;
    venue = (await post('/venues', { name: 'Hall' })).id;
    for (const [sortOrder, name] of ['Premier', 'One'].entries()) {
      division[name] = (await post('/divisions', { leagueId: league, name, sortOrder })).id;
    }
    for (const name of ['Ash', 'Birch', 'Cedar', 'Dale', 'Elm', 'Fir'])
      team[name] = (await post('/teams', { name })).id;
    for (const name of ['Ash', 'Birch', 'Cedar'])
      await post(`/divisions/${division.Premier}/teams`, { teamId: team[name] });
    // Premier: Ash beats Birch and Cedar; Birch v Cedar is in play (one frame) when the season ends.
    await match('ab', 'Premier', 'Ash', 'Birch', '2026-03-01T19:30:00Z');
    await match('ac', 'Premier', 'Ash', 'Cedar', '2026-03-08T19:30:00Z');
    await match('bc', 'Premier', 'Birch', 'Cedar', '2026-03-15T19:30:00Z');
    for (const key of ['ab', 'ac']) {
      await post(`/fixtures/${fixture[key]}/frames`, { frameNo: 1, winner: 'home' });
      await h.call('PATCH', `/fixtures/${fixture[key]}`, {
        token: h.organiser.token,
        body: { status: 'final' },
      });
    }
    await post(`/fixtures/${fixture.bc}/frames`, { frameNo: 1, winner: 'away' });
  }, 180_000);
  afterAll(() => h.close());

  it('lists every team of a division at 0 from the moment it joins, before any result', async () => {
    expect(await table(division.One)).toEqual([]);
    for (const name of ['Fir', 'Elm', 'Dale'])
      await post(`/divisions/${division.One}/teams`, { teamId: team[name] });
    expect(await table(division.One)).toEqual(['1 Dale P0 0pts', '2 Elm P0 0pts', '3 Fir P0 0pts']);
    expect(await table(division.Premier)).toEqual(['1 Ash P2 12pts', '2 Birch P1 0pts', '3 Cedar P1 0pts']);
    // A team that leaves before it plays leaves the table.
    await h.call('DELETE', `/divisions/${division.One}/teams/${team.Fir}`, { token: h.organiser.token });
    expect(await table(division.One)).toEqual(['1 Dale P0 0pts', '2 Elm P0 0pts']);
    await post(`/divisions/${division.One}/teams`, { teamId: team.Fir });
    await match('de', 'One', 'Dale', 'Elm', '2026-03-22T19:30:00Z');

    // The public league page (and its division pages and the embed, which read the same table) lists
    // them too, and names each next fixture's division.
    const page = (await h.call('GET', `/public/leagues/${league}`)).body;
    expect(
      page.divisions.map((d: { name: string; standings: { teamName: string; played: number }[] }) => [
        d.name,
        d.standings.map((r) => `${r.teamName} P${r.played}`),
      ]),
    ).toEqual([
      ['Premier', ['Ash P2', 'Birch P1', 'Cedar P1']],
      ['One', ['Dale P0', 'Elm P0', 'Fir P0']],
    ]);
    expect(
      page.nextFixtures.map(
        (f: { divisionName: string; home: { name: string } }) => `${f.divisionName}: ${f.home.name}`,
      ),
    ).toEqual(['Premier: Birch', 'One: Dale']);
    const divisionPage = (await h.call('GET', `/public/leagues/${league}/divisions/${division.One}`)).body;
    expect(divisionPage.division.standings).toHaveLength(3);
  });

  it('plans the rollover on a dry run, naming the unfinished fixtures, and holds a division that never played', async () => {
    const res = await rollover({ season: '2027', promote: 1, relegate: 1, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.unfinishedFixtures).toBe(2);
    expect(res.body.unfinished).toEqual([
      expect.objectContaining({
        divisionName: 'Premier',
        homeTeamName: 'Birch',
        awayTeamName: 'Cedar',
        kickoffAt: '2026-03-15T19:30:00.000Z',
        status: 'in_play',
      }),
      expect.objectContaining({
        divisionName: 'One',
        homeTeamName: 'Dale',
        awayTeamName: 'Elm',
        kickoffAt: '2026-03-22T19:30:00.000Z',
        status: 'scheduled',
      }),
    ]);
    // One has played no match: Dale would go up on the alphabet alone, so every team of One stays;
    // Premier's table is played by all, so Cedar still goes down.
    expect(plan(res.body.divisions)).toEqual([
      ['Premier', ['Ash stays', 'Birch stays']],
      ['One', ['Cedar down', 'Dale stays', 'Elm stays', 'Fir stays']],
    ]);
    expect(res.body.divisions.map((d: { movesHeld: boolean }) => d.movesHeld)).toEqual([false, true]);
  });

  it('refuses the rollover while fixtures are unfinished, naming their number, and writes nothing', async () => {
    const before = [await h.count('leagues'), await h.count('league_histories')];
    expect(await rollover({ season: '2027', promote: 1, relegate: 1 })).toMatchObject({
      status: 409,
      body: { message: '2 fixtures are unfinished: finish them, or void them to start the next season' },
    });
    expect(await rollover({ season: '2027', voidUnfinished: 'yes' })).toMatchObject({
      status: 400,
      body: { fields: { voidUnfinished: ['Void unfinished must be true or false'] } },
    });
    expect([await h.count('leagues'), await h.count('league_histories')]).toEqual(before);
    expect(await h.count('fixtures', "status = 'void'")).toBe(0);
  });

  it('voids the unfinished fixtures (audited) and rolls over in one go when asked, with one archive entry', async () => {
    // A snapshot taken earlier (cueboard league-history) is replaced by the rollover's.
    await post(`/leagues/${league}/histories`, {});
    const res = await rollover({ season: '2027', promote: 1, relegate: 1, voidUnfinished: true });
    expect(res.status).toBe(201);
    expect(res.body.unfinishedFixtures).toBe(2);
    const statusOf = async (id: number) => (await h.call('GET', `/fixtures/${id}`)).body.status;
    expect([await statusOf(fixture.bc), await statusOf(fixture.de)]).toEqual(['void', 'void']);
    const audited = await h.db.query<{ row_id: number }>(
      `select row_id from public.audit_log where table_name = 'fixtures' and after ->> 'status' = 'void'
       order by row_id`,
    );
    expect(audited.map((a) => Number(a.row_id))).toEqual([fixture.bc, fixture.de].sort((a, b) => a - b));
    const next = (await h.call('GET', `/divisions?leagueId=${res.body.leagueId}`)).body;
    const teamsOf = async (divisionId: number) =>
      (await h.call('GET', `/divisions/${divisionId}/teams`)).body.map((t: { teamId: number }) =>
        Object.keys(team).find((k) => team[k] === t.teamId),
      );
    expect([await teamsOf(next[0].id), await teamsOf(next[1].id)]).toEqual([
      ['Ash', 'Birch'],
      ['Cedar', 'Dale', 'Elm', 'Fir'],
    ]);
    expect((await h.call('GET', `/leagues/${league}`)).body.nextSeasonId).toBe(res.body.leagueId);

    const seasons = (await h.call('GET', '/seasons')).body.filter(
      (s: { leagueId: number }) => s.leagueId === league,
    );
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({ historyId: res.body.snapshotId, name: 'Guards', season: '2026' });
    // No champion out of a division whose teams have not all played.
    expect(seasons[0].divisions.map((d: { champion: string | null }) => d.champion)).toEqual(['Ash', null]);
  });

  it('refuses to roll a season over twice, dry run included', async () => {
    const leagues = await h.count('leagues');
    for (const dryRun of [false, true]) {
      expect(await rollover({ season: '2028', dryRun })).toMatchObject({
        status: 409,
        body: { message: 'Guards 2026 has already been rolled over to 2027' },
      });
    }
    expect(await h.count('leagues')).toBe(leagues);
  });
});
