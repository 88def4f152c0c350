// A NUL character or an unpaired surrogate in any /auth/v1 input (body or query) is a 400 naming the
// field, as on /api (api/validate.ts), in GoTrue's error shape — never a 500, never a silently
// mangled address — and changes nothing: no account, no e-mail, no session, no new password or data.
// Through the official supabase-js where it can send the request, on both engines.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

/** What supabase-js reports of an error (AuthApiError's message is not enumerable). */
const seen = (error: unknown) => {
  const e = error as { status?: number; code?: string; message?: string } | null;
  return e && { status: e.status, code: e.code, message: e.message };
};

const refused = (field: string) => ({
  status: 400,
  code: 'validation_failed',
  message: `${field} must not contain a NUL character or an unpaired surrogate`,
});

describe.each(engines)(
  'NUL characters and unpaired surrogates on /auth/v1 (%s)',
  (engine) => {
    let host: TestHost;
    let organiser: { client: SupabaseClient; token: string };
    let member: { client: SupabaseClient; address: string; password: string };
    beforeAll(async () => {
      host = await hostOn(engine);
      const first = await signUpConfirmed(host.url, email('organiser'), 'secret-1');
      organiser = { client: first.client, token: first.session.access_token };
      const address = email('member');
      const password = 'member-secret-1';
      const second = await signUpConfirmed(host.url, address, password, { nickname: 'Cue' });
      member = { client: second.client, address, password };
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    /** What a refused request must leave as it was: the accounts, the mailbox, the member's data. */
    async function state() {
      const users = await fetch(`${host.url}/api/users?limit=200`, {
        headers: { authorization: `Bearer ${organiser.token}` },
      });
      expect(users.status).toBe(200);
      const { data } = await member.client.auth.getUser();
      return {
        users: await users.json(),
        mails: (await mailbox(host.url)).map((m) => m.id),
        memberData: data.user?.user_metadata,
      };
    }

    it('refuses them in sign-up, sign-in, refresh, verify, recover and resend with a 400 naming the field', async () => {
      const before = await state();
      const client = await supabaseFor(host.url);
      const cases: [string, () => Promise<{ error: unknown }>][] = [
        ['email', () => client.auth.signUp({ email: 'nul\u0000@example.com', password: 'secret-1' })],
        ['email', () => client.auth.signUp({ email: 'lone\uD800@example.com', password: 'secret-1' })],
        ['password', () => client.auth.signUp({ email: email('pw'), password: 'secret\u0000-1' })],
        [
          'data.display_name',
          () =>
            client.auth.signUp({
              email: email('data'),
              password: 'secret-1',
              options: { data: { display_name: 'Ann\uDC00' } },
            }),
        ],
        ['email', () => client.auth.signInWithPassword({ email: 'nul\u0000@example.com', password: 'x' })],
        [
          'password',
          () =>
            client.auth.signInWithPassword({ email: member.address, password: `${member.password}\u0000` }),
        ],
        ['refresh_token', () => client.auth.refreshSession({ refresh_token: 'token\u0000' })],
        ['token_hash', () => client.auth.verifyOtp({ token_hash: 'hash\u0000', type: 'signup' })],
        [
          'email',
          () => client.auth.verifyOtp({ email: 'nul\u0000@example.com', token: '123456', type: 'signup' }),
        ],
        ['token', () => client.auth.verifyOtp({ email: member.address, token: '12\uD83456', type: 'email' })],
        ['email', () => client.auth.resetPasswordForEmail('nul\u0000@example.com')],
        ['email', () => client.auth.resetPasswordForEmail('lone\uDBFF@example.com')],
        ['email', () => client.auth.resend({ type: 'signup', email: 'nul\u0000@example.com' })],
      ];
      for (const [field, call] of cases) {
        const { error } = await call();
        expect({ field, error: seen(error) }).toEqual({ field, error: refused(field) });
      }
      // The PKCE code exchange (supabase-js sends it only with its own stored verifier).
      const pkce = await authFetch(host, '/token?grant_type=pkce', {
        body: { auth_code: 'code\u0000', code_verifier: 'v'.repeat(43) },
      });
      expect({ status: pkce.status, body: await pkce.json() }).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: refused('auth_code').message },
      });
      expect(await state()).toEqual(before);
    });

    it('refuses them in PUT /user, its data included, and the password and data stay', async () => {
      const before = await state();
      for (const [field, change] of [
        ['data.nickname', { data: { nickname: 'Zed\u0000' } }],
        ['data', { data: { 'key\uD800': 'x' } }],
        ['password', { password: 'new-secret\u0000' }],
      ] as const) {
        const { error } = await member.client.auth.updateUser(change);
        expect({ field, error: seen(error) }).toEqual({ field, error: refused(field) });
      }
      expect(await state()).toEqual(before);
      const again = await supabaseFor(host.url);
      const signIn = await again.auth.signInWithPassword({
        email: member.address,
        password: member.password,
      });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user!.user_metadata).toMatchObject({ nickname: 'Cue' });
    });

    it('refuses a NUL character in the query of a link or a call (GET /verify?token=%00) with the same 400', async () => {
      const before = await state();
      const redirect = encodeURIComponent(`${host.url}/auth/callback`);
      for (const [query, field] of [
        ['token=%00&type=signup', 'token'],
        ['token=abc&type=signup%00', 'type'],
        [`token=abc&type=signup&redirect_to=${redirect}%00`, 'redirect_to'],
        ['token=abc&token=%00&type=signup', 'token'],
      ]) {
        const res = await fetch(`${host.url}/auth/v1/verify?${query}`, {
          headers: { 'x-supabase-api-version': '2024-01-01' },
          redirect: 'manual',
        });
        expect({ query, status: res.status, body: await res.json() }).toEqual({
          query,
          status: 400,
          body: { code: 'validation_failed', message: refused(field).message },
        });
      }
      const recover = await authFetch(host, `/recover?redirect_to=${redirect}%00`, {
        body: { email: member.address },
      });
      expect(recover.status).toBe(400);
      const logout = await authFetch(host, '/logout?scope=local%00', {
        method: 'POST',
        token: (await member.client.auth.getSession()).data.session!.access_token,
      });
      expect({ status: logout.status, body: await logout.json() }).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: refused('scope').message },
      });
      expect(await state()).toEqual(before);
    });
  },
  AUTH_TEST_MS,
);
