// Frames about strangers (issue 23): a captain who names a player of a team not in the match gets a
// 400 naming the field, and nothing changes: no frame, and the stranger's rating and record stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const notHome = "Home Player is not on the home team's roster at this fixture's date";
const notAway = "Away Player is not on the away team's roster at this fixture's date";

describe.each(engines)('frames naming players of the match only (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let stranger: number;
  const t = () => h.organiser.token;
  const stats = async (player: number) => {
    const body = (await h.call('GET', `/players/${player}/stats`)).body;
    return { rating: body.rating, framesPlayed: body.framesPlayed, framesWon: body.framesWon };
  };
  const frames = async () => (await h.call('GET', `/fixtures/${s.fixture.id}/frames`)).body;

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    // Cy plays for Green Baize, which is not in the match, and has a record of her own.
    stranger = (await h.call('POST', '/players', { token: t(), body: { fullName: 'Cy Stranger' } })).body.id;
    await h.call('POST', `/teams/${s.other.id}/players`, { token: t(), body: { playerId: stranger } });
    const own = await h.call('POST', '/fixtures', {
      token: t(),
      body: {
        divisionId: s.division.id,
        homeTeamId: s.other.id,
        awayTeamId: s.away.id,
        venueId: s.venue.id,
        kickoffAt: new Date(Date.now() - 7 * 86400_000).toISOString(),
      },
    });
    await h.call('PATCH', `/fixtures/${own.body.id}`, { token: t(), body: { status: 'in_play' } });
    for (const winner of ['home', 'away'])
      await h.call('POST', `/fixtures/${own.body.id}/frames`, {
        token: t(),
        body: { homePlayerId: stranger, awayPlayerId: s.awayPlayer.id, winner },
      });
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: s.homeCaptain.token,
      body: { status: 'in_play' },
    });
  }, 180_000);
  afterAll(() => h.close());

  it('answers 400 naming the field when a captain posts a frame about a stranger, and changes nothing', async () => {
    const before = { stranger: await stats(stranger), frames: await frames() };
    expect(before.stranger).toMatchObject({ framesPlayed: 2, framesWon: 1 });
    const post = async (body: object) => {
      const res = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
        token: s.homeCaptain.token,
        body,
      });
      return { status: res.status, body: res.body };
    };
    // numbered by the server (add_frame, then the players) and numbered by the scorer
    for (const numbering of [{}, { frameNo: 7 }]) {
      expect(
        await post({ ...numbering, homePlayerId: stranger, awayPlayerId: s.awayPlayer.id, winner: 'away' }),
      ).toEqual({
        status: 400,
        body: { code: 'invalid_input', message: notHome, fields: { homePlayerId: [notHome] } },
      });
      expect(
        await post({ ...numbering, homePlayerId: s.homePlayer.id, awayPlayerId: stranger, winner: 'home' }),
      ).toEqual({
        status: 400,
        body: { code: 'invalid_input', message: notAway, fields: { awayPlayerId: [notAway] } },
      });
    }
    expect(await frames()).toEqual(before.frames);
    expect(await stats(stranger)).toEqual(before.stranger);
  });

  it("answers 400 to a captain or an organiser changing a frame's player to a stranger; the frame stays", async () => {
    const added = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: s.homeCaptain.token,
      body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'home' },
    });
    expect(added.status).toBe(201);
    const before = {
      stranger: await stats(stranger),
      frame: (await h.call('GET', `/frames/${added.body.id}`)).body,
    };
    for (const token of [s.homeCaptain.token, s.awayCaptain.token, t()]) {
      expect(
        await h.call('PATCH', `/frames/${added.body.id}`, { token, body: { awayPlayerId: stranger } }),
      ).toMatchObject({ status: 400, body: { message: notAway, fields: { awayPlayerId: [notAway] } } });
      expect(
        await h.call('PATCH', `/frames/${added.body.id}`, { token, body: { homePlayerId: stranger } }),
      ).toMatchObject({ status: 400, body: { message: notHome, fields: { homePlayerId: [notHome] } } });
    }
    expect((await h.call('GET', `/frames/${added.body.id}`)).body).toEqual(before.frame);
    expect(await stats(stranger)).toEqual(before.stranger);
  });
});
