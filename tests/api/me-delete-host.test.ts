// Deleting my account on the real host, as a Supabase client sees it: the old password and refresh
// token stop working, and the player record and results stay (the API side is in me.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, email, hostOn, type TestHost } from '../auth/fixture.ts';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed, supabaseFor } from '../support/mailbox.ts';

describe.each(engines)('deleting my account on the host, seen through supabase-js (%s)', (engine) => {
  let host: TestHost;
  beforeAll(async () => {
    host = await hostOn(engine);
  }, HOST_START_MS);
  afterAll(() => host?.stop(), HOST_START_MS);

  async function api(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? undefined : await res.json() };
  }

  it('the old password and refresh token stop working; the player record and results stay', async () => {
    const organiser = await signUpConfirmed(host.url, email('organiser'), 'organiser-secret');
    const annEmail = email('ann');
    const ann = await signUpConfirmed(host.url, annEmail, 'ann-secret-1');
    const o = organiser.session.access_token;
    const post = async (path: string, body: unknown) => (await api(o, 'POST', path, body)).body;
    const league = await post('/leagues', { name: 'Host League', season: '2027' });
    const division = await post('/divisions', { leagueId: league.id, name: 'One' });
    const home = await post('/teams', { name: 'Home' });
    const away = await post('/teams', { name: 'Away' });
    const venue = await post('/venues', { name: 'Hall' });
    const player = await post('/players', { fullName: 'Ann Host', userId: ann.user.id });
    await post(`/teams/${home.id}/players`, { playerId: player.id });
    const fixture = await post('/fixtures', {
      divisionId: division.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      venueId: venue.id,
      kickoffAt: new Date().toISOString(),
    });
    const frame = await post(`/fixtures/${fixture.id}/frames`, { homePlayerId: player.id, winner: 'home' });

    // A second device holds its own refresh token.
    const laptop = await supabaseFor(host.url);
    const signedIn = await laptop.auth.signInWithPassword({ email: annEmail, password: 'ann-secret-1' });
    expect(signedIn.error).toBeNull();
    const refreshToken = signedIn.data.session!.refresh_token;
    expect((await api(ann.session.access_token, 'GET', '/me')).body.player).toEqual({
      id: player.id,
      fullName: 'Ann Host',
    });

    const deleted = await api(ann.session.access_token, 'DELETE', '/me', { confirmEmail: annEmail });
    expect(deleted.status).toBe(204);

    const again = await (
      await supabaseFor(host.url)
    ).auth.signInWithPassword({
      email: annEmail,
      password: 'ann-secret-1',
    });
    expect(again.data.session).toBeNull();
    expect(again.error).toMatchObject({ status: 400, message: 'Invalid login credentials' });
    const refreshed = await laptop.auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).not.toBeNull();
    expect((await authFetch(host, '/user', { token: ann.session.access_token })).status).not.toBe(200);
    expect((await api(ann.session.access_token, 'GET', '/me')).status).toBe(401);

    expect((await api(o, 'GET', `/players/${player.id}`)).body).toMatchObject({
      id: player.id,
      fullName: 'Ann Host',
      userId: null,
    });
    expect((await api(o, 'GET', `/fixtures/${fixture.id}/frames`)).body).toEqual([
      expect.objectContaining({ id: frame.id, homePlayerId: player.id, winner: 'home' }),
    ]);
    expect((await api(o, 'GET', `/teams/${home.id}/players`)).body).toEqual([
      expect.objectContaining({ playerId: player.id, isActive: true }),
    ]);
  }, 120_000);
});
