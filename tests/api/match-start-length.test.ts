// A match starts when its scoring starts and has the length its league says (issue 24): a
// captain's first frame moves the fixture to in play (status, live event, audit row), captains
// start their own team's fixtures only, and a frame beyond frames_per_match is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { open } from './live-stream.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('a match starts when scoring starts, and has its length (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const newFixture = async () =>
    (
      await h.call('POST', '/fixtures', {
        token: h.organiser.token,
        body: {
          divisionId: s.division.id,
          homeTeamId: s.home.id,
          awayTeamId: s.away.id,
          venueId: s.venue.id,
          kickoffAt: new Date().toISOString(),
        },
      })
    ).body as { id: number };
  const statusOf = async (id: number) =>
    (await h.call('GET', `/fixtures/${id}`, { token: s.player.token })).body.status;

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.call('PATCH', `/leagues/${s.league.id}`, {
      token: h.organiser.token,
      body: { settings: { frames_per_match: 3 } },
    });
  }, 180_000);
  afterAll(() => h.close());

  it("a captain's first frame starts the fixture: status, live event and audit row", async () => {
    const fixture = await newFixture();
    const frame = (
      await h.call('POST', `/fixtures/${fixture.id}/frames`, { token: s.awayCaptain.token, body: {} })
    ).body;
    expect(await statusOf(fixture.id)).toBe('scheduled');
    const stream = await open(h, `?topics=fixtures&fixtureId=${fixture.id}`);
    const scored = await h.call('PATCH', `/frames/${frame.id}`, {
      token: s.awayCaptain.token,
      body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'away' },
    });
    expect(scored.status).toBe(200);
    expect(await statusOf(fixture.id)).toBe('in_play');
    expect(await stream.next((e) => e.type === 'fixtures.update')).toMatchObject({
      fixtureId: fixture.id,
      status: 'in_play',
    });
    await stream.close();
    const audit = await h.call('GET', `/audit?table=fixtures&rowId=${fixture.id}`, {
      token: h.organiser.token,
    });
    expect(audit.body.items[0]).toMatchObject({
      action: 'update',
      before: { status: 'scheduled' },
      after: { status: 'in_play' },
    });
  });

  it('a frame added with a winner in one call starts the fixture too', async () => {
    const fixture = await newFixture();
    const added = await h.call('POST', `/fixtures/${fixture.id}/frames`, {
      token: s.homeCaptain.token,
      body: { frameNo: 1, winner: 'home' },
    });
    expect(added.status).toBe(201);
    expect(await statusOf(fixture.id)).toBe('in_play');
  });

  it('a blank frame does not start the fixture, and a postponed one is not started', async () => {
    const fixture = await newFixture();
    await h.call('POST', `/fixtures/${fixture.id}/frames`, { token: s.homeCaptain.token, body: {} });
    expect(await statusOf(fixture.id)).toBe('scheduled');
    await h.call('PATCH', `/fixtures/${fixture.id}`, {
      token: h.organiser.token,
      body: { status: 'postponed' },
    });
    await h.call('POST', `/fixtures/${fixture.id}/frames`, {
      token: h.organiser.token,
      body: { winner: 'home' },
    });
    expect(await statusOf(fixture.id)).toBe('postponed');
  });

  it("a captain starts their own team's fixture, and not another team's", async () => {
    const fixture = await newFixture();
    const other = await h.call('PATCH', `/fixtures/${fixture.id}`, {
      token: s.otherCaptain.token,
      body: { status: 'in_play' },
    });
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'Only organisers or a captain of either team can start or complete a match' },
    });
    expect(await statusOf(fixture.id)).toBe('scheduled');
    const own = await h.call('PATCH', `/fixtures/${fixture.id}`, {
      token: s.awayCaptain.token,
      body: { status: 'in_play' },
    });
    expect(own).toMatchObject({ status: 200, body: { status: 'in_play' } });
    expect(await statusOf(fixture.id)).toBe('in_play');
  });

  it('refuses a frame beyond frames_per_match with its message, and nothing changes', async () => {
    const fixture = await newFixture();
    for (let i = 0; i < 3; i++) {
      const res = await h.call('POST', `/fixtures/${fixture.id}/frames`, {
        token: s.homeCaptain.token,
        body: { winner: 'home' },
      });
      expect(res.status).toBe(201);
    }
    const frames = () => h.count('frames', 'fixture_id = $1', [fixture.id]);
    const audits = () => h.count('audit_log', "table_name = 'frames'");
    const [before, auditBefore] = [await frames(), await audits()];
    for (const body of [{}, { winner: 'away' }, { frameNo: 4 }]) {
      const res = await h.call('POST', `/fixtures/${fixture.id}/frames`, {
        token: s.homeCaptain.token,
        body,
      });
      expect(res).toMatchObject({ status: 409, body: { message: 'This match has 3 frames' } });
    }
    const byOrganiser = await h.call('POST', `/fixtures/${fixture.id}/frames`, {
      token: h.organiser.token,
      body: {},
    });
    expect(byOrganiser).toMatchObject({ status: 409, body: { message: 'This match has 3 frames' } });
    expect([await frames(), await audits()]).toEqual([before, auditBefore]);
  });

  it('refuses a frame written in SQL to a full match too', async () => {
    const fixture = await newFixture();
    for (let i = 1; i <= 3; i++) {
      await h.db.query('insert into public.frames (fixture_id, frame_no) values ($1, $2)', [fixture.id, i]);
    }
    await expect(
      h.db.query('insert into public.frames (fixture_id, frame_no) values ($1, 9)', [fixture.id]),
    ).rejects.toThrow('This match has 3 frames');
    expect(await h.count('frames', 'fixture_id = $1', [fixture.id])).toBe(3);
  });

  it('a frame deleted from a full match can be added again', async () => {
    const fixture = await newFixture();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await h.call('POST', `/fixtures/${fixture.id}/frames`, { token: h.organiser.token, body: {} })).body
          .id,
      );
    }
    await h.call('DELETE', `/frames/${ids[1]}`, { token: h.organiser.token });
    const again = await h.call('POST', `/fixtures/${fixture.id}/frames`, {
      token: h.organiser.token,
      body: {},
    });
    expect(again.status).toBe(201);
    expect(await h.count('frames', 'fixture_id = $1', [fixture.id])).toBe(3);
  });
});
