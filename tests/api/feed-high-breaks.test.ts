// A high_breaks wallboard's feed: the league's (or one division's) ten highest breaks, highest first,
// equal breaks sharing a position, each with its player's and team's names (no ids) and centuries
// marked; other types carry none, and a board needs a league or a division.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('the high breaks wallboard feed (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const t = () => h.organiser.token;
  const api = async (method: string, path: string, body?: object) => {
    const res = await h.call(method, path, { token: t(), body });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.body;
  };
  const feedOf = async (body: Record<string, unknown>) => {
    const wb = await api('POST', '/wallboards', { name: 'Breaks', type: 'high_breaks', ...body });
    return (await h.call('GET', `/wallboards/${wb.id}/feed`)).body;
  };
  /** A frame of the fixture between the two players and the breaks made in it, in order. */
  const frameWith = async (fixture: number, players: [number, number], breaks: [number, number][]) => {
    const frame = await api('POST', `/fixtures/${fixture}/frames`, {
      homePlayerId: players[0],
      awayPlayerId: players[1],
      winner: 'home',
    });
    for (const [playerId, value] of breaks)
      await api('POST', `/frames/${frame.id}/breaks`, { playerId, value });
  };
  let second: number;

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await api('PATCH', `/leagues/${s.league.id}`, {
      settings: { game: 'snooker', break_threshold: 30, frames_per_match: 12 },
    });
    await api('PATCH', `/fixtures/${s.fixture.id}`, { status: 'in_play' });
    const ab: [number, number] = [s.homePlayer.id, s.awayPlayer.id];
    await frameWith(s.fixture.id, ab, [
      [s.homePlayer.id, 64],
      [s.awayPlayer.id, 112],
    ]);
    await frameWith(s.fixture.id, ab, [[s.awayPlayer.id, 64]]);
    // A second division of the league: Green Baize's Cy makes a 147 against Dee of Gold Rush.
    const division = await api('POST', '/divisions', { leagueId: s.league.id, name: 'Second' });
    second = division.id;
    const gold = await api('POST', '/teams', { name: 'Gold Rush' });
    const cy = await api('POST', '/players', { fullName: 'Cy Park' });
    const dee = await api('POST', '/players', { fullName: 'Dee Moss' });
    for (const [team, player] of [
      [s.other.id, cy.id],
      [gold.id, dee.id],
    ]) {
      await api('POST', `/divisions/${second}/teams`, { teamId: team });
      await api('POST', `/teams/${team}/players`, { playerId: player });
    }
    const fixture = await api('POST', '/fixtures', {
      divisionId: second,
      homeTeamId: s.other.id,
      awayTeamId: gold.id,
      venueId: s.venue.id,
      kickoffAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    await frameWith(fixture.id, [cy.id, dee.id], [[cy.id, 147]]);
  }, 180_000);
  afterAll(() => h.close());

  it("shows the league's breaks highest first with names, teams and centuries, anonymously and without ids", async () => {
    const feed = await feedOf({ leagueId: s.league.id });
    expect(feed.wallboard.type).toBe('high_breaks');
    expect(feed.highBreaks).toEqual([
      { position: 1, name: 'Cy Park', teamName: 'Green Baize', value: 147, century: true },
      { position: 2, name: 'Bob Ray', teamName: 'Blue Cues', value: 112, century: true },
      // equal breaks share a position, the earlier made first
      { position: 3, name: 'Ann Lee', teamName: 'Red Lions', value: 64, century: false },
      { position: 3, name: 'Bob Ray', teamName: 'Blue Cues', value: 64, century: false },
    ]);
    expect(JSON.stringify(feed.highBreaks)).not.toMatch(/[iI]d"/);
    expect(feed.fixtures).toEqual([]);
    expect(feed.topPlayers).toEqual([]);
  });

  it("narrows to a division's breaks on a division's board; other types carry none", async () => {
    expect((await feedOf({ divisionId: second })).highBreaks).toEqual([
      { position: 1, name: 'Cy Park', teamName: 'Green Baize', value: 147, century: true },
    ]);
    expect(
      (await feedOf({ divisionId: s.division.id })).highBreaks.map((b: { value: number }) => b.value),
    ).toEqual([112, 64, 64]);
    const table = await api('POST', '/wallboards', {
      name: 'Table',
      type: 'league_table',
      divisionId: s.division.id,
    });
    expect((await h.call('GET', `/wallboards/${table.id}/feed`)).body.highBreaks).toEqual([]);
  });

  it('shows ten at most, and a removed break leaves the board at the next read', async () => {
    const ab: [number, number] = [s.homePlayer.id, s.awayPlayer.id];
    for (let i = 0; i < 8; i++) await frameWith(s.fixture.id, ab, [[s.homePlayer.id, 40 + i]]);
    const before = await feedOf({ leagueId: s.league.id });
    expect(before.highBreaks).toHaveLength(10);
    expect(before.highBreaks.at(-1)).toMatchObject({ position: 10, value: 42 });
    const breaks = (await h.call('GET', `/leagues/${s.league.id}/high-breaks`)).body.rows;
    expect(breaks).toHaveLength(12);
    const [top] = await h.db.query<{ id: number }>('select id from public.breaks where value = 147');
    await api('DELETE', `/breaks/${top.id}`);
    const after = (await h.call('GET', `/wallboards/${before.wallboard.id}/feed`)).body;
    expect(after.highBreaks[0]).toMatchObject({ position: 1, name: 'Bob Ray', value: 112 });
    expect(after.highBreaks.at(-1)).toMatchObject({ position: 10, value: 41 });
  });

  it('needs a league or a division', async () => {
    const res = await h.call('POST', '/wallboards', {
      token: t(),
      body: { name: 'Nowhere', type: 'high_breaks' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'League or Division is required for High Breaks wallboards' },
    });
  });
});
