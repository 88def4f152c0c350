// Teams, players, rosters, transfers, transfer windows and user roles through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('teams, players, rosters, transfers and roles (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('hides captains and linked user ids from anonymous readers and other players', async () => {
    const anon = await h.call('GET', `/teams/${s.home.id}`);
    expect(anon.body).toMatchObject({ id: s.home.id, name: 'Red Lions', captainUserId: null });
    const signedIn = await h.call('GET', `/teams/${s.home.id}`, { token: s.player.token });
    expect(signedIn.body.captainUserId).toBeNull();
    const captain = await h.call('GET', `/teams/${s.home.id}`, { token: s.homeCaptain.token });
    expect(captain.body.captainUserId).toBe(s.homeCaptain.id);
    const players = await h.call('GET', '/players');
    expect(players.body.find((p: { id: number }) => p.id === s.homePlayer.id)).toMatchObject({
      fullName: 'Ann Lee',
      userId: null,
    });
  });

  it('creates and edits players; a player edits only their own record', async () => {
    const created = await h.call('POST', '/players', {
      token: h.organiser.token,
      body: { fullName: 'Cy Dee', nickname: '', userId: '' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { fullName: 'Cy Dee', nickname: null, userId: null },
    });
    const own = await h.call('PATCH', `/players/${s.homePlayer.id}`, {
      token: s.player.token,
      body: { nickname: 'Ace' },
    });
    expect(own).toMatchObject({ status: 200, body: { nickname: 'Ace' } });
    const other = await h.call('PATCH', `/players/${created.body.id}`, {
      token: s.player.token,
      body: { nickname: 'X' },
    });
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'Only organisers or the player themselves can update a player' },
    });
  });

  it('a captain manages their roster; leaving sets leftAt and isActive false', async () => {
    const newcomer = (
      await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'New Kid' } })
    ).body;
    const added = await h.call('POST', `/teams/${s.home.id}/players`, {
      token: s.homeCaptain.token,
      body: { playerId: newcomer.id, isActive: true },
    });
    expect(added).toMatchObject({
      status: 201,
      body: { teamId: s.home.id, playerId: newcomer.id, isActive: true, leftAt: null },
    });
    const twice = await h.call('POST', `/teams/${s.home.id}/players`, {
      token: s.homeCaptain.token,
      body: { playerId: newcomer.id },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: 'Player is already on this team' } });
    const foreign = await h.call('POST', `/teams/${s.home.id}/players`, {
      token: s.otherCaptain.token,
      body: { playerId: newcomer.id },
    });
    expect(foreign).toMatchObject({
      status: 403,
      body: { message: "Only organisers or the team's captain can manage the roster" },
    });
    const left = await h.call('DELETE', `/teams/${s.home.id}/players/${added.body.id}`, {
      token: s.homeCaptain.token,
    });
    expect(left.status).toBe(200);
    expect(left.body.isActive).toBe(false);
    expect(left.body.leftAt).toEqual(expect.any(String));
    const roster = await h.call('GET', `/teams/${s.home.id}/players`, { token: s.player.token });
    expect(roster.body.map((e: { playerId: number }) => e.playerId)).toEqual([s.homePlayer.id]);
  });

  it("a captain cannot take a player from another team's roster; an organiser moves them", async () => {
    const t = h.organiser.token;
    const star = (await h.call('POST', '/players', { token: t, body: { fullName: 'Sue Star' } })).body;
    await h.call('POST', `/teams/${s.away.id}/players`, { token: t, body: { playerId: star.id } });
    const taken = await h.call('POST', `/teams/${s.home.id}/players`, {
      token: s.homeCaptain.token,
      body: { playerId: star.id },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: {
        code: 'conflict',
        message: "That player is on another team's roster; ask for a transfer instead",
      },
    });
    const onRoster = async (teamId: number) =>
      (await h.call('GET', `/teams/${teamId}/players`)).body.map((e: { playerId: number }) => e.playerId);
    expect(await onRoster(s.home.id)).not.toContain(star.id);
    expect(await onRoster(s.away.id)).toContain(star.id);

    const moved = await h.call('POST', `/teams/${s.home.id}/players`, {
      token: t,
      body: { playerId: star.id },
    });
    expect(moved).toMatchObject({
      status: 201,
      body: { teamId: s.home.id, playerId: star.id, isActive: true },
    });
    expect(await onRoster(s.home.id)).toContain(star.id);
    expect(await onRoster(s.away.id)).not.toContain(star.id);
  });

  it('a captain requests a transfer; the organiser approves it and the roster moves', async () => {
    const req = await h.call('POST', '/transfers', {
      token: s.homeCaptain.token,
      body: { playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.other.id, status: 'pending' },
    });
    expect(req).toMatchObject({ status: 201, body: { status: 'pending', approvedAt: null } });
    expect((await h.call('GET', '/transfers')).status).toBe(401);
    expect((await h.call('GET', '/transfers', { token: s.player.token })).body).toHaveLength(1);
    const byCaptain = await h.call('PATCH', `/transfers/${req.body.id}`, {
      token: s.homeCaptain.token,
      body: { status: 'approved' },
    });
    expect(byCaptain).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can approve transfers' },
    });
    const approved = await h.call('PATCH', `/transfers/${req.body.id}`, {
      token: h.organiser.token,
      body: { status: 'approved', approvedAt: '2000-01-01T00:00:00Z' },
    });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(Date.parse(approved.body.approvedAt)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(
      await h.count('team_players', 'team_id = $1 and player_id = $2 and is_active', [
        s.other.id,
        s.homePlayer.id,
      ]),
    ).toBe(1);
    const again = await h.call('PATCH', `/transfers/${req.body.id}`, {
      token: h.organiser.token,
      body: { status: 'rejected' },
    });
    expect(again.status).toBe(409);
  });

  it('manages transfer windows per league', async () => {
    const w = await h.call('POST', '/transfer-windows', {
      token: h.organiser.token,
      body: { leagueId: s.league.id, opensAt: '2027-01-01T00:00:00Z', closesAt: '2027-01-31T00:00:00Z' },
    });
    expect(w).toMatchObject({ status: 201, body: { leagueId: s.league.id } });
    expect((await h.call('GET', `/transfer-windows?leagueId=${s.league.id}`)).body).toHaveLength(1);
    expect((await h.call('GET', `/transfer-windows?leagueId=${s.league.id + 1}`)).body).toHaveLength(0);
    const bad = await h.call('POST', '/transfer-windows', {
      token: h.organiser.token,
      body: { leagueId: s.league.id, opensAt: '2027-02-01T00:00:00Z', closesAt: '2027-01-01T00:00:00Z' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { closesAt: ['Closes At date must be after Opens At date'] } },
    });
  });

  it('user roles: read your own, organisers read anyone and grant or revoke by e-mail', async () => {
    const mine = await h.call('GET', `/user-roles/${s.homeCaptain.id}`, { token: s.homeCaptain.token });
    expect(mine).toMatchObject({ status: 200, body: [{ role: 'captain', teamId: s.home.id }] });
    expect((await h.call('GET', `/user-roles/${h.organiser.id}`, { token: h.organiser.token })).body).toEqual(
      [{ role: 'organiser', teamId: null }],
    );
    const peek = await h.call('GET', `/user-roles/${h.organiser.id}`, { token: s.player.token });
    expect(peek).toMatchObject({
      status: 403,
      body: { message: "Only organisers can read another user's roles" },
    });
    expect((await h.call('GET', `/user-roles/${h.organiser.id}`)).status).toBe(401);

    const someone = await createUser(h.db, 'Someone@Example.com');
    const granted = await h.call('POST', '/user-roles', {
      token: h.organiser.token,
      body: { email: 'someone@example.com', role: 'player' },
    });
    expect(granted).toMatchObject({
      status: 201,
      body: { userId: someone.id, roles: [{ role: 'player', teamId: null }] },
    });
    const byPlayer = await h.call('POST', '/user-roles', {
      token: s.player.token,
      body: { userId: someone.id, role: 'organiser' },
    });
    expect(byPlayer).toMatchObject({ status: 403, body: { message: 'Only organisers can grant roles' } });
    const revoked = await h.call('DELETE', '/user-roles', {
      token: h.organiser.token,
      body: { userId: someone.id, role: 'player' },
    });
    expect(revoked).toMatchObject({ status: 200, body: { roles: [] } });
    const unknown = await h.call('POST', '/user-roles', {
      token: h.organiser.token,
      body: { email: 'nobody@example.com', role: 'player' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('refuses a role to an account whose e-mail address is not confirmed yet, until it is', async () => {
    const [pending] = await h.db.query<{ id: string }>(
      `insert into auth.users (email) values ('pending@example.com') returning id::text as id`,
    );
    const grant = () =>
      h.call('POST', '/user-roles', {
        token: h.organiser.token,
        body: { email: 'pending@example.com', role: 'captain', teamId: s.home.id },
      });
    expect(await grant()).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: 'That user has not confirmed their e-mail address yet' },
    });
    expect(await h.count('user_roles', 'user_id = $1::uuid', [pending.id])).toBe(0);
    const captaincy = await h.call('PATCH', `/teams/${s.other.id}`, {
      token: h.organiser.token,
      body: { captainUserId: pending.id },
    });
    expect(captaincy).toMatchObject({
      status: 409,
      body: { message: 'That user has not confirmed their e-mail address yet' },
    });

    await h.db.query('update auth.users set email_confirmed_at = now() where id = $1::uuid', [pending.id]);
    expect(await grant()).toMatchObject({
      status: 201,
      body: { userId: pending.id, roles: [{ role: 'captain', teamId: s.home.id }] },
    });
  });

  it('refuses linking a player to an account whose e-mail address is not confirmed yet, until it is', async () => {
    const [pending] = await h.db.query<{ id: string }>(
      `insert into auth.users (email) values ('unlinked@example.com') returning id::text as id`,
    );
    const notConfirmed = {
      status: 409,
      body: { code: 'conflict', message: 'That user has not confirmed their e-mail address yet' },
    };
    const cy = (await h.call('POST', '/players', { token: h.organiser.token, body: { fullName: 'Cy Link' } }))
      .body;
    // the People screen's Link Player: PATCH /api/players/{id} {userId}
    const link = () =>
      h.call('PATCH', `/players/${cy.id}`, { token: h.organiser.token, body: { userId: pending.id } });
    expect(await link()).toMatchObject(notConfirmed);
    const created = await h.call('POST', '/players', {
      token: h.organiser.token,
      body: { fullName: 'Di Link', userId: pending.id },
    });
    expect(created).toMatchObject(notConfirmed);
    expect(await h.count('players', 'user_id = $1::uuid', [pending.id])).toBe(0);
    expect(await h.count('players', "full_name = 'Di Link'")).toBe(0);

    await h.db.query('update auth.users set email_confirmed_at = now() where id = $1::uuid', [pending.id]);
    expect(await link()).toMatchObject({ status: 200, body: { id: cy.id, userId: pending.id } });
  });

  it('refuses expired, forged and revoked tokens with 401', async () => {
    const { sign } = await import('./support.ts');
    const expired = await sign({ sub: s.player.id, role: 'authenticated' }, '-1m');
    expect((await h.call('GET', '/leagues', { token: expired })).status).toBe(401);
    expect((await h.call('GET', '/leagues', { token: 'not-a-jwt' })).body).toMatchObject({
      code: 'invalid_token',
    });
    const u = await createUser(h.db);
    expect((await h.call('GET', `/user-roles/${u.id}`, { token: u.token })).status).toBe(200);
    await h.db.query('delete from auth.sessions where id = $1::uuid', [u.sessionId]);
    expect(await h.call('GET', `/user-roles/${u.id}`, { token: u.token })).toMatchObject({
      status: 401,
      body: { code: 'session_revoked' },
    });
  });
});
