// The result page's answer (GET /api/fixtures/{id}/result, core/schemas/fixture-result.ts): the
// teams, venue and frames by name, who entered each frame and when (a name, never an account id),
// the dispute with who raised it and when, and what the caller may do; and the confirmation e-mail
// links to the page ({site}/fixtures/{id}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe.each(engines)('the result page of a fixture (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let fixtureId: number;
  let frameIds: number[];
  const t = () => h.organiser.token;
  const result = (token?: string) => h.call('GET', `/fixtures/${fixtureId}/result`, { token });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.call('PATCH', `/leagues/${s.league.id}`, {
      token: t(),
      body: { settings: { require_confirmation: true } },
    });
    // Red Lions' captain has no display name: their linked player's name stands in.
    await h.call('POST', '/players', {
      token: t(),
      body: { fullName: 'Rita Red', userId: s.homeCaptain.id },
    });
    await h.db.query(`update public.profiles set display_name = 'Bea Blue' where id = $1`, [
      s.awayCaptain.id,
    ]);
    fixtureId = s.fixture.id;
    const frames: object[] = [
      { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'home' },
      { winner: 'away' },
      { winner: 'home' },
    ];
    frameIds = [];
    for (const body of frames) {
      const added = await h.call('POST', `/fixtures/${fixtureId}/frames`, {
        token: s.homeCaptain.token,
        body,
      });
      expect(added.status).toBe(201);
      frameIds.push(added.body.id);
    }
    const done = await h.call('PATCH', `/fixtures/${fixtureId}`, {
      token: s.homeCaptain.token,
      body: { status: 'final' },
    });
    expect(done.body.confirmation).toBe('awaiting');
  }, 180_000);
  afterAll(() => h.close());

  it("the other captain reads the score's frames by name, who entered them and when, and may answer", async () => {
    const res = await result(s.awayCaptain.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fixture: { id: fixtureId, status: 'final', confirmation: 'awaiting' },
      homeTeam: 'Red Lions',
      awayTeam: 'Blue Cues',
      venue: 'The Crown',
      division: 'Premier',
      dispute: null,
      canAnswer: true,
      canSettle: false,
      players: { home: [], away: [] },
    });
    expect(res.body.frames).toMatchObject([
      {
        frameNo: 1,
        homePlayer: 'Ann Lee',
        awayPlayer: 'Bob Ray',
        winner: 'home',
        enteredBy: { name: 'Rita Red' },
      },
      { frameNo: 2, homePlayer: null, awayPlayer: null, winner: 'away', enteredBy: { name: 'Rita Red' } },
      { frameNo: 3, winner: 'home', enteredBy: { name: 'Rita Red' } },
    ]);
    for (const f of res.body.frames) expect(Date.parse(f.enteredAt)).not.toBeNaN();
    expect(JSON.stringify(res.body)).not.toMatch(uuid);
  });

  it('the captain who completed it, another captain and an anonymous reader may not answer', async () => {
    for (const token of [s.homeCaptain.token, s.otherCaptain.token, undefined]) {
      const res = await result(token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ canAnswer: false, canSettle: false });
    }
    // Anonymous readers see the result and the players, but no person behind a frame.
    const anon = await result();
    expect(anon.body.frames.map((f: { enteredBy: unknown }) => f.enteredBy)).toEqual([null, null, null]);
    expect(anon.body.frames[0]).toMatchObject({ homePlayer: 'Ann Lee', awayPlayer: 'Bob Ray' });
    expect(JSON.stringify(anon.body)).not.toMatch(uuid);
  });

  it('the confirmation e-mail links to the result page', async () => {
    const [mail] = await h.db.query<{ body: string }>(
      `select body from public.notification_outbox where subject = 'Red Lions v Blue Cues: please confirm the result'`,
    );
    expect(mail.body).toContain(`{site}/fixtures/${fixtureId}`);
    expect(mail.body).not.toContain('?fixture=');
  });

  it('a dispute shows its reason, who disputed it and when; the organiser corrects a frame and settles', async () => {
    const before = Date.now() - 60_000;
    const disputed = await h.call('POST', `/fixtures/${fixtureId}/dispute`, {
      token: s.awayCaptain.token,
      body: { reason: 'Frame 3 was ours' },
    });
    expect(disputed.status).toBe(200);
    const [mail] = await h.db.query<{ body: string }>(
      `select body from public.notification_outbox where subject = 'Red Lions v Blue Cues: result disputed' limit 1`,
    );
    expect(mail.body).toContain(`{site}/fixtures/${fixtureId}`);

    const seen = await result(t());
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      fixture: { confirmation: 'disputed' },
      dispute: { reason: 'Frame 3 was ours', by: { name: 'Bea Blue' } },
      canAnswer: false,
      canSettle: true,
      players: {
        home: [{ id: s.homePlayer.id, name: 'Ann Lee' }],
        away: [{ id: s.awayPlayer.id, name: 'Bob Ray' }],
      },
    });
    expect(Date.parse(seen.body.dispute.at)).toBeGreaterThan(before);
    expect(JSON.stringify(seen.body)).not.toMatch(uuid);
    // A captain reads the dispute with its reason too; an anonymous reader, without who raised it.
    expect((await result(s.homeCaptain.token)).body.dispute).toMatchObject({ by: { name: 'Bea Blue' } });
    expect((await result()).body.dispute).toEqual({ reason: 'Frame 3 was ours', by: null, at: null });

    // The organiser (no display name, no player) corrects frame 3: it now names them as "no name".
    const fixed = await h.call('PATCH', `/frames/${frameIds[2]}`, { token: t(), body: { winner: 'away' } });
    expect(fixed.status).toBe(200);
    const corrected = await result(t());
    expect(corrected.body.frames[2]).toMatchObject({ winner: 'away', enteredBy: { name: null } });
    const settled = await h.call('POST', `/fixtures/${fixtureId}/confirm`, { token: t() });
    expect(settled.body.confirmation).toBe('confirmed');
    expect((await result(t())).body).toMatchObject({ dispute: null, canSettle: false, canAnswer: false });
  });

  it('an unknown fixture is a 404, and a bad id a 400', async () => {
    expect(await h.call('GET', '/fixtures/999999/result', { token: t() })).toMatchObject({
      status: 404,
      body: { message: 'Fixture not found' },
    });
    expect((await h.call('GET', '/fixtures/abc/result', { token: t() })).status).toBe(400);
  });
});
