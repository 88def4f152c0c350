// People are shown to others by display name: who entered each frame, who captains a team, who
// requested and decided a transfer, whose account a player is. Signed-in callers get names (never
// e-mails); anonymous ones (public pages, wallboards, the live stream) get no one at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('display names instead of e-mails and user ids (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const named = async (userId: string, name: string) =>
    h.db.query('update public.profiles set display_name = $2 where id = $1', [userId, name]);

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await named(s.homeCaptain.id, 'Rita Lions');
    await named(h.organiser.id, 'Olive Organiser');
    await named(s.player.id, 'Ann Lee');
  }, 180_000);
  afterAll(() => h.close());

  /** Whoever reads it, the JSON names nobody by e-mail, and these ids and names do not appear. */
  const namesNobody = (json: unknown, ids: string[], names: string[]) => {
    const text = JSON.stringify(json);
    for (const secret of [...ids, ...names, '@example.com']) expect(text).not.toContain(secret);
  };

  it('a frame shows who entered it: the scorer, by display name, on every frames route', async () => {
    const t = s.homeCaptain.token;
    const added = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: t,
      body: { winner: 'home' },
    });
    expect(added).toMatchObject({ status: 201, body: { winner: 'home', enteredByName: 'Rita Lions' } });
    expect(added.body).not.toHaveProperty('enteredBy');
    const blank = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: {} });
    expect(blank.body).toMatchObject({ winner: 'na', enteredByName: null });

    const scored = await h.call('PATCH', `/frames/${blank.body.id}`, {
      token: h.organiser.token,
      body: { winner: 'away' },
    });
    expect(scored).toMatchObject({ status: 200, body: { winner: 'away', enteredByName: 'Olive Organiser' } });
    expect((await h.call('GET', `/frames/${blank.body.id}`, { token: s.player.token })).body).toMatchObject({
      enteredByName: 'Olive Organiser',
    });
    const list = await h.call('GET', `/fixtures/${s.fixture.id}/frames`, { token: s.awayCaptain.token });
    expect(list.body.map((f: { enteredByName: string | null }) => f.enteredByName)).toEqual([
      'Rita Lions',
      'Olive Organiser',
    ]);
  });

  it('a scorer without a display name, and a change made by the system, name nobody', async () => {
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
        token: s.awayCaptain.token,
        body: { winner: 'away' },
      })
    ).body;
    expect(frame.enteredByName).toBeNull();
    await h.call('PATCH', `/frames/${frame.id}`, { token: s.homeCaptain.token, body: { winner: 'home' } });
    expect((await h.call('GET', `/frames/${frame.id}`, { token: s.player.token })).body.enteredByName).toBe(
      'Rita Lions',
    );
    // The CLI's service role and direct SQL have no signed-in user.
    await h.db.query(`update public.frames set winner = 'na' where id = $1`, [frame.id]);
    expect((await h.call('GET', `/frames/${frame.id}`, { token: s.player.token })).body).toMatchObject({
      winner: 'na',
      enteredByName: null,
    });
  });

  it('anonymous callers see frames but not who entered them', async () => {
    const frames = await h.call('GET', `/fixtures/${s.fixture.id}/frames`);
    expect(frames.status).toBe(200);
    expect(frames.body.length).toBeGreaterThan(0);
    for (const f of frames.body) expect(f.enteredByName).toBeNull();
    namesNobody(frames.body, [s.homeCaptain.id, h.organiser.id], ['Rita Lions', 'Olive Organiser']);
    const one = await h.call('GET', `/frames/${frames.body[0].id}`);
    expect(one).toMatchObject({ status: 200, body: { enteredByName: null } });
  });

  it("teams carry their captain's display name for signed-in callers, and nothing for anonymous ones", async () => {
    const signedIn = await h.call('GET', '/teams', { token: s.player.token });
    const byName = (name: string) => signedIn.body.find((t: { name: string }) => t.name === name);
    // The account ids behind the names are for organisers and the account itself (account-ids.test.ts).
    expect(byName('Red Lions')).toMatchObject({ captainUserId: null, captainName: 'Rita Lions' });
    expect(byName('Blue Cues')).toMatchObject({ captainUserId: null, captainName: null });
    expect((await h.call('GET', `/teams/${s.home.id}`, { token: s.player.token })).body.captainName).toBe(
      'Rita Lions',
    );

    const edited = await h.call('PATCH', `/teams/${s.other.id}`, {
      token: h.organiser.token,
      body: { captainUserId: s.homeCaptain.id },
    });
    expect(edited.body).toMatchObject({ captainUserId: s.homeCaptain.id, captainName: 'Rita Lions' });
    const createdTeam = await h.call('POST', '/teams', {
      token: h.organiser.token,
      body: { name: 'Pink Pots', captainUserId: h.organiser.id },
    });
    expect(createdTeam).toMatchObject({ status: 201, body: { captainName: 'Olive Organiser' } });

    const anon = await h.call('GET', '/teams');
    expect(anon.body.find((t: { name: string }) => t.name === 'Red Lions')).toEqual({
      id: s.home.id,
      organisationId: 1,
      name: 'Red Lions',
      captainUserId: null,
      captainName: null,
      homeVenueId: null,
      createdAt: s.home.createdAt,
    });
    namesNobody(anon.body, [s.homeCaptain.id, h.organiser.id], ['Rita Lions', 'Olive Organiser']);
    namesNobody((await h.call('GET', `/teams/${s.home.id}`)).body, [s.homeCaptain.id], ['Rita Lions']);
  });

  it("players carry their account's display name for signed-in callers only", async () => {
    const signedIn = await h.call('GET', `/players/${s.homePlayer.id}`, { token: s.awayCaptain.token });
    expect(signedIn.body).toMatchObject({ fullName: 'Ann Lee', userId: null, userName: 'Ann Lee' });
    const anon = await h.call('GET', '/players');
    expect(anon.body.find((p: { id: number }) => p.id === s.homePlayer.id)).toMatchObject({
      userId: null,
      userName: null,
    });
    namesNobody(anon.body, [s.player.id], []);
  });

  it('a transfer shows who requested it and who approved it, by display name', async () => {
    const mover = (
      await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'Moe Ver' } })
    ).body;
    await h.call('POST', `/teams/${s.home.id}/players`, {
      token: h.organiser.token,
      body: { playerId: mover.id },
    });
    const asked = await h.call('POST', '/transfers', {
      token: s.homeCaptain.token,
      body: { playerId: mover.id, fromTeamId: s.home.id, toTeamId: s.away.id, status: 'pending' },
    });
    expect(asked).toMatchObject({
      status: 201,
      body: { status: 'pending', requestedByName: 'Rita Lions', decidedByName: null },
    });
    const approved = await h.call('PATCH', `/transfers/${asked.body.id}`, {
      token: h.organiser.token,
      body: { status: 'approved' },
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'approved', requestedByName: 'Rita Lions', decidedByName: 'Olive Organiser' },
    });
    const list = await h.call('GET', '/transfers', { token: s.awayCaptain.token });
    const row = list.body.find((t: { id: number }) => t.id === asked.body.id);
    expect(row).toMatchObject({ requestedByName: 'Rita Lions', decidedByName: 'Olive Organiser' });
    namesNobody(list.body, [s.homeCaptain.id, h.organiser.id], []);
  });

  it("a wallboard's feed names nobody: frames have no enteredByName, and no user id or name appears", async () => {
    const t = h.organiser.token;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'in_play' } });
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: s.homeCaptain.token,
      body: { winner: 'home' },
    });
    const wb = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'Bar', type: 'live_scores', leagueId: s.league.id },
      })
    ).body;
    for (const token of [undefined, s.player.token]) {
      const feed = await h.call('GET', `/wallboards/${wb.id}/feed`, { token });
      expect(feed.status).toBe(200);
      expect(feed.body.fixtures[0].frames.length).toBeGreaterThan(0);
      for (const f of feed.body.fixtures[0].frames) expect(f).not.toHaveProperty('enteredByName');
      namesNobody(
        feed.body,
        [s.homeCaptain.id, s.awayCaptain.id, h.organiser.id, s.player.id],
        ['Rita Lions', 'Olive Organiser'],
      );
    }
  });

  it("the anonymous live stream's frame events carry ids of frames and fixtures and the score, no one's ids", async () => {
    const res = await h.app.request(`/api/live?topics=frames&fixtureId=${s.fixture.id}`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let raw = '';
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: s.homeCaptain.token, body: {} })
    ).body;
    await h.call('PATCH', `/frames/${frame.id}`, { token: s.homeCaptain.token, body: { winner: 'away' } });
    while (!/"frames\.update"[^\n]*"away"/.test(raw)) raw += decoder.decode((await reader.read()).value);
    await reader.cancel();
    const events = [...raw.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1]));
    expect(events.find((e) => e.type === 'frames.update' && e.winner === 'away')).toEqual({
      type: 'frames.update',
      frameId: frame.id,
      fixtureId: s.fixture.id,
      divisionId: s.division.id,
      leagueId: s.league.id,
      venueId: s.venue.id,
      frameNo: frame.frameNo,
      winner: 'away',
      homeScore: expect.any(Number),
      awayScore: expect.any(Number),
      version: expect.any(Number),
    });
    namesNobody(events, [s.homeCaptain.id], ['Rita Lions']);
  });

  it('a new user with no profile row yet is named by nobody rather than failing', async () => {
    const newcomer = await createUser(h.db);
    await h.db.query('delete from public.profiles where id = $1', [newcomer.id]);
    const team = await h.call('POST', '/teams', {
      token: h.organiser.token,
      body: { name: 'Grey Rails', captainUserId: newcomer.id },
    });
    expect(team).toMatchObject({ status: 201, body: { captainUserId: newcomer.id, captainName: null } });
  });
});
