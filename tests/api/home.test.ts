// The home page's one read (GET /api/home, issue 24): each role gets its own section and nobody
// another's. A captain sees their teams' next match, the results waiting for their answer and their
// teams' disputes; a linked player their next fixture, results, rating and form; an organiser the
// week's counts; anyone each league's public page. Names and numbers, never account ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(engines)('the home page read (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let awaiting: number;
  let disputed: number;
  const t = () => h.organiser.token;
  const home = async (token?: string) => {
    const res = await h.call('GET', '/home', { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const fixture = async (kickoffAt: string, status?: string) =>
    (
      await h.call('POST', '/fixtures', {
        token: t(),
        body: {
          divisionId: s.division.id,
          homeTeamId: s.home.id,
          awayTeamId: s.away.id,
          venueId: s.venue.id,
          kickoffAt,
          ...(status ? { status } : {}),
        },
      })
    ).body as { id: number };
  /** A Red Lions v Blue Cues result, 2-1 to the home side, completed by `token`'s captain. */
  async function completedBy(token: string, days: number) {
    const f = await fixture(inDays(days));
    for (const winner of ['home', 'away', 'home']) {
      await h.call('POST', `/fixtures/${f.id}/frames`, { token, body: { winner } });
    }
    const done = await h.call('PATCH', `/fixtures/${f.id}`, { token, body: { status: 'final' } });
    expect(done.body).toMatchObject({ status: 'final', confirmation: 'awaiting' });
    return f.id;
  }

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.call('PATCH', `/leagues/${s.league.id}`, {
      token: t(),
      body: { settings: { require_confirmation: true } },
    });
    awaiting = await completedBy(s.homeCaptain.token, -1);
    disputed = await completedBy(s.awayCaptain.token, -2);
    const dispute = await h.call('POST', `/fixtures/${disputed}/dispute`, {
      token: s.homeCaptain.token,
      body: { reason: 'Frame 3 went to Blue Cues' },
    });
    expect(dispute.body).toMatchObject({ confirmation: 'disputed' });
    await fixture(inDays(3)); // to play this week
    await fixture(inDays(-3)); // its night passed with no result: lapsed
    const postponed = await fixture(inDays(20));
    await h.call('PATCH', `/fixtures/${postponed.id}`, { token: t(), body: { status: 'postponed' } });
    await h.db.query(
      `insert into public.screens (name, last_seen_at) values ('Bar TV', now() - interval '1 hour')`,
    );
    const invited = await h.call('POST', '/invitations', {
      token: t(),
      body: { email: 'dora@example.com', role: 'player' },
    });
    expect(invited.status).toBe(201);
  }, 180_000);
  afterAll(() => h.close());

  it("anyone gets each league's public page, and no role's section", async () => {
    expect(await home()).toEqual({
      leagues: [{ id: s.league.id, name: 'Winter League', season: '2026/27' }],
      captain: null,
      player: null,
      organiser: null,
      setup: null,
    });
  });

  it('a captain gets their next match, the result waiting for their answer and the dispute', async () => {
    const away = (await home(s.awayCaptain.token)).captain;
    expect(away.teams).toEqual(['Blue Cues']);
    expect(away.nextMatch).toMatchObject({
      id: s.fixture.id,
      homeTeamName: 'Red Lions',
      awayTeamName: 'Blue Cues',
      venueName: 'The Crown',
      status: 'scheduled',
    });
    expect(away.toConfirm).toEqual([
      expect.objectContaining({ id: awaiting, homeScore: 2, awayScore: 1, confirmation: 'awaiting' }),
    ]);
    expect(away.disputes).toEqual([
      expect.objectContaining({ id: disputed, disputeReason: 'Frame 3 went to Blue Cues' }),
    ]);
    // The team that completed a result does not answer it; both teams see their dispute.
    const homeCaptain = (await home(s.homeCaptain.token)).captain;
    expect(homeCaptain.toConfirm).toEqual([]);
    expect(homeCaptain.disputes.map((f: { id: number }) => f.id)).toEqual([disputed]);
  });

  it("a captain of another team sees none of these teams' items; captains get no organiser counts", async () => {
    const other = await home(s.otherCaptain.token);
    expect(other).toMatchObject({
      captain: { teams: ['Green Baize'], nextMatch: null, toConfirm: [], disputes: [] },
      player: null,
      organiser: null,
    });
    expect((await home(s.awayCaptain.token)).organiser).toBeNull();
  });

  it('a linked player gets their next fixture, latest results, rating and form', async () => {
    const mine = await home(s.player.token);
    expect(mine).toMatchObject({ captain: null, organiser: null });
    expect(mine.player).toMatchObject({
      name: 'Ann Lee',
      teamName: 'Red Lions',
      nextFixture: { id: s.fixture.id },
      rating: expect.any(Number),
      provisional: expect.any(Boolean),
      form: expect.any(Array),
    });
    expect(mine.player.latestResults.map((f: { id: number }) => f.id)).toEqual([awaiting, disputed]);
  });

  it("an organiser gets the week's counts, each of what there is to act on", async () => {
    const { organiser } = await home(t());
    expect(organiser).toMatchObject({
      toPlay: 2,
      awaitingConfirmation: 1,
      disputedOrLapsed: 2,
      postponed: 1,
      screensOffline: 1,
      invitationsPending: 1,
    });
    expect(Date.parse(organiser.weekTo) - Date.parse(organiser.weekFrom)).toBeGreaterThanOrEqual(
      6 * 86_400_000,
    );
  });
});
