// The organisers' list of accounts (GET /api/users): who has an account, their display name, whether
// they confirmed, when they last signed in, their roles and their player; searched and paged on the
// server. Nobody else ever sees another user's e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('the list of accounts (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.db.query(`update public.profiles set display_name = 'Ann Lee' where id = $1`, [s.player.id]);
    await h.db.query(`update auth.users set last_sign_in_at = '2026-11-20T19:30:00Z' where id = $1`, [
      s.player.id,
    ]);
    await h.db.query(`insert into auth.users (email) values ('pending.zed@example.com')`);
  }, 180_000);
  afterAll(() => h.close());

  const get = (path: string, token?: string) => h.call('GET', path, { token: token ?? h.organiser.token });

  it('shows an organiser every account with its name, confirmation, last sign-in, roles and player', async () => {
    const res = await get('/users?limit=200');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(res.body.items).toHaveLength(6);
    expect(res.body.items.find((a: { id: string }) => a.id === s.player.id)).toEqual({
      id: s.player.id,
      email: s.player.email,
      displayName: 'Ann Lee',
      confirmedAt: expect.any(String),
      lastSignInAt: '2026-11-20T19:30:00.000Z',
      roles: [],
      playerId: s.homePlayer.id,
    });
    expect(res.body.items.find((a: { id: string }) => a.id === s.homeCaptain.id)).toMatchObject({
      roles: [{ role: 'captain', teamId: s.home.id }],
      playerId: null,
    });
    expect(res.body.items.find((a: { id: string }) => a.id === h.organiser.id)).toMatchObject({
      email: 'organiser@example.com',
      roles: [{ role: 'organiser', teamId: null }],
    });
    expect(
      res.body.items.find((a: { email: string }) => a.email === 'pending.zed@example.com'),
    ).toMatchObject({ confirmedAt: null, lastSignInAt: null, displayName: null, roles: [], playerId: null });
  });

  it('orders by e-mail and pages on the server, with the total of every match', async () => {
    const all = (await get('/users?limit=200')).body.items.map((a: { email: string }) => a.email);
    expect(all).toEqual([...all].sort());
    const first = await get('/users?limit=2');
    const second = await get('/users?limit=2&offset=2');
    expect(first.body).toMatchObject({ total: 6 });
    expect(first.body.items.map((a: { email: string }) => a.email)).toEqual(all.slice(0, 2));
    expect(second.body.items.map((a: { email: string }) => a.email)).toEqual(all.slice(2, 4));
    expect((await get('/users?offset=100')).body).toEqual({ items: [], total: 6 });
  });

  it('sorts by e-mail, display name or last sign-in, either way, on the server before paging', async () => {
    type Row = { email: string; displayName: string | null; lastSignInAt: string | null };
    const list = async (sort: string) => (await get(`/users?limit=200&sort=${sort}`)).body.items as Row[];
    const emails = (await list('email')).map((a) => a.email);
    expect(emails).toEqual((await get('/users?limit=200')).body.items.map((a: Row) => a.email));
    expect((await list('-email')).map((a) => a.email)).toEqual([...emails].reverse());
    // Named accounts first, by name; the unnamed after them, by e-mail.
    const byName = await list('name');
    const named = byName.filter((a) => a.displayName !== null).map((a) => a.displayName!.toLowerCase());
    expect(named).toContain('ann lee');
    expect(named).toEqual([...named].sort());
    expect(byName.slice(0, named.length).every((a) => a.displayName !== null)).toBe(true);
    expect((await list('-name')).filter((a) => a.displayName !== null).map((a) => a.displayName)).toEqual(
      byName
        .filter((a) => a.displayName !== null)
        .map((a) => a.displayName)
        .reverse(),
    );
    // Latest sign-in first; never signed in last.
    const recent = await list('-lastSignIn');
    const times = recent.filter((a) => a.lastSignInAt !== null).map((a) => a.lastSignInAt!);
    expect(times).toEqual([...times].sort().reverse());
    expect(recent.at(-1)).toMatchObject({ email: 'pending.zed@example.com', lastSignInAt: null });
    // The sort holds across pages: page two follows page one.
    const first = await get('/users?limit=3&sort=-email');
    const second = await get('/users?limit=3&offset=3&sort=-email');
    expect([...first.body.items, ...second.body.items].map((a: Row) => a.email)).toEqual(
      [...emails].reverse(),
    );
  });

  it('searches e-mail and display name, ignoring case', async () => {
    const byName = await get('/users?q=ann%20LEE');
    expect(byName.body).toMatchObject({ total: 1, items: [{ id: s.player.id }] });
    const byEmail = await get('/users?q=ORGANISER%40');
    expect(byEmail.body).toMatchObject({ total: 1, items: [{ id: h.organiser.id }] });
    const part = await get('/users?q=zed');
    expect(part.body).toMatchObject({ total: 1, items: [{ email: 'pending.zed@example.com' }] });
    // A typed % or _ is a character to find, not a wildcard.
    expect((await get('/users?q=%25')).body).toEqual({ items: [], total: 0 });
    expect((await get('/users?q=_')).body).toEqual({ items: [], total: 0 });
  });

  it('refuses a bad limit, offset or q with the field named, and changes nothing', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e30', 'offset'],
      ['offset=1.5', 'offset'],
      [`q=${'x'.repeat(256)}`, 'q'],
      ['q=a%00b', 'q'],
      ['sort=password', 'sort'],
      ['sort=email;drop', 'sort'],
    ]) {
      const res = await get(`/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}`));
    }
  });

  it('answers nobody but organisers: captains and players 403, anonymous 401', async () => {
    for (const user of [s.homeCaptain, s.player]) {
      expect(await h.call('GET', '/users', { token: user.token })).toMatchObject({
        status: 403,
        body: { message: "Only organisers can read other users' accounts" },
      });
    }
    expect((await h.call('GET', '/users')).status).toBe(401);
  });

  it("a non-organiser cannot read another user's e-mail or roles anywhere", async () => {
    const other = await createUser(h.db, 'private.person@example.com');
    for (const user of [s.homeCaptain, s.player]) {
      for (const path of ['/users', `/users?q=private`, `/user-roles/${other.id}`]) {
        const res = await h.call('GET', path, { token: user.token });
        expect(res.status, path).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain('private.person');
      }
      const mine = await h.call('GET', '/me', { token: user.token });
      expect(JSON.stringify(mine.body)).not.toContain('private.person');
    }
  });
  it('links an account to one player only: a second link is 409 and changes nothing', async () => {
    const t = h.organiser.token;
    const twin = (await h.call('POST', '/players', { token: t, body: { fullName: 'Ann Twin' } })).body;
    const message = 'That account is already linked to another player';
    const relink = await h.call('PATCH', `/players/${twin.id}`, { token: t, body: { userId: s.player.id } });
    expect(relink).toMatchObject({ status: 409, body: { message, fields: { userId: [message] } } });
    const created = await h.call('POST', '/players', {
      token: t,
      body: { fullName: 'Ann Again', userId: s.player.id },
    });
    expect(created).toMatchObject({ status: 409, body: { message } });
    expect(await h.count('players', 'user_id = $1', [s.player.id])).toBe(1);
    expect((await get(`/users?q=${encodeURIComponent(s.player.email)}`)).body.items[0].playerId).toBe(
      s.homePlayer.id,
    );
    // The linked player cannot hand their record to someone else.
    const handOver = await h.call('PATCH', `/players/${s.homePlayer.id}`, {
      token: s.player.token,
      body: { userId: s.homeCaptain.id },
    });
    expect(handOver).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can link a player to another user' },
    });
    expect(await h.count('players', 'id = $1 and user_id = $2', [s.homePlayer.id, s.player.id])).toBe(1);
  });
});
