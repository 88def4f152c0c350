// A paired TV's live stream carries the matches and tables of the boards it shows (api/live-scope.ts):
// its league, division or venue, its schedule's boards and its playlist's items; a re-assignment or a
// moved fixture is followed; an unpaired stream still hears every league.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { open, type Stream } from './live-stream.ts';
import { seedLeague, setup, type Harness } from './support.ts';

type Ev = Record<string, unknown>;

describe.each(engines)('a paired TV hears its own boards (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  /** The second league, at another venue: its fixture and a frame of it. */
  let b: { league: number; division: number; venue: number; fixture: number; frame: number };
  let frameA: number;
  let round = 0;
  const post = async (path: string, body: unknown) => {
    const res = await h.call('POST', path, { token: h.organiser.token, body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  const board = async (body: Record<string, unknown>) =>
    (await post('/wallboards', { isPublic: true, ...body })).id as number;
  /** A TV paired the way a venue does it (code shown, organiser claims it, TV polls). */
  async function pair(name: string, wallboardId: number) {
    const start = (await h.call('POST', '/screens/pair', { body: { userAgent: 'ScopeTV/1.0' } })).body;
    const screen = await post('/screens/claim', { code: start.code, name, wallboardId });
    const granted = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    return { id: screen.id as number, token: granted.body.token as string };
  }
  /** Every topic, as the TV opens it (kiosk/src/display/live.ts). */
  const tvStream = (token: string) => open(h, `?screen_token=${token}`);
  /** Scores both leagues' frames, the other league's first; returns this round's winner. */
  async function scoreBoth(first = b.frame, second = frameA) {
    const winner = ++round % 2 ? 'home' : 'away';
    for (const frame of [first, second])
      await h.call('PATCH', `/frames/${frame}`, { token: h.organiser.token, body: { winner } });
    return winner;
  }
  const frameEvent = (frame: number, winner: string) => (e: Ev) =>
    e.type === 'frames.update' && e.frameId === frame && e.winner === winner;
  const about = (stream: Stream, fixture: number) => stream.events.filter((e) => e.fixtureId === fixture);

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const league = (await post('/leagues', { name: 'Friday League', season: '2026/27' })).id;
    const division = (await post('/divisions', { leagueId: league, name: 'First' })).id;
    const venue = (await post('/venues', { name: 'The Anchor' })).id;
    const teams: number[] = [];
    for (const name of ['Anchor A', 'Anchor B']) {
      const team = (await post('/teams', { name })).id;
      await post(`/divisions/${division}/teams`, { teamId: team });
      teams.push(team);
    }
    const fixture = (
      await post('/fixtures', {
        divisionId: division,
        homeTeamId: teams[0],
        awayTeamId: teams[1],
        venueId: venue,
        kickoffAt: '2027-03-05T19:00:00Z',
      })
    ).id;
    b = { league, division, venue, fixture, frame: (await post(`/fixtures/${fixture}/frames`, {})).id };
    frameA = (await post(`/fixtures/${s.fixture.id}/frames`, {})).id;
  }, 180_000);
  afterAll(() => h.close());

  it("hears its league's frames and not another league's, which an unpaired stream hears", async () => {
    const tv = await pair(
      'Crown TV',
      await board({ name: 'Crown scores', type: 'live_scores', leagueId: s.league.id }),
    );
    const stream = await tvStream(tv.token);
    const anyone = await open(h, '?topics=frames');
    const winner = await scoreBoth();
    for (const listener of [stream, anyone]) await listener.next(frameEvent(frameA, winner));
    // The other league's frame was scored first: the unpaired stream heard it before, the TV never.
    await anyone.next(frameEvent(b.frame, winner));
    expect(about(stream, b.fixture)).toEqual([]);
    // (Its first frame scored also put the match in play: a fixture's event of its own.)
    expect(about(stream, s.fixture.id).filter((e) => e.type === 'frames.update')).toEqual([
      expect.objectContaining({ frameId: frameA, winner, leagueId: s.league.id, venueId: s.venue.id }),
    ]);
    await stream.close();
    await anyone.close();
  });

  it('follows its re-assignment to a board of the other league', async () => {
    const tv = await pair(
      'Anchor TV',
      await board({ name: 'Crown table', type: 'league_table', divisionId: s.division.id }),
    );
    const stream = await tvStream(tv.token);
    const other = await board({ name: 'Anchor scores', type: 'live_scores', leagueId: b.league });
    await h.call('PATCH', `/screens/${tv.id}`, { token: h.organiser.token, body: { wallboardId: other } });
    await stream.next((e) => e.type === 'screens.update' && e.wallboardId === other);
    // The TV reads its new boards as it hears of the change: a round scored meanwhile may reach it
    // whole. Once read, a round (the first league's frame scored first now) reaches it in part.
    for (let tries = 0; ; tries++) {
      const from = stream.events.length;
      const winner = await scoreBoth(frameA, b.frame);
      await stream.next((e) => stream.events.indexOf(e) >= from && frameEvent(b.frame, winner)(e));
      const heard = stream.events.slice(from);
      if (!heard.some((e) => e.fixtureId === s.fixture.id)) break;
      if (tries === 20) throw new Error(`still hears the first league: ${JSON.stringify(heard)}`);
    }
    await stream.close();
  });

  it("hears its schedule's boards and its playlist's items, and nothing of a league none of them shows", async () => {
    const crown = await board({ name: 'Crown results', type: 'live_scores', divisionId: s.division.id });
    const anchor = await board({ name: 'Anchor results', type: 'live_scores', leagueId: b.league });
    const loop = await board({
      name: 'Loop',
      type: 'playlist',
      playlist: [{ wallboardId: crown, durationSeconds: 30 }],
    });
    const tv = await pair('Loop TV', loop);
    const sponsorsOnly = await pair('Sponsors TV', await board({ name: 'Sponsors', type: 'sponsors' }));
    const looping = await tvStream(tv.token);
    const adverts = await tvStream(sponsorsOnly.token);
    let winner = await scoreBoth();
    await looping.next(frameEvent(frameA, winner));
    expect(about(looping, b.fixture)).toEqual([]);

    const put = await h.call('PUT', `/screens/${tv.id}/schedule`, {
      token: h.organiser.token,
      body: { slots: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59', wallboardId: anchor }] },
    });
    expect(put.status).toBe(200);
    winner = await scoreBoth();
    await looping.next(frameEvent(frameA, winner));
    await looping.next(frameEvent(b.frame, winner));

    // A sponsors board shows no league: its TV hears the sponsors, no frame.
    await post('/sponsors', { name: 'Cue Masters', imageUrl: 'https://example.com/cue.png' });
    await adverts.next((e) => e.type === 'sponsors.insert');
    expect(adverts.events.filter((e) => String(e.type).startsWith('frames.'))).toEqual([]);
    await looping.close();
    await adverts.close();
  });

  it('hears the matches at its venue, of any league, and a fixture moved in or out', async () => {
    const tv = await pair(
      'Crown bar',
      await board({ name: 'Now at the Crown', type: 'now_playing', venueId: s.venue.id }),
    );
    const stream = await tvStream(tv.token);
    const winner = await scoreBoth();
    await stream.next(frameEvent(frameA, winner));
    expect(about(stream, b.fixture)).toEqual([]);

    const move = (venueId: number) =>
      h.call('PATCH', `/fixtures/${b.fixture}`, { token: h.organiser.token, body: { venueId } });
    expect((await move(s.venue.id)).status).toBe(200);
    await stream.next(
      (e) => e.type === 'fixtures.update' && e.fixtureId === b.fixture && e.venueId === s.venue.id,
    );
    expect((await move(b.venue)).status).toBe(200);
    await stream.next(
      (e) => e.type === 'fixtures.update' && e.fixtureId === b.fixture && e.fromVenueId === s.venue.id,
    );
    await stream.close();
  });
});
