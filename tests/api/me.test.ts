// A signed-in user's own account (/api/me): who they are, their team and next match, their display
// name, a download of their data, and deleting the account (refused for the only organiser). What a
// deleted account's sign-ins do afterwards: me-delete-host.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(engines)('my account (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let next: { id: number; kickoffAt: string };
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const t = h.organiser.token;
    const fixture = (body: Record<string, unknown>) =>
      h.call('POST', '/fixtures', {
        token: t,
        body: { divisionId: s.division.id, venueId: s.venue.id, ...body },
      });
    // Ann Lee plays for Red Lions: their next match is the earliest future one not yet final.
    await fixture({ homeTeamId: s.home.id, awayTeamId: s.away.id, kickoffAt: inDays(9) });
    next = (await fixture({ homeTeamId: s.away.id, awayTeamId: s.home.id, kickoffAt: inDays(2) })).body;
    const final = await fixture({
      homeTeamId: s.home.id,
      awayTeamId: s.away.id,
      kickoffAt: inDays(1),
      status: 'final',
    });
    expect(final.body).toMatchObject({ status: 'final' });
    await fixture({ homeTeamId: s.home.id, awayTeamId: s.away.id, kickoffAt: inDays(-3) });
  }, 180_000);
  afterAll(() => h.close());

  const me = (token?: string) => h.call('GET', '/me', { token });

  it('shows a player their account, team and next match', async () => {
    const res = await me(s.player.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      id: s.player.id,
      email: s.player.email,
      displayName: null,
      roles: [],
      player: { id: s.homePlayer.id, fullName: 'Ann Lee' },
      team: { id: s.home.id, name: 'Red Lions' },
      nextMatch: {
        fixtureId: next.id,
        scheduledAt: next.kickoffAt,
        homeTeamName: 'Blue Cues',
        awayTeamName: 'Red Lions',
        venueName: 'The Crown',
      },
      canCreateOrganisations: false,
    });
  });

  it('shows an account with no player no team and no match; anonymous callers get 401', async () => {
    expect((await me(h.organiser.token)).body).toEqual({
      id: h.organiser.id,
      email: 'organiser@example.com',
      displayName: null,
      roles: [{ role: 'organiser', teamId: null }],
      player: null,
      team: null,
      nextMatch: null,
      // The first confirmed user owns the deployment (docs/architecture.md "Tenancy").
      canCreateOrganisations: true,
    });
    expect((await me(s.homeCaptain.token)).body).toMatchObject({
      roles: [{ role: 'captain', teamId: s.home.id }],
      player: null,
    });
    expect((await me()).status).toBe(401);
  });

  it('follows the player to a new team, whose next match may be none', async () => {
    const mover = await createUser(h.db);
    const t = h.organiser.token;
    const player = (
      await h.call('POST', '/players', { token: t, body: { fullName: 'Mo Ver', userId: mover.id } })
    ).body;
    await h.call('POST', `/teams/${s.home.id}/players`, { token: t, body: { playerId: player.id } });
    expect((await me(mover.token)).body.team).toEqual({ id: s.home.id, name: 'Red Lions' });
    await h.call('POST', `/teams/${s.other.id}/players`, { token: t, body: { playerId: player.id } });
    expect((await me(mover.token)).body).toMatchObject({
      team: { id: s.other.id, name: 'Green Baize' },
      nextMatch: null,
    });
  });

  it('changes my display name; a bad one is 400 naming displayName and changes nothing', async () => {
    const ok = await h.call('PATCH', '/me', { token: s.player.token, body: { displayName: '  Annie  ' } });
    expect(ok).toMatchObject({ status: 200, body: { id: s.player.id, displayName: 'Annie' } });
    expect((await me(s.player.token)).body.displayName).toBe('Annie');
    for (const [sent, message] of [
      [{ displayName: '   ' }, 'Display name is required'],
      [{}, 'Display name is required'],
      [{ displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
      [{ displayName: 'a\u0000b' }, 'displayName must not contain a NUL character or an unpaired surrogate'],
    ] as const) {
      const bad = await h.call('PATCH', '/me', { token: s.player.token, body: sent });
      expect(bad).toMatchObject({ status: 400, body: { message, fields: { displayName: [message] } } });
    }
    expect((await me(s.player.token)).body.displayName).toBe('Annie');
    expect((await h.call('PATCH', '/me', { body: { displayName: 'Nobody' } })).status).toBe(401);
  });

  it('gives an account without a profile row one when the name is first set', async () => {
    const old = await createUser(h.db);
    await h.db.query('delete from public.profiles where id = $1', [old.id]);
    const res = await h.call('PATCH', '/me', { token: old.token, body: { displayName: 'Old Timer' } });
    expect(res).toMatchObject({ status: 200, body: { displayName: 'Old Timer' } });
    expect(await h.count('profiles', 'id = $1 and display_name = $2', [old.id, 'Old Timer'])).toBe(1);
  });

  it('downloads my data as a JSON file: account, profile, roles and linked player', async () => {
    await h.db.query(`update auth.users set last_sign_in_at = '2026-11-21T20:00:00Z' where id = $1`, [
      s.player.id,
    ]);
    const res = await h.call('GET', '/me/export', { token: s.player.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="cueboard-my-data.json"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      exportedAt: expect.any(String),
      account: {
        id: s.player.id,
        email: s.player.email,
        createdAt: expect.any(String),
        confirmedAt: expect.any(String),
        lastSignInAt: '2026-11-21T20:00:00.000Z',
      },
      profile: { displayName: 'Annie', avatarUrl: null },
      roles: [],
      player: {
        id: s.homePlayer.id,
        organisationId: 1,
        userId: s.player.id,
        userName: 'Annie',
        fullName: 'Ann Lee',
        startRating: null,
        nickname: null,
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('organiser@example.com');
    expect((await h.call('GET', '/me/export')).status).toBe(401);
  });

  it('deleting needs my own e-mail typed: anything else is 400 naming confirmEmail, nothing deleted', async () => {
    const del = (confirmEmail: unknown) =>
      h.call('DELETE', '/me', { token: s.homeCaptain.token, body: { confirmEmail } });
    const wrong = await del(s.player.email);
    expect(wrong).toMatchObject({
      status: 400,
      body: { fields: { confirmEmail: ['That is not the e-mail address of your account'] } },
    });
    expect(await del('')).toMatchObject({
      status: 400,
      body: { message: 'Type your e-mail address to confirm', fields: { confirmEmail: expect.any(Array) } },
    });
    expect((await h.call('DELETE', '/me', { body: { confirmEmail: s.homeCaptain.email } })).status).toBe(401);
    expect(await h.db.query('select 1 from auth.users where id = $1', [s.homeCaptain.id])).toHaveLength(1);
    expect((await me(s.homeCaptain.token)).status).toBe(200);
  });

  it('refuses to delete the only organiser', async () => {
    const res = await h.call('DELETE', '/me', {
      token: h.organiser.token,
      body: { confirmEmail: 'ORGANISER@example.com' },
    });
    expect(res).toMatchObject({
      status: 409,
      body: {
        message: 'You are the only organiser: make someone else an organiser before deleting your account',
      },
    });
    expect((await me(h.organiser.token)).status).toBe(200);
  });

  it('stops guessing: ten wrong confirmations an hour, then 429', async () => {
    const guesser = await createUser(h.db);
    const attempt = () =>
      h.call('DELETE', '/me', { token: guesser.token, body: { confirmEmail: 'someone@example.com' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(refused.headers.get('retry-after')).toBe('3600');
  });

  it('deletes my account: the session ends, the player and results stay without the link', async () => {
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
        token: h.organiser.token,
        body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'home' },
      })
    ).body;
    const res = await h.call('DELETE', '/me', {
      token: s.player.token,
      body: { confirmEmail: s.player.email.toUpperCase() },
    });
    expect(res.status).toBe(204);
    expect(await me(s.player.token)).toMatchObject({ status: 401 });
    expect(await h.db.query('select 1 from auth.users where id = $1', [s.player.id])).toHaveLength(0);
    expect(await h.count('profiles', 'id = $1', [s.player.id])).toBe(0);
    const player = await h.call('GET', `/players/${s.homePlayer.id}`, { token: h.organiser.token });
    expect(player.body).toMatchObject({ id: s.homePlayer.id, fullName: 'Ann Lee', userId: null });
    const frames = await h.call('GET', `/fixtures/${s.fixture.id}/frames`);
    expect(frames.body).toContainEqual(
      expect.objectContaining({ id: frame.id, homePlayerId: s.homePlayer.id, winner: 'home' }),
    );
    const people = await h.call('GET', '/users?limit=200', { token: h.organiser.token });
    expect(people.body.items.map((a: { id: string }) => a.id)).not.toContain(s.player.id);
  });

  it('a captain deletes their account: the team stays, without its captain', async () => {
    const res = await h.call('DELETE', '/me', {
      token: s.homeCaptain.token,
      body: { confirmEmail: ` ${s.homeCaptain.email} ` },
    });
    expect(res.status).toBe(204);
    const team = await h.call('GET', `/teams/${s.home.id}`, { token: h.organiser.token });
    expect(team.body).toMatchObject({ id: s.home.id, name: 'Red Lions', captainUserId: null });
    expect(await h.count('user_roles', 'user_id = $1', [s.homeCaptain.id])).toBe(0);
    const audit = await h.call('GET', `/audit?table=teams&rowId=${s.home.id}&limit=1`, {
      token: h.organiser.token,
    });
    expect(audit.body.items[0]).toMatchObject({
      userId: s.homeCaptain.id,
      action: 'update',
      after: { captain_user_id: null },
    });
  });

  it('an organiser may delete their account once another organiser exists', async () => {
    await h.call('POST', '/user-roles', {
      token: h.organiser.token,
      body: { userId: s.awayCaptain.id, role: 'organiser' },
    });
    const res = await h.call('DELETE', '/me', {
      token: h.organiser.token,
      body: { confirmEmail: 'organiser@example.com' },
    });
    expect(res.status).toBe(204);
    expect((await me(s.awayCaptain.token)).body.roles).toContainEqual({ role: 'organiser', teamId: null });
    const last = await h.call('DELETE', '/me', {
      token: s.awayCaptain.token,
      body: { confirmEmail: s.awayCaptain.email },
    });
    expect(last.status).toBe(409);
  });
});
