// Result confirmation through the API (docs/result-confirmation.md): in a league asking for it, a
// result a captain completes waits for the other captain, who confirms or disputes it; the table
// counts it once confirmed or 48 hours on without a dispute; an organiser settles a dispute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseConfirmationsEvery } from '../../server/confirmation-lapse.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('result confirmation (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const t = () => h.organiser.token;
  const table = async () => (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
  const played = async () => (await table()).map((r: { played: number }) => r.played);
  const outbox = async (subject: string) =>
    (
      await h.db.query<{ email: string; body: string }>(
        `select u.email, o.body from public.notification_outbox o join auth.users u on u.id = o.user_id
         where o.subject = $1 order by u.email`,
        [subject],
      )
    ).map((r) => r.email);

  /** A fixture of Red Lions v Blue Cues, won 2-1 by the home side, completed by `token`'s holder. */
  async function played21(token: string) {
    const fixture = (
      await h.call('POST', '/fixtures', {
        token: t(),
        body: {
          divisionId: s.division.id,
          homeTeamId: s.home.id,
          awayTeamId: s.away.id,
          venueId: s.venue.id,
          kickoffAt: new Date().toISOString(),
        },
      })
    ).body;
    for (const winner of ['home', 'away', 'home']) {
      await h.call('POST', `/fixtures/${fixture.id}/frames`, { token, body: { winner } });
    }
    const done = await h.call('PATCH', `/fixtures/${fixture.id}`, { token, body: { status: 'final' } });
    expect(done.status).toBe(200);
    return done.body as { id: number; confirmation: string | null };
  }

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.call('DELETE', `/fixtures/${s.fixture.id}`, { token: t() });
  }, 180_000);
  afterAll(() => h.close());

  it("a league without confirmation counts a captain's result at once", async () => {
    const f = await played21(s.homeCaptain.token);
    expect(f.confirmation).toBeNull();
    expect(await played()).toEqual([1, 1]);
    const refused = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: t() });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This result does not await confirmation' },
    });
    await h.call('DELETE', `/fixtures/${f.id}`, { token: t() });
    const on = await h.call('PATCH', `/leagues/${s.league.id}`, {
      token: t(),
      body: { settings: { require_confirmation: true } },
    });
    expect(on.status).toBe(200);
  });

  it('the other captain confirms, and only then does the table count it', async () => {
    const f = await played21(s.homeCaptain.token);
    expect(f).toMatchObject({ confirmation: 'awaiting', completedByTeamId: s.home.id });
    expect(await played()).toEqual([0, 0]);
    expect(await outbox('Red Lions v Blue Cues: please confirm the result')).toEqual([s.awayCaptain.email]);
    const [mail] = await h.db.query<{ body: string }>(
      `select body from public.notification_outbox where subject like '%please confirm%'`,
    );
    expect(mail.body).toContain(`finished 2-1`);
    expect(mail.body).toContain(`{site}/fixtures/${f.id}`);

    const own = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: s.homeCaptain.token });
    expect(own).toMatchObject({
      status: 403,
      body: { message: "Only the other team's captain can confirm this result" },
    });
    const stranger = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: s.otherCaptain.token });
    expect(stranger.status).toBe(403);
    expect((await h.call('POST', `/fixtures/${f.id}/confirm`)).status).toBe(401);

    const ok = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: s.awayCaptain.token });
    expect(ok).toMatchObject({ status: 200, body: { confirmation: 'confirmed' } });
    expect(await table()).toMatchObject([
      { teamName: 'Red Lions', played: 1, won: 1, framesFor: 2 },
      { teamName: 'Blue Cues', played: 1, lost: 1, framesFor: 1 },
    ]);
    const again = await h.call('POST', `/fixtures/${f.id}/dispute`, {
      token: s.awayCaptain.token,
      body: { reason: 'Too late' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This result can no longer be disputed' } });
  });

  it('a dispute needs a reason; disputed, it does not count until an organiser settles it', async () => {
    const f = await played21(s.awayCaptain.token);
    expect(f).toMatchObject({ confirmation: 'awaiting', completedByTeamId: s.away.id });
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await h.call('POST', `/fixtures/${f.id}/dispute`, { token: s.homeCaptain.token, body });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['reason']);
    }
    const wrong = await h.call('POST', `/fixtures/${f.id}/dispute`, {
      token: s.awayCaptain.token,
      body: { reason: 'We lost really' },
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { message: "Only the other team's captain can dispute this result" },
    });
    const disputed = await h.call('POST', `/fixtures/${f.id}/dispute`, {
      token: s.homeCaptain.token,
      body: { reason: 'Frame 3 was ours' },
    });
    expect(disputed).toMatchObject({
      status: 200,
      body: { confirmation: 'disputed', disputeReason: 'Frame 3 was ours' },
    });
    expect(await outbox('Red Lions v Blue Cues: result disputed')).toEqual(
      [s.homeCaptain.email, s.awayCaptain.email].sort(),
    );
    const byCaptain = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: s.homeCaptain.token });
    expect(byCaptain).toMatchObject({
      status: 409,
      body: { message: 'This result is disputed: an organiser settles it' },
    });
    expect(await played()).toEqual([1, 1]);

    // The organiser corrects frame 3 and confirms: the table counts the corrected result.
    const frames = (await h.call('GET', `/fixtures/${f.id}/frames`, { token: t() })).body;
    const fixed = await h.call('PATCH', `/frames/${frames[2].id}`, { token: t(), body: { winner: 'away' } });
    expect(fixed.status).toBe(200);
    const settled = await h.call('POST', `/fixtures/${f.id}/confirm`, { token: t() });
    expect(settled).toMatchObject({ status: 200, body: { confirmation: 'confirmed' } });
    expect(await table()).toMatchObject([
      { teamName: 'Blue Cues', played: 2, won: 1, lost: 1, framesFor: 3, framesAgainst: 3 },
      { teamName: 'Red Lions', played: 2, won: 1, lost: 1, framesFor: 3, framesAgainst: 3 },
    ]);
  });

  it('an unanswered result counts 48 hours after completion, and can then no longer be disputed', async () => {
    const f = await played21(s.homeCaptain.token);
    expect(await played()).toEqual([2, 2]);
    await h.db.query(
      `update public.fixtures set completed_at = now() - interval '48 hours 1 minute' where id = $1`,
      [f.id],
    );
    const late = await h.call('POST', `/fixtures/${f.id}/dispute`, {
      token: s.awayCaptain.token,
      body: { reason: 'Wrong' },
    });
    expect(late).toMatchObject({ status: 409, body: { message: 'This result can no longer be disputed' } });
    // The anonymous table (shared through api/read-cache.ts) counts the result once read again: the
    // completion moved back here is a write, and a lapse by time alone shows within 5 s.
    await expect.poll(played).toEqual([3, 3]);
    const listed = (await h.call('GET', `/fixtures?divisionId=${s.division.id}`)).body;
    expect(listed.find((x: { id: number }) => x.id === f.id).confirmation).toBe('confirmed');
  });

  it('an organiser completing a result, a forfeit and a cup fixture need no confirmation', async () => {
    const f = await played21(t());
    expect(f.confirmation).toBeNull();
    const forfeit = (
      await h.call('POST', '/fixtures', {
        token: t(),
        body: {
          divisionId: s.division.id,
          homeTeamId: s.home.id,
          awayTeamId: s.away.id,
          venueId: s.venue.id,
          kickoffAt: new Date().toISOString(),
        },
      })
    ).body;
    const awarded = await h.call('POST', `/fixtures/${forfeit.id}/forfeit`, {
      token: t(),
      body: { winner: 'home' },
    });
    expect(awarded.body.confirmation).toBeNull();
    expect(await played()).toEqual([5, 5]);

    const [cup] = await h.db.query<{ id: number }>(
      `insert into public.cups (league_id, name, kind, venue_id) values ($1, 'Cup', 'team', $2) returning id`,
      [s.league.id, s.venue.id],
    );
    const entries = await h.db.query<{ id: number }>(
      `insert into public.cup_entries (cup_id, team_id) values ($1, $2), ($1, $3) returning id`,
      [cup.id, s.home.id, s.away.id],
    );
    const [match] = await h.db.query<{ id: number }>(
      `insert into public.cup_matches (cup_id, round, slot, home_entry_id, away_entry_id)
       values ($1, 1, 1, $2, $3) returning id`,
      [cup.id, entries[0].id, entries[1].id],
    );
    const [cf] = await h.db.query<{ id: number }>(
      `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, cup_match_id)
       values ($1, $2, $3, $4, now(), $5) returning id`,
      [s.division.id, s.home.id, s.away.id, s.venue.id, match.id],
    );
    await h.call('POST', `/fixtures/${cf.id}/frames`, {
      token: s.homeCaptain.token,
      body: { winner: 'home' },
    });
    const cupDone = await h.call('PATCH', `/fixtures/${cf.id}`, {
      token: s.homeCaptain.token,
      body: { status: 'final' },
    });
    expect(cupDone).toMatchObject({ status: 200, body: { status: 'final', confirmation: null } });
  });

  it('a fixture edit cannot confirm a result, and a missing fixture is 404', async () => {
    const f = await played21(s.homeCaptain.token);
    const direct = await h.call('PATCH', `/fixtures/${f.id}`, {
      token: s.homeCaptain.token,
      body: { status: 'final', confirmation: 'confirmed' },
    });
    expect(direct.body.confirmation).toBe('awaiting');
    expect((await h.call('POST', '/fixtures/999999/confirm', { token: t() })).status).toBe(404);
  });

  it("the host's timer counts a lapsed result with no API read, for the pages that read the table", async () => {
    const f = await played21(s.homeCaptain.token);
    await h.db.query(
      `update public.fixtures set completed_at = now() - interval '48 hours 1 minute' where id = $1`,
      [f.id],
    );
    const stored = async () =>
      (
        await h.db.query<{ played: number }>(
          'select played from public.standings where division_id = $1 order by team_id',
          [s.division.id],
        )
      ).map((r) => r.played);
    const before = await stored();
    const stop = lapseConfirmationsEvery(h.db, 20, (error) => {
      throw error;
    });
    try {
      await expect.poll(stored).toEqual(before.map((n) => n + 1));
    } finally {
      stop();
    }
  });
});
