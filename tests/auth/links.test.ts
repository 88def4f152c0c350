// The confirmation link followed through GET /verify (303 redirect: implicit fragment or PKCE
// ?code=) and the PKCE code exchange of supabase-js — on both engines.
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, sharedHost, type TestHost, AUTH_TEST_MS } from './fixture.ts';

describe.each(engines)(
  'confirmation links on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await sharedHost(engine);
    }, HOST_START_MS);

    const tokenHashOf = async (address: string) =>
      new URL(await confirmationLink(host.url, address)).searchParams.get('token_hash')!;

    const follow = (hash: string, redirectTo: string) =>
      authFetch(host, `/verify?token=${hash}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`);

    it('redirects an implicit-flow link to the callback with the session in the fragment', async () => {
      const address = email('implicit');
      const client = await supabaseFor(host.url);
      await client.auth.signUp({ email: address, password: 'secret-1' });
      const hash = await tokenHashOf(address);

      const res = await follow(hash, `${host.url}/auth/callback`);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${host.url}/auth/callback`);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect([...fragment.keys()]).toEqual([
        'access_token',
        'expires_at',
        'expires_in',
        'refresh_token',
        'sb',
        'token_type',
        'type',
      ]);
      expect(fragment.get('type')).toBe('signup');
      const { data, error } = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email: address, email_confirmed_at: expect.any(String) });

      const reused = await follow(hash, `${host.url}/auth/callback`);
      expect(reused.status).toBe(303);
      const failed = new URL(reused.headers.get('location')!);
      expect(Object.fromEntries(new URLSearchParams(failed.hash.slice(1)))).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
        sb: '',
      });
    });

    it('sends a redirect to a foreign host to SITE_URL instead', async () => {
      const address = email('foreign');
      await (await supabaseFor(host.url)).auth.signUp({ email: address, password: 'secret-1' });
      const res = await follow(await tokenHashOf(address), 'https://evil.example/steal');
      expect(res.headers.get('location')).toMatch(new RegExp(`^${host.url}/?#access_token=`));
    });

    it('runs the PKCE flow: link with ?code=, exchanged once by the client that signed up', async () => {
      const address = email('pkce');
      const client = await supabaseFor(host.url, 'pkce');
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => void events.push(event));
      const signUp = await client.auth.signUp({
        email: address,
        password: 'secret-1',
        options: { emailRedirectTo: `${host.url}/auth/callback` },
      });
      expect(signUp.data.session).toBeNull();
      const hash = await tokenHashOf(address);
      expect(hash).toMatch(/^pkce_[0-9a-f]{56}$/);

      const res = await follow(hash, `${host.url}/auth/callback`);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${host.url}/auth/callback`);
      const code = location.searchParams.get('code')!;
      expect(code).toMatch(/^[0-9a-f-]{36}$/);

      const exchanged = await client.auth.exchangeCodeForSession(code);
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.session!.user.email).toBe(address);
      expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);

      const replay = await authFetch(host, '/token?grant_type=pkce', {
        body: { auth_code: code, code_verifier: 'x'.repeat(64) },
      });
      expect(replay.status).toBe(404);
      expect(((await replay.json()) as { code: string }).code).toBe('flow_state_not_found');
    });

    it('confirms a PKCE sign-up on another device through verifyOtp with the token hash', async () => {
      const address = email('device');
      await (await supabaseFor(host.url, 'pkce')).auth.signUp({ email: address, password: 'secret-1' });
      const phone = await supabaseFor(host.url, 'pkce');
      const { data, error } = await phone.auth.verifyOtp({
        token_hash: await tokenHashOf(address),
        type: 'signup',
      });
      expect(error).toBeNull();
      expect(data.session!.user.email).toBe(address);
    });

    it('refuses a code exchange with the wrong verifier', async () => {
      const address = email('verifier');
      await (await supabaseFor(host.url, 'pkce')).auth.signUp({ email: address, password: 'secret-1' });
      const res = await follow(await tokenHashOf(address), `${host.url}/auth/callback`);
      const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
      const wrong = await authFetch(host, '/token?grant_type=pkce', {
        body: { auth_code: code, code_verifier: 'y'.repeat(64) },
      });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');
    });
  },
  AUTH_TEST_MS,
);
