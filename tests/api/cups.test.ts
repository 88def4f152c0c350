// Cups through /api (docs/cups.md): a seeded draw from the standings with byes to the top seeds, the
// same seed drawing the same bracket, a captain's completed match moving the winner on, a walkover,
// the standings untouched, and the draw refused once play has started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

type Match = { id: number; round: number; slot: number; [k: string]: unknown };

describe.each(engines)('cups (%s)', (engine) => {
  let h: Harness;
  let w: Awaited<ReturnType<typeof seedLeague>>;
  let cupId: number;
  const teams: Record<string, number> = {};
  const entry: Record<string, number> = {};
  const t = () => h.organiser.token;
  const bracket = async () => (await h.call('GET', `/cups/${cupId}/bracket`)).body;
  const matchAt = async (round: number, slot: number): Promise<Match> =>
    (await bracket()).matches.find((m: Match) => m.round === round && m.slot === slot);

  beforeAll(async () => {
    h = await setup(engine);
    w = await seedLeague(h);
    Object.assign(teams, { 'Red Lions': w.home.id, 'Blue Cues': w.away.id, 'Green Baize': w.other.id });
    for (const name of ['Jolly Potters', 'Kings Arms']) {
      teams[name] = (await h.call('POST', '/teams', { token: t(), body: { name } })).body.id;
    }
    for (const id of [w.other.id, teams['Jolly Potters'], teams['Kings Arms']]) {
      await h.call('POST', `/divisions/${w.division.id}/teams`, { token: t(), body: { teamId: id } });
    }
    // The league match: Blue Cues beat Red Lions 2-0, so they top the table.
    for (const winner of ['away', 'away']) {
      await h.call('POST', `/fixtures/${w.fixture.id}/frames`, { token: t(), body: { winner } });
    }
    await h.call('PATCH', `/fixtures/${w.fixture.id}`, { token: t(), body: { status: 'final' } });
  }, 180_000);
  afterAll(() => h.close());

  it('an organiser creates a team cup and enters five teams; a captain may not', async () => {
    const body = {
      leagueId: w.league.id,
      name: 'League Cup',
      kind: 'team',
      bestOf: [3],
      venueId: w.venue.id,
    };
    const byCaptain = await h.call('POST', '/cups', { token: w.homeCaptain.token, body });
    expect(byCaptain).toMatchObject({ status: 403, body: { message: 'Only organisers can create cups' } });
    const bad = await h.call('POST', '/cups', { token: t(), body: { ...body, bestOf: [4] } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Best of must be an odd number of frames' } });
    const created = await h.call('POST', '/cups', { token: t(), body });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'League Cup', kind: 'team', bestOf: [3], drawnAt: null },
    });
    cupId = created.body.id;
    for (const [name, id] of Object.entries(teams)) {
      const res = await h.call('POST', `/cups/${cupId}/entries`, { token: t(), body: { teamId: id } });
      expect(res).toMatchObject({ status: 201, body: { name, seed: null } });
      entry[name] = res.body.id;
    }
    const again = await h.call('POST', `/cups/${cupId}/entries`, {
      token: t(),
      body: { teamId: teams['Red Lions'] },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Team is already in this cup' } });
    const player = await h.call('POST', `/cups/${cupId}/entries`, {
      token: t(),
      body: { playerId: w.homePlayer.id },
    });
    expect(player).toMatchObject({ status: 400, body: { message: 'A team cup takes teams' } });
  });

  it('draws from the standings: the leaders seeded first, byes to seeds 1-3, the same seed the same draw', async () => {
    const res = await h.call('POST', `/cups/${cupId}/draw`, {
      token: t(),
      body: { seedFrom: 'standings', seed: 'fair' },
    });
    expect(res.status).toBe(200);
    expect(res.body.cup).toMatchObject({ seedFrom: 'standings', drawSeed: 'fair' });
    expect(res.body.rounds).toBe(3);
    const names = res.body.entries.map((e: { name: string }) => e.name);
    expect([names[0], names[4]]).toEqual(['Blue Cues', 'Red Lions']);
    const byes = res.body.matches.filter((m: Match) => m.decidedBy === 'bye');
    expect(
      byes.map((m: Match) => res.body.entries.find((e: { id: number }) => e.id === m.winnerEntryId).seed),
    ).toEqual([1, 2, 3]);
    const again = await h.call('POST', `/cups/${cupId}/draw`, {
      token: t(),
      body: { seedFrom: 'standings', seed: 'fair' },
    });
    expect(again.body.entries).toEqual(res.body.entries);
    const sides = (b: { matches: Match[] }) => b.matches.map((m) => [m.homeEntryId, m.awayEntryId]);
    expect(sides(again.body)).toEqual(sides(res.body));
  });

  it('shows the bracket to anyone, with names and no personal data', async () => {
    const res = await h.call('GET', `/cups/${cupId}/bracket`);
    expect(res.status).toBe(200);
    expect(res.body.matches).toHaveLength(7);
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|captain|userId/);
  });

  it("moves a captain's winner on, leaves the standings alone, and refuses a new draw once play starts", async () => {
    const first = (await bracket()).matches.find((m: Match) => m.round === 1 && m.fixtureId);
    const home = (await bracket()).entries.find((e: { id: number }) => e.id === first.homeEntryId);
    const captain = [w.homeCaptain, w.awayCaptain].find((_, i) => [w.home.id, w.away.id][i] === home.teamId);
    const scorer = captain?.token ?? t();
    for (const winner of ['home', 'home']) {
      await h.call('POST', `/fixtures/${first.fixtureId}/frames`, { token: scorer, body: { winner } });
    }
    const table = async () =>
      (await h.call('GET', `/standings?divisionId=${w.division.id}`)).body.map(
        (r: { teamName: string; played: number; points: number; framesFor: number }) => [
          r.teamName,
          r.played,
          r.points,
          r.framesFor,
        ],
      );
    const standingsBefore = await table();
    const done = await h.call('PATCH', `/fixtures/${first.fixtureId}`, {
      token: scorer,
      body: { status: 'final' },
    });
    expect(done.status).toBe(200);
    expect(await matchAt(1, first.slot)).toMatchObject({
      decidedBy: 'result',
      winnerEntryId: first.homeEntryId,
      homeFrames: 2,
    });
    const next = await matchAt(2, Math.ceil(first.slot / 2));
    expect([next.homeEntryId, next.awayEntryId]).toContain(first.homeEntryId);
    expect(next.fixtureId).not.toBeNull();
    expect(await table()).toEqual(standingsBefore);
    const redraw = await h.call('POST', `/cups/${cupId}/draw`, { token: t(), body: { seedFrom: 'random' } });
    expect(redraw).toMatchObject({
      status: 409,
      body: { message: "The draw cannot change: the cup's first match has started" },
    });
    const late = await h.call('DELETE', `/cups/${cupId}/entries/${entry['Kings Arms']}`, { token: t() });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'This cup has started: its entries cannot change' },
    });
  });

  it('awards a walkover to a side of the match, and the winner reaches the next round', async () => {
    const open = (await bracket()).matches.find((m: Match) => m.round === 2 && m.fixtureId && !m.decidedBy);
    const path = `/cups/${cupId}/matches/${open.id}/walkover`;
    const byCaptain = await h.call('POST', path, {
      token: w.homeCaptain.token,
      body: { winnerEntryId: open.awayEntryId },
    });
    expect(byCaptain).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can award walkovers' },
    });
    const missing = await h.call('POST', path, { token: t(), body: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Winner is required' } });
    const res = await h.call('POST', path, { token: t(), body: { winnerEntryId: open.awayEntryId } });
    expect(res.status).toBe(200);
    const decided = res.body.matches.find((m: Match) => m.id === open.id);
    expect(decided).toMatchObject({
      decidedBy: 'walkover',
      winnerEntryId: open.awayEntryId,
      fixtureId: null,
    });
    const final = res.body.matches.find((m: Match) => m.round === 3);
    expect([final.homeEntryId, final.awayEntryId]).toContain(open.awayEntryId);
    expect(await h.count('fixtures', 'id = $1', [open.fixtureId])).toBe(0);
  });

  it("feeds a bracket wallboard the league's latest drawn cup, read by anyone; it needs a league", async () => {
    const noLeague = await h.call('POST', '/wallboards', {
      token: t(),
      body: { name: 'Cup TV', type: 'bracket' },
    });
    expect(noLeague).toMatchObject({
      status: 400,
      body: { message: 'League is required for Cup Bracket wallboards' },
    });
    const board = await h.call('POST', '/wallboards', {
      token: t(),
      body: { name: 'Cup TV', type: 'bracket', leagueId: w.league.id, isPublic: true },
    });
    const feed = await h.call('GET', `/wallboards/${board.body.id}/feed`);
    expect(feed.status).toBe(200);
    expect(feed.body.bracket).toEqual((await h.call('GET', `/cups/${cupId}/bracket`)).body);
    expect(feed.body.fixtures).toEqual([]);
  });

  it('draws a manual order as given and refuses one that leaves an entry out', async () => {
    const cup = (
      await h.call('POST', '/cups', {
        token: t(),
        body: { leagueId: w.league.id, name: 'Plate', kind: 'team', venueId: w.venue.id },
      })
    ).body;
    for (const id of [teams['Red Lions'], teams['Blue Cues']]) {
      await h.call('POST', `/cups/${cup.id}/entries`, { token: t(), body: { teamId: id } });
    }
    const ids = (await h.call('GET', `/cups/${cup.id}/entries`)).body.map((e: { id: number }) => e.id);
    const short = await h.call('POST', `/cups/${cup.id}/draw`, {
      token: t(),
      body: { seedFrom: 'manual', order: [ids[0]] },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Order must list every entry of the cup once' },
    });
    const res = await h.call('POST', `/cups/${cup.id}/draw`, {
      token: t(),
      body: { seedFrom: 'manual', order: [ids[1], ids[0]] },
    });
    expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual([ids[1], ids[0]]);
    expect(res.body.matches).toHaveLength(1);
    expect((await h.call('DELETE', `/cups/${cup.id}`, { token: t() })).status).toBe(204);
    expect(
      await h.count('fixtures', 'cup_match_id is not null and home_team_id = $1 and away_team_id = $2', [
        teams['Blue Cues'],
        teams['Red Lions'],
      ]),
    ).toBe(0);
  });

  it("holds a cup match to its race, not the league's frames per match", async () => {
    const cup = (
      await h.call('POST', '/cups', {
        token: t(),
        body: { leagueId: w.league.id, name: 'Shield', kind: 'team', bestOf: [3], venueId: w.venue.id },
      })
    ).body;
    for (const id of [teams['Jolly Potters'], teams['Kings Arms']]) {
      await h.call('POST', `/cups/${cup.id}/entries`, { token: t(), body: { teamId: id } });
    }
    const drawn = await h.call('POST', `/cups/${cup.id}/draw`, { token: t(), body: { seedFrom: 'random' } });
    const fixtureId = drawn.body.matches[0].fixtureId;
    for (const winner of ['home', 'away', 'na']) {
      const res = await h.call('POST', `/fixtures/${fixtureId}/frames`, { token: t(), body: { winner } });
      expect(res.status).toBe(201);
    }
    const fourth = await h.call('POST', `/fixtures/${fixtureId}/frames`, { token: t(), body: {} });
    expect(fourth).toMatchObject({ status: 409, body: { message: 'This match has 3 frames' } });
    expect(await h.count('frames', 'fixture_id = $1', [fixtureId])).toBe(3);
  });
});
