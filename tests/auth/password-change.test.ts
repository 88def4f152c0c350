// Changing the password (PUT /auth/v1/user) needs a recent sign-in or the current password, and ends
// the user's other sessions while the caller's own stays — on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

/** Seconds a sign-in counts as recent on this host, so a test can outwait it. */
const RECENT = 5;

describe.each(engines)(
  'password change on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await hostOn(engine, { AUTH_REAUTH_WINDOW: String(RECENT) });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    async function device(address: string, password: string) {
      const client = await supabaseFor(host.url);
      const { data, error } = await client.auth.signInWithPassword({ email: address, password });
      if (error) throw error;
      return { client, session: data.session };
    }
    const outwaitRecentSignIn = () => new Promise((r) => setTimeout(r, (RECENT + 1) * 1000));
    const userStatus = async (accessToken: string) =>
      (await authFetch(host, '/user', { token: accessToken })).status;
    const apiStatus = async (accessToken: string, userId: string) =>
      (
        await fetch(`${host.url}/api/user-roles/${userId}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).status;

    it('asks for reauthentication once the sign-in is no longer recent, or the right current password', async () => {
      const address = email('stale');
      await signUpConfirmed(host.url, address, 'secret-1');
      const { client } = await device(address, 'secret-1');
      await outwaitRecentSignIn();

      // A session that is merely held (say, on a borrowed laptop) cannot change the password ...
      expect((await client.auth.updateUser({ password: 'stolen-1' })).error).toMatchObject({
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      });
      expect(
        (await client.auth.updateUser({ password: 'stolen-1', current_password: 'guess' })).error,
      ).toMatchObject({
        status: 400,
        code: 'current_password_invalid',
      });
      // ... while other changes still need no proof.
      expect((await client.auth.updateUser({ data: { nickname: 'Cue' } })).error).toBeNull();

      const changed = await client.auth.updateUser({ password: 'secret-2', current_password: 'secret-1' });
      expect(changed.error).toBeNull();
      const fresh = await supabaseFor(host.url);
      expect(
        (await fresh.auth.signInWithPassword({ email: address, password: 'stolen-1' })).error,
      ).toMatchObject({
        code: 'invalid_credentials',
      });
      expect(
        (await fresh.auth.signInWithPassword({ email: address, password: 'secret-2' })).error,
      ).toBeNull();
    });

    it('accepts a recent sign-in instead of the current password', async () => {
      const address = email('recent');
      await signUpConfirmed(host.url, address, 'secret-1');
      const { client } = await device(address, 'secret-1');
      expect((await client.auth.updateUser({ password: 'secret-2' })).error).toBeNull();
      expect(
        (await client.auth.updateUser({ password: 'secret-3', current_password: 'wrong' })).error,
      ).toMatchObject({
        code: 'current_password_invalid',
      });
    });

    it("ends the user's other sessions and keeps the caller's", async () => {
      const address = email('others');
      const confirmed = await signUpConfirmed(host.url, address, 'secret-1');
      const laptop = await device(address, 'secret-1');
      const phone = await device(address, 'secret-1');
      const other = await signUpConfirmed(host.url, email('bystander'), 'secret-1');

      expect((await phone.client.auth.updateUser({ password: 'secret-2' })).error).toBeNull();

      for (const ended of [confirmed.session, laptop.session]) {
        expect(await userStatus(ended.access_token)).toBe(403);
        expect(await apiStatus(ended.access_token, confirmed.user.id)).toBe(401);
        const refresh = await authFetch(host, '/token?grant_type=refresh_token', {
          body: { refresh_token: ended.refresh_token },
        });
        expect(refresh.status).toBe(400);
        expect(((await refresh.json()) as { code: string }).code).toBe('refresh_token_not_found');
      }
      expect(await userStatus(phone.session.access_token)).toBe(200);
      expect(await apiStatus(phone.session.access_token, confirmed.user.id)).toBe(200);
      const refreshed = await phone.client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(await userStatus(refreshed.data.session!.access_token)).toBe(200);
      // Someone else's sessions are not touched.
      expect(await userStatus(other.session.access_token)).toBe(200);
    });
  },
  AUTH_TEST_MS,
);
