// Sign-up with e-mail confirmation through the official supabase-js, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, latestMail, mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

describe.each(engines)(
  'sign-up and confirmation on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await hostOn(engine);
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const firstAddress = email('first');

    it('creates the account without a session, refuses login until the e-mail link is followed', async () => {
      const address = firstAddress;
      const client = await supabaseFor(host.url);
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => void events.push(event));

      const signUp = await client.auth.signUp({
        email: address,
        password: 'secret-1',
        options: { emailRedirectTo: `${host.url}/auth/callback` },
      });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      expect(signUp.data.user).toMatchObject({ email: address, aud: 'authenticated', role: 'authenticated' });
      expect(signUp.data.user!.identities).toHaveLength(1);
      expect(signUp.data.user!.email_confirmed_at).toBeUndefined();

      const refused = await client.auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(refused.error).toMatchObject({
        status: 400,
        code: 'email_not_confirmed',
        message: 'Email not confirmed',
      });

      const link = new URL(await confirmationLink(host.url, address));
      expect(`${link.origin}${link.pathname}`).toBe(`${host.url}/auth/callback`);
      expect(link.searchParams.get('type')).toBe('signup');
      const verified = await client.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
      expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);

      const again = await client.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(again.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Email link is invalid or has expired',
      });

      const login = await client.auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(login.error).toBeNull();
      const claims = decodeJwt(login.data.session!.access_token);
      expect(claims).toMatchObject({
        sub: login.data.user!.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: address,
        phone: '',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
        session_id: expect.any(String),
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(login.data.session!.expires_in).toBe(3600);

      const { data } = await client.auth.getUser();
      expect(data.user).toMatchObject({ id: login.data.user!.id, email: address });
    });

    it('makes the first confirmed user the organiser, and nobody after (GET /api/user-roles)', async () => {
      const login = async (who: string) =>
        (await (await supabaseFor(host.url)).auth.signInWithPassword({ email: who, password: 'secret-1' }))
          .data;
      const first = await login(firstAddress);
      const second = await signUpConfirmed(host.url, email('second'), 'secret-2');
      const roles = async (token: string, userId: string) => {
        const res = await fetch(`${host.url}/api/user-roles/${userId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return [res.status, await res.json()];
      };
      expect(await roles(first.session!.access_token, first.user!.id)).toEqual([
        200,
        [{ role: 'organiser', teamId: null }],
      ]);
      expect(await roles(second.session.access_token, second.user.id)).toEqual([200, []]);
      expect(await roles(first.session!.access_token, second.user.id)).toEqual([200, []]);

      // The API refuses a token whose session was signed out, though its signature is still valid.
      await second.client.auth.signOut();
      expect((await roles(second.session.access_token, second.user.id))[0]).toBe(401);
    });

    it('answers a repeated sign-up of a confirmed address with a look-alike user and sends nothing', async () => {
      const address = email('repeat');
      await signUpConfirmed(host.url, address, 'secret-1');
      const before = await latestMail(host.url, address);
      const client = await supabaseFor(host.url);
      const { data, error } = await client.auth.signUp({ email: address, password: 'other-pass' });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      // Unlike GoTrue's identities: [], the look-alike has a new user's identity (resignup.test.ts).
      expect(data.user!.identities).toHaveLength(1);
      expect((await latestMail(host.url, address)).id).toBe(before.id);
      const login = await client.auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(login.error).toBeNull();
    });

    it('refuses short passwords with weak_password and its reasons', async () => {
      const client = await supabaseFor(host.url);
      const { data, error } = await client.auth.signUp({ email: email('weak'), password: '12345' });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        reasons: ['length'],
        message: 'Password should be at least 6 characters.',
      });
    });

    it('refuses a wrong password or an unknown address with invalid_credentials', async () => {
      const address = email('creds');
      await signUpConfirmed(host.url, address, 'secret-1');
      const client = await supabaseFor(host.url);
      for (const attempt of [
        { email: address, password: 'wrong-pass' },
        { email: email('nobody'), password: 'secret-1' },
      ]) {
        const { error } = await client.auth.signInWithPassword(attempt);
        expect(error).toMatchObject({
          status: 400,
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      }
    });

    it('resends the confirmation at most once a minute, quietly, and answers {} for unknown addresses', async () => {
      const address = email('resend');
      const client = await supabaseFor(host.url);
      await client.auth.signUp({ email: address, password: 'secret-1' });
      // Too soon: answered as any resend is, and nothing is sent (tests/auth/resignup.test.ts).
      expect(await client.auth.resend({ type: 'signup', email: address })).toMatchObject({ error: null });
      expect((await mailbox(host.url)).filter((m) => m.to === address)).toHaveLength(1);
      const unknown = await client.auth.resend({ type: 'signup', email: email('unknown') });
      expect(unknown.error).toBeNull();
    });

    it('sends errors in the legacy shape to clients without the API version header', async () => {
      const res = await authFetch(host, '/token?grant_type=password', {
        body: { email: email('legacy'), password: 'x' },
        legacy: true,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(await res.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    });
  },
  AUTH_TEST_MS,
);
