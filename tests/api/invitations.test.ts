// Invitations end to end through the embedded host: an organiser (or a captain, for players of their
// team) invites an address, the e-mail arrives with a link, and the invitee accepts it with a new
// password, then signs in with supabase-js holding the role. Links work once, for 7 days; revoking
// or resending kills them; wrong tokens hit an attempt limit. On both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { invitationHost, SITE_URL, type InvitationHost } from './invitation-host.ts';

const dead = {
  code: 'invitation_invalid',
  message: 'This invitation link has expired or has already been used.',
};
let n = 0;
const address = (name: string) => `${name}-${++n}-${Date.now().toString(36)}@example.com`;

describe.each(engines)('invitations on %s', (engine) => {
  let h: InvitationHost;
  let organiser: Awaited<ReturnType<InvitationHost['account']>>;
  let captain: typeof organiser;
  let player: typeof organiser;
  let lions: { id: number };
  let cues: { id: number };
  let annie: { id: number };
  beforeAll(async () => {
    h = await invitationHost(engine);
    organiser = await h.account('organiser@example.com');
    captain = await h.account(address('captain'));
    player = await h.account(address('player'));
    const t = organiser.token;
    lions = (
      await h.call('POST', '/teams', { token: t, body: { name: 'Red Lions', captainUserId: captain.id } })
    ).body;
    cues = (await h.call('POST', '/teams', { token: t, body: { name: 'Blue Cues' } })).body;
    annie = (await h.call('POST', '/players', { token: t, body: { fullName: 'Annie Fox' } })).body;
    await h.call('POST', `/teams/${lions.id}/players`, { token: t, body: { playerId: annie.id } });
  }, 180_000);
  afterAll(() => h?.close());

  const invite = (body: Record<string, unknown>, token = organiser.token) =>
    h.call('POST', '/invitations', { token, body });

  it('mails a link; the invitee chooses a password, is confirmed, holds the role and the player; the link works once', async () => {
    const email = address('annie');
    const created = await invite({
      email: email.toUpperCase(),
      role: 'player',
      teamId: lions.id,
      playerId: annie.id,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        email,
        role: 'player',
        teamId: lions.id,
        playerId: annie.id,
        invitedBy: organiser.id,
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
    expect(roles.body).toEqual([{ role: 'player', teamId: lions.id }]);
    const [linked] = await h.db.query<{ userId: string }>(
      'select user_id::text as "userId" from public.players where id = $1',
      [annie.id],
    );
    expect(linked.userId).toBe(data.user!.id);

    for (const route of ['/invitations/lookup', '/invitations/accept']) {
      expect(await h.call('POST', route, { body: { token, password: 'other-secret' } })).toEqual({
        status: 404,
        body: dead,
      });
    }
    const list = await h.call('GET', '/invitations', { token: organiser.token });
    expect(list.body.find((i: { id: number }) => i.id === created.body.id)).toMatchObject({
      status: 'accepted',
    });
  });

  it('lets a captain invite players to their own team only; players and anonymous callers are refused', async () => {
    const own = await invite({ email: address('own'), role: 'player', teamId: lions.id }, captain.token);
    expect(own).toMatchObject({
      status: 201,
      body: { role: 'player', teamId: lions.id, invitedBy: captain.id },
    });
    const refused = {
      status: 403,
      body: { message: 'Captains can invite only players, to a team they captain' },
    };
    expect(
      await invite({ email: address('x'), role: 'player', teamId: cues.id }, captain.token),
    ).toMatchObject(refused);
    expect(
      await invite({ email: address('x'), role: 'captain', teamId: lions.id }, captain.token),
    ).toMatchObject(refused);
    expect(await invite({ email: address('x'), role: 'player' }, captain.token)).toMatchObject(refused);
    // Refused before anything about the address is looked at: it does not tell who is an organiser.
    expect(await invite({ email: organiser.email, role: 'organiser' }, captain.token)).toMatchObject(refused);
    const notInviter = {
      status: 403,
      body: { message: "Only organisers or a team's captain can manage invitations" },
    };
    expect(
      await invite({ email: address('x'), role: 'player', teamId: lions.id }, player.token),
    ).toMatchObject(notInviter);
    expect(await h.call('GET', '/invitations', { token: player.token })).toMatchObject(notInviter);
    expect(
      (await h.call('POST', '/invitations', { body: { email: address('x'), role: 'player' } })).status,
    ).toBe(401);
    expect((await h.call('GET', '/invitations')).status).toBe(401);

    const elsewhere = await invite({ email: address('cue'), role: 'player', teamId: cues.id });
    const organisers = await invite({ email: address('boss'), role: 'organiser' });
    const seen = (await h.call('GET', '/invitations', { token: captain.token })).body as {
      id: number;
      teamId: number;
    }[];
    expect(seen.map((i) => i.id)).toContain(own.body.id);
    expect(seen.map((i) => i.id)).not.toContain(elsewhere.body.id);
    expect(seen.map((i) => i.id)).not.toContain(organisers.body.id);
    expect(seen.every((i) => i.teamId === lions.id)).toBe(true);
    expect(
      (await h.call('DELETE', `/invitations/${elsewhere.body.id}`, { token: captain.token })).status,
    ).toBe(404);
  });

  it('lists newest first with each status; expired and revoked links are dead, resending revives an expired one', async () => {
    const [expiring, revoking, pending] = [address('late'), address('gone'), address('wait')];
    const late = (await invite({ email: expiring, role: 'captain', teamId: cues.id })).body;
    const gone = (await invite({ email: revoking, role: 'player' })).body;
    const wait = (await invite({ email: pending, role: 'player' })).body;
    const lateToken = (await h.invitationToken(expiring)).token;
    const goneToken = (await h.invitationToken(revoking)).token;
    await h.db.query(`update public.invitations set expires_at = now() - interval '1 minute' where id = $1`, [
      late.id,
    ]);
    expect((await h.call('DELETE', `/invitations/${gone.id}`, { token: organiser.token })).status).toBe(204);

    const list = (await h.call('GET', '/invitations', { token: organiser.token })).body as {
      id: number;
      status: string;
    }[];
    expect(list.slice(0, 3).map((i) => [i.id, i.status])).toEqual([
      [wait.id, 'pending'],
      [gone.id, 'revoked'],
      [late.id, 'expired'],
    ]);
    for (const token of [lateToken, goneToken]) {
      expect(await h.call('POST', '/invitations/lookup', { body: { token }, from: '10.0.0.9' })).toEqual({
        status: 404,
        body: dead,
      });
      expect(
        await h.call('POST', '/invitations/accept', {
          body: { token, password: 'secret-1' },
          from: '10.0.0.9',
        }),
      ).toEqual({ status: 404, body: dead });
    }
    expect(await h.call('POST', `/invitations/${gone.id}/resend`, { token: organiser.token })).toMatchObject({
      status: 409,
      body: { message: 'This invitation was revoked; send a new one instead' },
    });

    const resent = await h.call('POST', `/invitations/${late.id}/resend`, { token: organiser.token });
    expect(resent).toMatchObject({ status: 200, body: { id: late.id, status: 'pending' } });
    const { token: fresh, mail } = await h.invitationToken(expiring);
    expect(mail.text).toContain('as captain of Blue Cues');
    expect(fresh).not.toBe(lateToken);
    expect(
      (await h.call('POST', '/invitations/lookup', { body: { token: lateToken }, from: '10.0.0.9' })).status,
    ).toBe(404);
    expect(await h.call('POST', '/invitations/lookup', { body: { token: fresh } })).toMatchObject({
      status: 200,
      body: { email: expiring, role: 'captain', teamName: 'Blue Cues' },
    });
  });

  it('kills the old link on each resend and allows 3 resends an hour', async () => {
    const email = address('again');
    const { id } = (await invite({ email, role: 'player' })).body;
    const first = (await h.invitationToken(email)).token;
    const tokens = [first];
    for (let i = 0; i < 3; i++) {
      expect((await h.call('POST', `/invitations/${id}/resend`, { token: organiser.token })).status).toBe(
        200,
      );
      tokens.push((await h.invitationToken(email)).token);
    }
    expect(new Set(tokens).size).toBe(4);
    expect(await h.call('POST', `/invitations/${id}/resend`, { token: organiser.token })).toMatchObject({
      status: 429,
      body: { message: 'This invitation was resent 3 times in the last hour. Try again later.' },
    });
    expect(await h.mails(email)).toHaveLength(4);
    for (const old of tokens.slice(0, 3)) {
      expect(
        (await h.call('POST', '/invitations/lookup', { body: { token: old }, from: '10.0.1.1' })).status,
      ).toBe(404);
    }
    const accepted = await h.call('POST', '/invitations/accept', {
      body: { token: tokens[3], password: 'secret-22' },
    });
    expect(accepted.status).toBe(200);
  });

  it('refuses a second pending invitation and an address that already has the role (409)', async () => {
    const email = address('twice');
    expect((await invite({ email, role: 'player', teamId: lions.id })).status).toBe(201);
    expect(await invite({ email, role: 'player', teamId: lions.id })).toMatchObject({
      status: 409,
      body: { message: 'An invitation to that address for this role is already pending: resend it instead' },
    });
    expect((await invite({ email, role: 'player', teamId: cues.id })).status).toBe(201);
    expect(await invite({ email: captain.email, role: 'captain', teamId: lions.id })).toMatchObject({
      status: 409,
      body: {
        message: 'That address already has this role',
        fields: { email: ['That address already has this role'] },
      },
    });
  });

  it('refuses wrong tokens after 10 from one client address, even a right one, while others go on', async () => {
    const email = address('guess');
    await invite({ email, role: 'player' });
    const { token } = await h.invitationToken(email);
    const from = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      const wrong = `${'x'.repeat(42)}${i}`;
      expect(await h.call('POST', '/invitations/lookup', { body: { token: wrong }, from })).toEqual({
        status: 404,
        body: dead,
      });
    }
    const tooMany = {
      status: 429,
      body: { code: 'rate_limited', message: 'Too many attempts. Try again in a few minutes.' },
    };
    expect(await h.call('POST', '/invitations/lookup', { body: { token }, from })).toEqual(tooMany);
    expect(
      await h.call('POST', '/invitations/accept', { body: { token, password: 'secret-1' }, from }),
    ).toEqual(tooMany);
    expect((await h.call('POST', '/invitations/lookup', { body: { token }, from: '10.9.9.10' })).status).toBe(
      200,
    );
  });

  it('asks an existing account to sign in, then only grants the role', async () => {
    const existing = await h.account(address('known'));
    await invite({ email: existing.email, role: 'captain', teamId: cues.id });
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
      await h.call('POST', '/invitations/accept', { body: { token }, token: player.token }),
    ).toMatchObject({
      status: 403,
      body: { message: `Sign in as ${existing.email} to accept this invitation.` },
    });
    expect(
      (await h.call('POST', '/invitations/accept', { body: { token }, token: existing.token })).status,
    ).toBe(200);
    expect((await h.call('GET', `/user-roles/${existing.id}`, { token: existing.token })).body).toEqual([
      { role: 'captain', teamId: cues.id },
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
    await invite({ email, role: 'player', teamId: lions.id });
    const { token } = await h.invitationToken(email);
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).body).toMatchObject({
      hasAccount: false,
    });
    expect(
      (await h.call('POST', '/invitations/accept', { body: { token, password: 'owner-secret' } })).status,
    ).toBe(200);
    const owner = await h.supabase().auth.signInWithPassword({ email, password: 'owner-secret' });
    expect(owner.error).toBeNull();
    expect(owner.data.user!.id).toBe(squatter.data.user!.id);
    expect(
      (await h.supabase().auth.signInWithPassword({ email, password: 'squatter-secret' })).error,
    ).not.toBeNull();
  });

  it('removes the new account again when the grant is refused, and keeps the link open', async () => {
    const email = address('late');
    const bob = (await h.call('POST', '/players', { token: organiser.token, body: { fullName: 'Bob Ray' } }))
      .body;
    await invite({ email, role: 'player', playerId: bob.id });
    const { token } = await h.invitationToken(email);
    // Someone else's account takes the player record after the invitation was sent.
    await h.db.query('update public.players set user_id = $1::uuid where id = $2', [player.id, bob.id]);
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
        { email: address('o'), role: 'organiser', teamId: lions.id },
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
    expect((await h.call('POST', '/invitations/lookup', { body: { token } })).status).toBe(200);
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
