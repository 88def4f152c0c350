// Sessions through supabase-js: refresh rotation and reuse detection, user updates, logout
// scopes that revoke server-side, and the auth-state events — on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

const REUSE_INTERVAL = 2;

describe.each(engines)(
  'sessions on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await hostOn(engine, { AUTH_REFRESH_REUSE_INTERVAL: String(REUSE_INTERVAL) });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    async function signedIn(address: string, password = 'secret-1') {
      const client = await supabaseFor(host.url);
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => void events.push(event));
      const { data, error } = await client.auth.signInWithPassword({ email: address, password });
      if (error) throw error;
      return { client, events, session: data.session };
    }

    const userStatus = async (accessToken: string) => {
      const res = await authFetch(host, '/user', { token: accessToken });
      return { status: res.status, body: (await res.json()) as { code?: string; email?: string } };
    };

    it('signs in, refreshes with a rotated token, updates the user and signs out, with their events', async () => {
      const address = email('events');
      await signUpConfirmed(host.url, address, 'secret-1');
      const { client, events, session } = await signedIn(address);

      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
      expect(refreshed.data.session!.user.email).toBe(address);

      const updated = await client.auth.updateUser({ data: { nickname: 'The Rocket' } });
      expect(updated.error).toBeNull();
      expect(updated.data.user!.user_metadata).toEqual({ nickname: 'The Rocket' });

      const accessToken = refreshed.data.session!.access_token;
      expect((await userStatus(accessToken)).status).toBe(200);
      expect((await client.auth.signOut()).error).toBeNull();
      expect(await userStatus(accessToken)).toEqual({
        status: 403,
        body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
      });
      expect(events).toEqual([
        'INITIAL_SESSION',
        'SIGNED_IN',
        'TOKEN_REFRESHED',
        'USER_UPDATED',
        'SIGNED_OUT',
      ]);
    });

    it('changes the password, refusing a short one', async () => {
      const address = email('password');
      await signUpConfirmed(host.url, address, 'secret-1');
      const { client } = await signedIn(address);
      const short = await client.auth.updateUser({ password: 'abc' });
      expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
      expect((await client.auth.updateUser({ password: 'secret-2' })).error).toBeNull();
      const old = await (
        await supabaseFor(host.url)
      ).auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(old.error).toMatchObject({ code: 'invalid_credentials' });
      await signedIn(address, 'secret-2');
    });

    it('lets a just-rotated token be reused briefly, then treats reuse as theft and revokes the session', async () => {
      const address = email('reuse');
      await signUpConfirmed(host.url, address, 'secret-1');
      const { client, session } = await signedIn(address);
      const { data } = await client.auth.refreshSession();
      const current = data.session!;

      // A second tab refreshing with the same token at the same moment gets the active token back.
      const concurrent = await authFetch(host, '/token?grant_type=refresh_token', {
        body: { refresh_token: session.refresh_token },
      });
      expect(concurrent.status).toBe(200);
      expect(((await concurrent.json()) as { refresh_token: string }).refresh_token).toBe(
        current.refresh_token,
      );

      await new Promise((r) => setTimeout(r, (REUSE_INTERVAL + 0.5) * 1000));
      const stolen = await authFetch(host, '/token?grant_type=refresh_token', {
        body: { refresh_token: session.refresh_token },
      });
      expect(stolen.status).toBe(400);
      expect(await stolen.json()).toEqual({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      expect((await userStatus(current.access_token)).body.code).toBe('session_not_found');
      const afterTheft = await authFetch(host, '/token?grant_type=refresh_token', {
        body: { refresh_token: current.refresh_token },
      });
      expect(afterTheft.status).toBe(400);
      expect(((await afterTheft.json()) as { code: string }).code).toBe('refresh_token_not_found');
    });

    it('signs out this device, the other devices, or all of them', async () => {
      const address = email('scopes');
      await signUpConfirmed(host.url, address, 'secret-1');
      const devices: SupabaseClient[] = [];
      const tokens: string[] = [];
      for (let i = 0; i < 4; i++) {
        const { client, session } = await signedIn(address);
        devices.push(client);
        tokens.push(session.access_token);
      }
      const statuses = async () => Promise.all(tokens.map(async (t) => (await userStatus(t)).status));

      expect((await devices[0].auth.signOut({ scope: 'others' })).error).toBeNull();
      expect(await statuses()).toEqual([200, 403, 403, 403]);
      expect((await devices[0].auth.signOut({ scope: 'local' })).error).toBeNull();
      expect(await statuses()).toEqual([403, 403, 403, 403]);

      const a = await signedIn(address);
      const b = await signedIn(address);
      expect((await a.client.auth.signOut()).error).toBeNull();
      expect((await userStatus(b.session.access_token)).status).toBe(403);
      expect(b.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
      const { error } = await b.client.auth.getUser();
      expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
    });

    it('answers /user without a token or with a forged one as GoTrue does', async () => {
      const missing = await fetch(`${host.url}/auth/v1/user`, {
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect(missing.status).toBe(401);
      expect(((await missing.json()) as { code: string }).code).toBe('no_authorization');
      const forged = await authFetch(host, '/user', {
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      });
      expect(forged.status).toBe(403);
      expect(((await forged.json()) as { code: string }).code).toBe('bad_jwt');
    });
  },
  AUTH_TEST_MS,
);
