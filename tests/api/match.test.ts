// Match night through the API: frames, scoring, completion through complete_fixture, standings,
// bulk fixtures and league history snapshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('fixtures, frames and standings (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('lists fixtures, by division, and one fixture', async () => {
    const all = await h.call('GET', '/fixtures');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject([{ id: s.fixture.id, status: 'scheduled', tableId: null }]);
    expect((await h.call('GET', `/fixtures?divisionId=${s.division.id}`)).body).toHaveLength(1);
    expect((await h.call('GET', `/fixtures?divisionId=${s.division.id + 999}`)).body).toEqual([]);
    expect((await h.call('GET', `/fixtures/${s.fixture.id}`)).body).toMatchObject({
      homeTeamId: s.home.id,
      awayTeamId: s.away.id,
      venueId: s.venue.id,
    });
  });

  it('the home captain starts the match, adds numbered frames and scores them', async () => {
    const t = s.homeCaptain.token;
    const started = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t,
      body: { status: 'in_play' },
    });
    expect(started).toMatchObject({ status: 200, body: { status: 'in_play' } });
    const f1 = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: {} });
    expect(f1).toMatchObject({ status: 201, body: { frameNo: 1, winner: 'na', homePlayerId: null } });
    const f2 = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: t,
      body: { homePlayerId: s.homePlayer.id, winner: 'home' },
    });
    expect(f2.body).toMatchObject({ frameNo: 2, homePlayerId: s.homePlayer.id, winner: 'home' });
    const dup = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { frameNo: 2 } });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: 'Frame number already exists for this fixture' },
    });

    // Two fields from two scorers: each PATCH writes only its own field (last write wins per field).
    await h.call('PATCH', `/frames/${f1.body.id}`, { token: t, body: { winner: 'away' } });
    await h.call('PATCH', `/frames/${f1.body.id}`, {
      token: s.awayCaptain.token,
      body: { awayPlayerId: s.awayPlayer.id },
    });
    expect((await h.call('GET', `/frames/${f1.body.id}`)).body).toMatchObject({
      winner: 'away',
      awayPlayerId: s.awayPlayer.id,
    });
    const frames = await h.call('GET', `/fixtures/${s.fixture.id}/frames`);
    expect(frames.body.map((f: { frameNo: number }) => f.frameNo)).toEqual([1, 2]);
  });

  it('a captain of another team cannot score; a player cannot either', async () => {
    const other = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: s.otherCaptain.token,
      body: {},
    });
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'Only organisers or a captain of either team can score a match' },
    });
    const player = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: s.player.token,
      body: { status: 'final' },
    });
    expect(player.status).toBe(403);
    const edit = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: s.homeCaptain.token,
      body: { venueId: s.venue.id },
    });
    expect(edit).toMatchObject({ status: 403, body: { message: 'Only organisers can edit fixtures' } });
  });

  it('completing the match (status final) refreshes the standings, ordered', async () => {
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: h.organiser.token,
      body: { winner: 'home' },
    });
    const done = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: s.awayCaptain.token,
      body: { status: 'final' },
    });
    expect(done).toMatchObject({ status: 200, body: { status: 'final' } });
    const table = await h.call('GET', `/standings?divisionId=${s.division.id}`);
    expect(table.status).toBe(200);
    // Home won 2-1: 3 points + 2 per-frame; away lost: 0 + 1.
    expect(table.body).toMatchObject([
      {
        teamId: s.home.id,
        teamName: 'Red Lions',
        played: 1,
        won: 1,
        framesFor: 2,
        framesAgainst: 1,
        points: 5,
      },
      {
        teamId: s.away.id,
        teamName: 'Blue Cues',
        played: 1,
        lost: 1,
        framesFor: 1,
        framesAgainst: 2,
        points: 1,
      },
    ]);
  });

  it('only organisers reopen a final fixture or change its frames; the points stay until they do', async () => {
    const homePoints = async () =>
      (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body.find(
        (r: { teamId: number }) => r.teamId === s.home.id,
      ).points;
    expect(await homePoints()).toBe(5);
    const [frame] = (await h.call('GET', `/fixtures/${s.fixture.id}/frames`)).body;
    const t = s.awayCaptain.token;

    const reopen = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t,
      body: { status: 'scheduled' },
    });
    expect(reopen).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: 'Only organisers can reopen a final fixture' },
    });
    const frames = {
      status: 403,
      body: { message: 'Only organisers can change the frames of a final fixture' },
    };
    expect(
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { winner: 'away' } }),
    ).toMatchObject(frames);
    expect(
      await h.call('PATCH', `/frames/${frame.id}`, { token: t, body: { winner: 'away' } }),
    ).toMatchObject(frames);
    expect((await h.call('GET', `/fixtures/${s.fixture.id}`)).body.status).toBe('final');
    expect(await homePoints()).toBe(5);

    const o = h.organiser.token;
    const reopened = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: o,
      body: { status: 'in_play' },
    });
    expect(reopened).toMatchObject({ status: 200, body: { status: 'in_play' } });
    expect(await homePoints()).toBe(0);
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'final' } });
    expect(await homePoints()).toBe(5);
  });

  it('bulk-creates fixtures all or nothing', async () => {
    const base = { divisionId: s.division.id, venueId: s.venue.id, kickoffAt: '2027-01-07T19:30:00Z' };
    const ok = await h.call('POST', '/fixtures/bulk', {
      token: h.organiser.token,
      body: {
        fixtures: [
          { ...base, homeTeamId: s.home.id, awayTeamId: s.away.id },
          { ...base, homeTeamId: s.away.id, awayTeamId: s.home.id, kickoffAt: '2027-01-14T19:30:00Z' },
        ],
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toHaveLength(2);
    const before = await h.count('fixtures');
    const bad = await h.call('POST', '/fixtures/bulk', {
      token: h.organiser.token,
      body: {
        fixtures: [
          { ...base, homeTeamId: s.home.id, awayTeamId: s.away.id },
          { ...base, homeTeamId: s.home.id, awayTeamId: 999999 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(await h.count('fixtures')).toBe(before);
  });

  it('snapshots league history and lists the snapshots', async () => {
    const snap = await h.call('POST', `/leagues/${s.league.id}/histories`, { token: h.organiser.token });
    expect(snap.status).toBe(201);
    expect(snap.body).toMatchObject({
      leagueId: s.league.id,
      snapshot: { league: { name: 'Winter League' } },
    });
    const list = await h.call('GET', `/leagues/${s.league.id}/histories`);
    expect(list.body).toMatchObject([{ id: snap.body.id }]);
    const denied = await h.call('POST', `/leagues/${s.league.id}/histories`, { token: s.homeCaptain.token });
    expect(denied).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can snapshot league history' },
    });
  });

  it('refuses deleting a team that still has fixtures, with a clear 409', async () => {
    const res = await h.call('DELETE', `/teams/${s.home.id}`, { token: h.organiser.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still has \d+ fixture/);
  });
});
