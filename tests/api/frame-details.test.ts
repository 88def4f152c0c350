// Frame details through the API (issue 29): a league's game settings, frame points and race scores
// on create and update, breaks and the league's high breaks. Bad input is a 400 naming the field
// and changes nothing; outsiders get 403, anonymous callers 401; reads are public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const refused = (field: string, message: string) => ({
  status: 400,
  body: { code: 'invalid_input', message, fields: { [field]: [message] } },
});

describe.each(engines)('frame details through the API (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const defaults = leagueSettingsSchema.parse({});
  const t = () => h.organiser.token;
  const settings = (patch: object) =>
    h.call('PATCH', `/leagues/${s.league.id}`, { token: t(), body: { settings: { ...defaults, ...patch } } });
  const frames = async () => (await h.call('GET', `/fixtures/${s.fixture.id}/frames`)).body;
  const post = (body: object, token = s.homeCaptain.token) =>
    h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token, body });
  const patch = (id: number, body: object, token = s.homeCaptain.token) =>
    h.call('PATCH', `/frames/${id}`, { token, body });
  const addBreak = (frame: number, body: object, token = s.homeCaptain.token) =>
    h.call('POST', `/frames/${frame}/breaks`, { token, body });
  const players = () => ({ homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('keeps the default format: details are refused naming the field, and the settings default to today', async () => {
    const league = (await h.call('GET', `/leagues/${s.league.id}`)).body;
    expect(league.settings).toMatchObject({
      game: 'eight_ball',
      match_format: 'frames',
      race_to: 3,
      frame_points: false,
      break_threshold: 0,
      frame_events: false,
      handicap: 'none',
    });
    const before = await frames();
    expect(await post({ ...players(), homePoints: 60, awayPoints: 10 })).toMatchObject(
      refused('homePoints', 'This league does not record frame points'),
    );
    expect(await post({ ...players(), homeRacks: 1, awayRacks: 0 })).toMatchObject(
      refused('homeRacks', 'This league does not play races'),
    );
    expect(await post({ ...players(), winner: 'home', event: 'dish' })).toMatchObject(
      refused('event', 'This league does not record frame events'),
    );
    expect(await frames()).toEqual(before);
  });

  it('refuses settings that cannot go together, naming the field', async () => {
    const handicap = await settings({ handicap: 'rating' });
    expect(handicap.status).toBe(400);
    expect(handicap.body.fields['settings.handicap']).toEqual(['A handicap needs a race-to match format']);
    const format = await settings({ match_format: 'rubbers' });
    expect(format.status).toBe(400);
    expect(Object.keys(format.body.fields)).toEqual(['settings.match_format']);
    expect((await h.call('GET', `/leagues/${s.league.id}`)).body.settings.handicap).toBe('none');
  });

  describe('a snooker league', () => {
    let frame: number;
    beforeAll(async () => {
      const res = await settings({ game: 'snooker', frame_points: true, break_threshold: 30 });
      expect(res.status).toBe(200);
    });

    it('takes frame points, the winner following from them; points that disagree are a 400', async () => {
      const res = await post({ ...players(), homePoints: 64, awayPoints: 30 });
      expect(res).toMatchObject({
        status: 201,
        body: {
          winner: 'home',
          homePoints: 64,
          awayPoints: 30,
          homeRacks: null,
          homeRace: null,
          event: null,
        },
      });
      frame = res.body.id;
      const before = await frames();
      expect(await patch(frame, { homePoints: 20 })).toMatchObject(
        refused('awayPoints', 'Home Points and Away Points are sent together'),
      );
      expect(await patch(frame, { winner: 'away' })).toMatchObject(
        refused('winner', 'Winner must follow from the frame points'),
      );
      expect(await patch(frame, { homePoints: 501, awayPoints: 0 })).toMatchObject(
        refused('homePoints', 'Home Points must be a whole number from 0 to 500'),
      );
      expect(await frames()).toEqual(before);
      expect(await patch(frame, { homePoints: 70, awayPoints: 30 })).toMatchObject({
        status: 200,
        body: { winner: 'home', homePoints: 70 },
      });
    });

    it('records a break of a frame player (201), refuses bad ones naming the field, and lists it publicly', async () => {
      const before = (await h.call('GET', `/leagues/${s.league.id}/high-breaks`)).body;
      expect(before).toEqual({ rows: [] });
      for (const [body, field, message] of [
        [{ playerId: s.homePlayer.id, value: 29 }, 'value', 'A break must be at least 30'],
        [
          { playerId: s.homePlayer.id, value: 150 },
          'value',
          'Value must be at most 147, or 155 with a free ball',
        ],
        [
          { playerId: s.homePlayer.id, value: 156, freeBall: true },
          'value',
          'Value must be at most 147, or 155 with a free ball',
        ],
        [
          { playerId: s.homePlayer.id, value: 71 },
          'value',
          "A break cannot be more than the player's frame points",
        ],
        [
          { playerId: s.homePlayer.id, value: 'sixty' },
          'value',
          'Value must be a whole number from 1 to 147',
        ],
      ] as const) {
        expect(await addBreak(frame, body)).toMatchObject(refused(field, message));
      }
      const stranger = (await h.call('POST', '/players', { token: t(), body: { fullName: 'Cy Stranger' } }))
        .body;
      expect(await addBreak(frame, { playerId: stranger.id, value: 40 })).toMatchObject(
        refused('playerId', 'Player must be a player of this frame'),
      );
      expect(
        await addBreak(frame, { playerId: s.homePlayer.id, value: 64 }, s.otherCaptain.token),
      ).toMatchObject({
        status: 403,
      });
      const anonymous = { body: { playerId: s.homePlayer.id, value: 64 } };
      expect((await h.call('POST', `/frames/${frame}/breaks`, anonymous)).status).toBe(401);
      expect(await h.call('GET', `/leagues/${s.league.id}/high-breaks`)).toMatchObject({
        status: 200,
        body: before,
      });

      const made = await addBreak(frame, { playerId: s.homePlayer.id, value: 64 });
      expect(made.status).toBe(201);
      expect(made.body).toEqual({ id: expect.any(Number) });
      const list = await h.call('GET', `/leagues/${s.league.id}/high-breaks`);
      expect(list).toMatchObject({
        status: 200,
        body: {
          rows: [
            {
              playerId: s.homePlayer.id,
              playerName: 'Ann Lee',
              teamName: 'Red Lions',
              value: 64,
              freeBall: false,
              fixtureId: s.fixture.id,
              playedAt: expect.any(String),
            },
          ],
        },
      });
      const stats = (await h.call('GET', `/players/${s.homePlayer.id}/stats?leagueId=${s.league.id}`)).body;
      expect(stats).toMatchObject({
        framesPlayed: 1,
        highBreak: 64,
        centuries: 0,
        dishes: 0,
        framePointsFor: 70,
        framePointsAgainst: 30,
      });
      // the web app's player and team pages show what the league records: breaks and points here
      expect(stats.recorded).toEqual({ breaks: true, points: true, events: false });
      const team = (await h.call('GET', `/teams/${s.home.id}/stats?leagueId=${s.league.id}`)).body;
      expect(team).toMatchObject({
        highBreak: 64,
        centuries: 0,
        framePointsFor: 70,
        framePointsAgainst: 30,
        recorded: { breaks: true, points: true, events: false },
      });
      expect((await h.call('GET', `/teams/${s.away.id}/stats`)).body).toMatchObject({
        highBreak: null,
        framePointsFor: 30,
        framePointsAgainst: 70,
      });

      // an outsider may not remove it; the away captain (a scorer of the fixture) may
      const id = made.body.id;
      expect((await h.call('DELETE', `/breaks/${id}`, { token: s.otherCaptain.token })).status).toBe(403);
      expect((await h.call('DELETE', `/breaks/${id}`)).status).toBe(401);
      expect((await h.call('DELETE', `/breaks/${id}`, { token: s.awayCaptain.token })).status).toBe(204);
      expect((await h.call('DELETE', `/breaks/${id}`, { token: s.awayCaptain.token })).status).toBe(404);
      expect((await h.call('GET', `/leagues/${s.league.id}/high-breaks`)).body).toEqual({ rows: [] });
      expect((await addBreak(999999, { playerId: s.homePlayer.id, value: 64 })).status).toBe(404);
      expect((await h.call('GET', '/leagues/999999/high-breaks')).status).toBe(404);
    });
  });

  it('records a break sent twice with one Idempotency-Key once, as match night re-sends it', async () => {
    const frame = (await frames()).find((f: { homePoints: number | null }) => f.homePoints === 70).id;
    const again = () =>
      h.call('POST', `/frames/${frame}/breaks`, {
        token: s.awayCaptain.token,
        body: { playerId: s.awayPlayer.id, value: 30 },
        headers: { 'Idempotency-Key': 'break-once' },
      });
    const [first, second] = [await again(), await again()];
    expect(first).toMatchObject({ status: 201 });
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(await h.count('breaks', 'frame_id = $1', [frame])).toBe(1);
  });

  it('plays rubbers as races in a race-to league: the race is fixed, the score decides the winner', async () => {
    expect((await settings({ match_format: 'races', race_to: 2 })).status).toBe(200);
    const res = await post(players());
    expect(res).toMatchObject({
      status: 201,
      body: { winner: 'na', homeRace: 2, awayRace: 2, homeRacks: null },
    });
    const rubber = res.body.id;
    expect(await patch(rubber, { homeRacks: 1, awayRacks: 1 })).toMatchObject({
      status: 200,
      body: { winner: 'na', homeRacks: 1, awayRacks: 1 },
    });
    const before = await frames();
    expect(await patch(rubber, { homeRacks: 3, awayRacks: 1 })).toMatchObject(
      refused('homeRacks', 'A race score must end at the race length'),
    );
    expect(await patch(rubber, { homeRacks: 2, awayRacks: 2 })).toMatchObject(
      refused('homeRacks', 'Only one side can reach its race'),
    );
    expect(await patch(rubber, { winner: 'home' })).toMatchObject(
      refused('winner', 'Winner must follow from the race score'),
    );
    expect(await frames()).toEqual(before);
    expect(await patch(rubber, { homeRacks: 1, awayRacks: 2 }, s.awayCaptain.token)).toMatchObject({
      status: 200,
      body: { winner: 'away', homeRacks: 1, awayRacks: 2, homeRace: 2, awayRace: 2 },
    });
    expect((await patch(rubber, { homeRacks: 0, awayRacks: 2 }, s.otherCaptain.token)).status).toBe(403);
  });
});
