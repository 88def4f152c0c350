// Invitations end to end through the embedded host: an organiser (or a captain, for players of their
// team) invites an address, the e-mail arrives with a link, and the invitee accepts it with a new
// password, then signs in with supabase-js holding the role (and the player record). An existing
// account signs in to accept. On both engines; the link's life (expiry, resend, revoke, attempt
// limit) is in invitation-links.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import {
  address,
  dead,
  invitationHost,
  invitationLeague,
  SITE_URL,
  type InvitationHost,
  type InvitationLeague,
} from './invitation-host.ts';

describe.each(engines)('invitations on %s', (engine) => {
  let h: InvitationHost;
  let s: InvitationLeague;
  beforeAll(async () => {
    h = await invitationHost(engine);
    s = await invitationLeague(h);
  }, 180_000);
  afterAll(() => h?.close());

  const invite = (body: Record<string, unknown>, token = s.organiser.token) =>
    h.call('POST', '/invitations', { token, body });

  it('mails a link; the invitee chooses a password, is confirmed, holds the role and the player; the link works once', async () => {
    const email = address('annie');
    const created = await invite({
      email: email.toUpperCase(),
      role: 'player',
      teamId: s.lions.id,
      playerId: s.annie.id,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        email,
        role: 'player',
        teamId: s.lions.id,
        playerId: s.annie.id,
        invitedBy: s.organiser.id,
        status: 'pending',
      },
    });
    expect(JSON.stringify(created.body)).not.toMatch(/token/i);
    const days = (Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const { mail, link, token } = await h.invitationToken(email);
    expect(mail.subject).toBe("You're invited to Cueboard");
    expect(mail.text).toContain('as a player for Red Lions');
    expect(mail.text).toContain('expires in 7 days');
    expect(link.startsWith(`${SITE_URL}/invite#token=`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await h.call('POST', '/invitations/lookup', { body: { token } })).toEqual({
      status: 200,
      body: { email, role: 'player', teamName: 'Red Lions', hasAccount: false },
    });
    const accepted = await h.call('POST', '/invitations/accept', {
      body: { token, password: 'annie-secret' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { email, hasAccount: true } });

    const { data, error } = await h.supabase().auth.signInWithPassword({ email, password: 'annie-secret' });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const roles = await h.call('GET', `/user-roles/${data.user!.id}`, { token: data.session!.access_token });
    expect(roles.body).toEqual([{ role: 'player', teamId: s.lions.id }]);
    const [linked] = await h.db.query<{ userId: string }>(
      'select user_id::text as "userId" from public.players where id = $1',
      [s.annie.id],
    );
    expect(linked.userId).toBe(data.user!.id);

    for (const route of ['/invitations/lookup', '/invitations/accept']) {
      expect(await h.call('POST', route, { body: { token, password: 'other-secret' } })).toEqual({
        status: 404,
        body: dead,
      });
    }
    const list = await h.call('GET', '/invitations', { token: s.organiser.token });
    expect(list.body.find((i: { id: number }) => i.id === created.body.id)).toMatchObject({
      status: 'accepted',
    });
  });

  it('lets a captain invite players to their own team only; players and anonymous callers are refused', async () => {
    const own = await invite({ email: address('own'), role: 'player', teamId: s.lions.id }, s.captain.token);
    expect(own).toMatchObject({
      status: 201,
      body: { role: 'player', teamId: s.lions.id, invitedBy: s.captain.id },
    });
    const refused = {
      status: 403,
      body: { message: 'Captains can invite only players, to a team they captain' },
    };
    expect(
      await invite({ email: address('x'), role: 'player', teamId: s.cues.id }, s.captain.token),
    ).toMatchObject(refused);
    expect(
      await invite({ email: address('x'), role: 'captain', teamId: s.lions.id }, s.captain.token),
    ).toMatchObject(refused);
    expect(await invite({ email: address('x'), role: 'player' }, s.captain.token)).toMatchObject(refused);
    // Refused before anything about the address is looked at: it does not tell who is an organiser.
    expect(await invite({ email: s.organiser.email, role: 'organiser' }, s.captain.token)).toMatchObject(
      refused,
    );
    const notInviter = {
      status: 403,
      body: { message: "Only organisers or a team's captain can manage invitations" },
    };
    expect(
      await invite({ email: address('x'), role: 'player', teamId: s.lions.id }, s.player.token),
    ).toMatchObject(notInviter);
    expect(await h.call('GET', '/invitations', { token: s.player.token })).toMatchObject(notInviter);
    expect(
      (await h.call('POST', '/invitations', { body: { email: address('x'), role: 'player' } })).status,
    ).toBe(401);
    expect((await h.call('GET', '/invitations')).status).toBe(401);

    const elsewhere = await invite({ email: address('cue'), role: 'player', teamId: s.cues.id });
    const organisers = await invite({ email: address('boss'), role: 'organiser' });
    const seen = (await h.call('GET', '/invitations', { token: s.captain.token })).body as {
      id: number;
      teamId: number;
    }[];
    expect(seen.map((i) => i.id)).toContain(own.body.id);
    expect(seen.map((i) => i.id)).not.toContain(elsewhere.body.id);
    expect(seen.map((i) => i.id)).not.toContain(organisers.body.id);
    expect(seen.every((i) => i.teamId === s.lions.id)).toBe(true);
    expect(
      (await h.call('DELETE', `/invitations/${elsewhere.body.id}`, { token: s.captain.token })).status,
    ).toBe(404);
  });

  it('refuses a second pending invitation and an address that already has the role (409)', async () => {
    const email = address('twice');
    expect((await invite({ email, role: 'player', teamId: s.lions.id })).status).toBe(201);
    expect(await invite({ email, role: 'player', teamId: s.lions.id })).toMatchObject({
      status: 409,
      body: { message: 'An invitation to that address for this role is already pending: resend it instead' },
    });
    expect((await invite({ email, role: 'player', teamId: s.cues.id })).status).toBe(201);
    expect(await invite({ email: s.captain.email, role: 'captain', teamId: s.lions.id })).toMatchObject({
      status: 409,
      body: {
        message: 'That address already has this role',
        fields: { email: ['That address already has this role'] },
      },
    });
  });

  it('asks an existing account to sign in, then only grants the role', async () => {
    const existing = await h.account(address('known'));
    await invite({ email: existing.email, role: 'captain', teamId: s.cues.id });
    const { token } = await h.invitationToken(existing.email);
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).body).toMatchObject({
      hasAccount: true,
    });
    expect(
      await h.call('POST', '/invitations/accept', { body: { token, password: 'new-secret' } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'An account already exists for that address: sign in to accept the invitation.' },
    });
    expect(
      await h.call('POST', '/invitations/accept', { body: { token }, token: s.player.token }),
    ).toMatchObject({
      status: 403,
      body: { message: `Sign in as ${existing.email} to accept this invitation.` },
    });
    expect(
      (await h.call('POST', '/invitations/accept', { body: { token }, token: existing.token })).status,
    ).toBe(200);
    expect((await h.call('GET', `/user-roles/${existing.id}`, { token: existing.token })).body).toEqual([
      { role: 'captain', teamId: s.cues.id },
    ]);
    // The password was not changed by the refused attempt.
    const signIn = await h
      .supabase()
      .auth.signInWithPassword({ email: existing.email, password: 'new-secret' });
    expect(signIn.error).not.toBeNull();
  });

  it('lets the invitee take over a sign-up of the address that was never confirmed', async () => {
    const email = address('squatted');
    const squatter = await h.supabase().auth.signUp({ email, password: 'squatter-secret' });
    expect(squatter.error).toBeNull();
    await invite({ email, role: 'player', teamId: s.lions.id });
    const { token } = await h.invitationToken(email);
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).body).toMatchObject({
      hasAccount: false,
    });
    expect(
      (await h.call('POST', '/invitations/accept', { body: { token, password: 'owner-secret' } })).status,
    ).toBe(200);
    const owner = await h.supabase().auth.signInWithPassword({ email, password: 'owner-secret' });
    expect(owner.error).toBeNull();
    // The sign-up's answer carries no real id (tests/auth/resignup.test.ts): one account, taken over.
    expect(await h.db.query('select id::text as id from auth.users where email = $1', [email])).toEqual([
      { id: owner.data.user!.id },
    ]);
    expect(
      (await h.supabase().auth.signInWithPassword({ email, password: 'squatter-secret' })).error,
    ).not.toBeNull();
  });

  it('removes the new account again when the grant is refused, and keeps the link open', async () => {
    const email = address('late');
    const bob = (
      await h.call('POST', '/players', { token: s.organiser.token, body: { fullName: 'Bob Ray' } })
    ).body;
    await invite({ email, role: 'player', playerId: bob.id });
    const { token } = await h.invitationToken(email);
    // Someone else's account takes the player record after the invitation was sent.
    await h.db.query('update public.players set user_id = $1::uuid where id = $2', [s.player.id, bob.id]);
    expect(
      await h.call('POST', '/invitations/accept', { body: { token, password: 'late-secret' } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'That player is already linked to another account' },
    });
    expect(await h.db.query('select id from auth.users where email = $1', [email])).toEqual([]);
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).status).toBe(200);
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const before = await h.db.query<{ n: number }>('select count(*)::int as n from public.invitations');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-address', role: 'player' }, 'email', 'Email must be a valid e-mail address'],
      [{ email: address('c'), role: 'captain' }, 'teamId', 'Team is required for the captain role'],
      [
        { email: address('o'), role: 'organiser', teamId: s.lions.id },
        'teamId',
        'The organiser role is not scoped to a team',
      ],
      [{ email: address('t'), role: 'player', teamId: 999999 }, 'teamId', 'Team does not exist'],
      [{ email: address('p'), role: 'player', playerId: 999999 }, 'playerId', 'Player does not exist'],
    ];
    for (const [body, field, message] of cases) {
      expect(await invite(body)).toMatchObject({
        status: 400,
        body: { message, fields: { [field]: [message] } },
      });
    }
    expect((await invite({ email: address('r'), role: 'boss' })).body.fields).toHaveProperty('role');
    const after = await h.db.query<{ n: number }>('select count(*)::int as n from public.invitations');
    expect(after).toEqual(before);

    expect(await h.call('POST', '/invitations/lookup', { body: {} })).toMatchObject({
      status: 400,
      body: { message: 'Token is required', fields: { token: ['Token is required'] } },
    });
    const email = address('short');
    await invite({ email, role: 'player' });
    const { token } = await h.invitationToken(email);
    expect(await h.call('POST', '/invitations/accept', { body: { token, password: '123' } })).toMatchObject({
      status: 400,
      body: { fields: { password: ['Password must be at least 6 characters'] } },
    });
    expect(await h.call('POST', '/invitations/accept', { body: { token } })).toMatchObject({
      status: 400,
      body: { message: 'Password is required', fields: { password: ['Password is required'] } },
    });
    // bcrypt reads 72 bytes: more are refused, counted in UTF-8 (37 "é" are 74 bytes).
    for (const password of ['p'.repeat(73), 'é'.repeat(37)]) {
      expect(await h.call('POST', '/invitations/accept', { body: { token, password } })).toMatchObject({
        status: 400,
        body: { fields: { password: ['Password cannot be longer than 72 characters'] } },
      });
    }
    expect(await h.db.query('select id from auth.users where email = $1', [email])).toEqual([]);
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).status).toBe(200);
  });

  it('answers a valid invitation 503 where no account and e-mail service is configured, after 401, 403 and 400', async () => {
    // The host's own tokens, on an API wired with no accounts or e-mail (a bare Edge Function).
    const noMail = createApi({ db: h.db, verifyJwt: h.keys.verify });
    const send = async (body: unknown, token?: string) => {
      const res = await noMail.request('/api/invitations', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const before = await h.db.query('select id from public.invitations order by id');
    const valid = { email: address('nomail'), role: 'player', teamId: s.lions.id };
    expect((await send(valid)).status).toBe(401);
    expect((await send(valid, s.player.token)).status).toBe(403);
    expect(await send({ ...valid, email: 'not an address' }, s.organiser.token)).toMatchObject({
      status: 400,
      body: { fields: { email: expect.any(Array) } },
    });
    expect(await send(valid, s.organiser.token)).toEqual({
      status: 503,
      body: {
        code: 'service_unavailable',
        message:
          'Invitations are not available on this deployment: it has no account and e-mail service configured',
      },
    });
    expect(await h.db.query('select id from public.invitations order by id')).toEqual(before);
  });

  it('answers 503 where no account and e-mail service is configured', async () => {
    const bare = createApi({ db: h.db, verifyJwt: () => Promise.reject(new Error('no tokens here')) });
    const res = await bare.request('/api/invitations/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('Invitations are not available'),
    });
  });
});
