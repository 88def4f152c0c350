// Squads in bulk: POST /api/teams/{id}/players/bulk adds existing players and creates named ones on
// one team's roster in one transaction; one bad entry among good ones writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('bulk roster add (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const bulk = (teamId: number, players: unknown[], token = h.organiser.token) =>
    h.call('POST', `/teams/${teamId}/players/bulk`, { token, body: { players } });
  const snapshot = async () => ({
    players: await h.count('players'),
    entries: await h.count('team_players'),
  });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 60_000);
  afterAll(() => h.close());

  it('creates the named players and adds them with an existing one, answering their ids', async () => {
    const dan = (
      await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'Dan Pot' } })
    ).body;
    const res = await bulk(s.other.id, [
      { playerId: dan.id },
      { fullName: 'Eve Rest' },
      { fullName: 'Fay Spin' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.added).toHaveLength(3);
    expect(res.body.added[0]).toBe(dan.id);
    expect(res.body.created).toEqual(res.body.added.slice(1));
    const roster = (await h.call('GET', `/teams/${s.other.id}/players`)).body;
    expect(roster.map((e: { playerId: number }) => e.playerId).sort()).toEqual([...res.body.added].sort());
    const names = await h.db.query<{ full_name: string }>(
      'select full_name from public.players where id = any($1::bigint[]) order by full_name',
      [res.body.created],
    );
    expect(names.map((n) => n.full_name)).toEqual(['Eve Rest', 'Fay Spin']);
  });

  it('lists each player with the names of the teams whose active roster holds them', async () => {
    const list = (await h.call('GET', '/players')).body as { fullName: string; teamNames: string[] }[];
    const teamsOf = (name: string) => list.find((p) => p.fullName === name)?.teamNames;
    expect(teamsOf('Eve Rest')).toEqual(['Green Baize']);
    expect(list.find((p) => p.fullName === 'Eve Rest')).toMatchObject({ teamIds: [s.other.id] });
    expect(teamsOf('Ann Lee')).toEqual(['Red Lions']);
    const loner = (
      await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'Una Free' } })
    ).body;
    expect(
      (await h.call('GET', '/players')).body.find((p: { id: number }) => p.id === loner.id).teamNames,
    ).toEqual([]);
  });

  it('writes nothing when one entry among good ones is already on the team, naming it', async () => {
    const before = await snapshot();
    const res = await bulk(s.home.id, [
      { fullName: 'Gus New' },
      { fullName: 'Hal New' },
      { playerId: s.homePlayer.id },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('players.2.playerId: Player is already on this team');
    expect(res.body.fields).toEqual({
      'players.2.playerId': ['players.2.playerId: Player is already on this team'],
    });
    expect(await snapshot()).toEqual(before);
    expect(await h.count('players', "full_name in ('Gus New', 'Hal New')")).toBe(0);
  });

  it('refuses a player who does not exist, naming the entry, and writes nothing', async () => {
    const before = await snapshot();
    const res = await bulk(s.home.id, [{ fullName: 'Ivy New' }, { playerId: 999_999 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('players.1.playerId: Player does not exist');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a blank or two-line name with a 400 naming players.N.fullName, writing nothing', async () => {
    const before = await snapshot();
    const blank = await bulk(s.home.id, [{ fullName: 'Jo New' }, { fullName: 'Kit New' }, { fullName: ' ' }]);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('players.2.fullName: Full name is required');
    expect(blank.body.fields).toEqual({
      'players.2.fullName': ['players.2.fullName: Full name is required'],
    });
    const twoLines = await bulk(s.home.id, [{ fullName: 'Lu\nNew' }]);
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.fields['players.0.fullName']).toEqual([
      'players.0.fullName: Full name must not contain line breaks or other control characters',
    ]);
    const empty = await bulk(s.home.id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Add at least one player');
    expect(await snapshot()).toEqual(before);
  });

  it('moves a player from another team when an organiser adds them, as one add does', async () => {
    const res = await bulk(s.other.id, [{ playerId: s.awayPlayer.id }]);
    expect(res.status).toBe(201);
    expect(await h.count('team_players', 'player_id = $1 and is_active', [s.awayPlayer.id])).toBe(1);
    expect(
      await h.count('team_players', 'player_id = $1 and team_id = $2 and is_active', [
        s.awayPlayer.id,
        s.other.id,
      ]),
    ).toBe(1);
  });

  it("refuses a captain taking another team's player, naming the entry, and writes nothing", async () => {
    const free = (
      await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'Max Free' } })
    ).body;
    const before = await snapshot();
    const res = await bulk(
      s.home.id,
      [{ playerId: free.id }, { playerId: s.awayPlayer.id }],
      s.homeCaptain.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "players.1.playerId: That player is on another team's roster; ask for a transfer instead",
    );
    expect(await snapshot()).toEqual(before);
    const ok = await bulk(s.home.id, [{ playerId: free.id }], s.homeCaptain.token);
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ added: [free.id], created: [] });
  });

  it('answers 403 to a non-organiser, and to a captain naming new players, writing nothing', async () => {
    const before = await snapshot();
    const player = await createUser(h.db);
    const res = await bulk(s.home.id, [{ fullName: 'Ned New' }], player.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only organisers or the team's captain can manage the roster");
    const captain = await bulk(s.home.id, [{ fullName: 'Ned New' }], s.homeCaptain.token);
    expect(captain.status).toBe(403);
    expect(captain.body.message).toBe('Only organisers can create players');
    expect((await bulk(s.home.id, [{ fullName: 'Ned New' }], '')).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a team that does not exist', async () => {
    const res = await bulk(999_999, [{ fullName: 'Oz New' }]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Team not found');
  });
});
