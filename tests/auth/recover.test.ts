// Password reset as supabase-js drives it: resetPasswordForEmail (POST /recover) e-mails a link
// to /auth/callback?token_hash=…&type=recovery and a code; verifyOtp({ type: 'recovery' }) spends
// either once for a session that may set a new password at once, which ends the user's other
// sessions. No answer tells whether an address has an account — on both engines.
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { latestMail, mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, hostOn, sharedHost, type TestHost, AUTH_TEST_MS } from './fixture.ts';

const expired = { code: 'otp_expired', message: 'Email link is invalid or has expired' };

describe.each(engines)(
  'password reset on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await sharedHost(engine);
    }, HOST_START_MS);

    const mailsTo = async (address: string) => (await mailbox(host.url)).filter((m) => m.to === address);
    /** The newest reset e-mail's link and code, waiting for the n-th reset e-mail. */
    const resetMail = async (address: string, nth = 1) => {
      await expect
        .poll(async () => (await mailsTo(address)).filter((m) => m.subject.includes('password')).length)
        .toBe(nth);
      const { text } = await latestMail(host.url, address);
      const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(text)![0];
      const code = /enter this code: (\d{6})/.exec(text)![1];
      return { link: new URL(link), tokenHash: new URL(link).searchParams.get('token_hash')!, code };
    };
    const requestReset = async (address: string) =>
      (await supabaseFor(host.url)).auth.resetPasswordForEmail(address, {
        redirectTo: `${host.url}/auth/callback`,
      });
    const signIn = async (address: string, password: string) =>
      (await supabaseFor(host.url)).auth.signInWithPassword({ email: address, password });

    it('answers every address alike and mails a link to /auth/callback only to accounts', async () => {
      const confirmed = email('confirmed');
      await signUpConfirmed(host.url, confirmed, 'secret-1');
      const unconfirmed = email('unconfirmed');
      expect(
        (await (await supabaseFor(host.url)).auth.signUp({ email: unconfirmed, password: 'x-secret' })).error,
      ).toBeNull();
      const unknown = email('nobody');

      const answers = [];
      for (const address of [unknown, unconfirmed, confirmed]) answers.push(await requestReset(address));
      expect(answers).toEqual(Array(3).fill({ data: {}, error: null }));

      const { link } = await resetMail(confirmed);
      expect(`${link.origin}${link.pathname}`).toBe(`${host.url}/auth/callback`);
      expect(link.searchParams.get('type')).toBe('recovery');
      expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
      await resetMail(unconfirmed);
      expect(await mailsTo(unknown)).toEqual([]);

      // A second request within AUTH_EMAIL_FREQUENCY is refused the same way, account or not.
      for (const address of [unknown, confirmed, unconfirmed]) {
        expect((await requestReset(address)).error).toMatchObject({
          status: 429,
          code: 'over_email_send_rate_limit',
          message: expect.stringMatching(
            /^For security purposes, you can only request this after \d+ seconds\.$/,
          ),
        });
      }
    });

    it('lets the link set a new password without the old one, once, and ends the other sessions', async () => {
      const address = email('forgetful');
      const laptop = await signUpConfirmed(host.url, address, 'old-secret');
      const phone = (await signIn(address, 'old-secret')).data.session!;
      expect((await requestReset(address)).error).toBeNull();
      const { tokenHash } = await resetMail(address);

      const browser = await supabaseFor(host.url);
      const events: AuthChangeEvent[] = [];
      browser.auth.onAuthStateChange((event) => void events.push(event));
      const verified = await browser.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect(verified.data.user).toMatchObject({ email: address });
      expect(events).toContain('PASSWORD_RECOVERY');
      expect((await browser.auth.updateUser({ password: 'new-secret' })).error).toBeNull();

      expect((await signIn(address, 'old-secret')).error).toMatchObject({ code: 'invalid_credentials' });
      expect((await signIn(address, 'new-secret')).error).toBeNull();
      for (const ended of [laptop.session, phone]) {
        expect((await authFetch(host, '/user', { token: ended.access_token })).status).toBe(403);
      }
      expect((await browser.auth.getUser()).error).toBeNull();
      // The link worked once.
      const again = await (
        await supabaseFor(host.url)
      ).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
      expect(again.error).toMatchObject({ status: 403, ...expired });
    });

    it('accepts the e-mailed code, and kills the code and link after five wrong ones', async () => {
      const address = email('coder');
      await signUpConfirmed(host.url, address, 'old-secret');
      expect((await requestReset(address)).error).toBeNull();
      const { code, tokenHash } = await resetMail(address);
      const client = await supabaseFor(host.url);
      // A signup-type verify does not spend a reset code.
      expect(
        (await client.auth.verifyOtp({ email: address, token: code, type: 'signup' })).error,
      ).toMatchObject(expired);
      const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
      for (let n = 1; n <= 5; n++) {
        const res = await client.auth.verifyOtp({ email: address, token: wrong(n), type: 'recovery' });
        expect(res.error).toMatchObject(expired);
      }
      // Five wrong codes kill the code: the right one, and the link, are dead now.
      expect(
        (await client.auth.verifyOtp({ email: address, token: code, type: 'recovery' })).error,
      ).toMatchObject(expired);
      expect((await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toMatchObject(
        expired,
      );
    });

    it('accepts the right code after wrong ones, and the session may set the password', async () => {
      const address = email('typo');
      await signUpConfirmed(host.url, address, 'old-secret');
      expect((await requestReset(address)).error).toBeNull();
      const { code } = await resetMail(address);
      const client = await supabaseFor(host.url);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(
        (await client.auth.verifyOtp({ email: address, token: wrong, type: 'recovery' })).error,
      ).toMatchObject(expired);
      expect(
        (await client.auth.verifyOtp({ email: address, token: code, type: 'recovery' })).error,
      ).toBeNull();
      expect((await client.auth.updateUser({ password: 'new-secret' })).error).toBeNull();
      expect((await signIn(address, 'new-secret')).error).toBeNull();
    });

    it('redirects a followed link to the callback with a recovery session', async () => {
      const address = email('linker');
      await signUpConfirmed(host.url, address, 'old-secret');
      expect((await requestReset(address)).error).toBeNull();
      const { tokenHash } = await resetMail(address);
      const follow = () =>
        authFetch(
          host,
          `/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(`${host.url}/auth/callback`)}`,
        );
      const res = await follow();
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${host.url}/auth/callback`);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');
      const client: SupabaseClient = await supabaseFor(host.url);
      const set = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(set.error).toBeNull();
      expect((await client.auth.updateUser({ password: 'new-secret' })).error).toBeNull();
      const second = new URLSearchParams(new URL((await follow()).headers.get('location')!).hash.slice(1));
      expect(second.get('error_code')).toBe('otp_expired');
    });

    it('confirms an unconfirmed address, as the link proves it', async () => {
      const address = email('late');
      const client = await supabaseFor(host.url);
      expect((await client.auth.signUp({ email: address, password: 'lost-secret' })).error).toBeNull();
      expect((await client.auth.resetPasswordForEmail(address)).error).toBeNull();
      const hash = await recoveryHash(host, address);
      expect((await client.auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toBeNull();
      expect((await client.auth.updateUser({ password: 'new-secret' })).error).toBeNull();
      const fresh = await supabaseFor(host.url);
      expect(
        (await fresh.auth.signInWithPassword({ email: address, password: 'new-secret' })).data.user,
      ).toMatchObject({
        email_confirmed_at: expect.any(String),
      });
    });
  },
  AUTH_TEST_MS,
);

describe.each(engines)(
  'password reset lifetime on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await hostOn(engine, { AUTH_RECOVERY_LIFETIME: '0' });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    it('refuses a link past AUTH_RECOVERY_LIFETIME', async () => {
      const address = email('slow');
      await signUpConfirmed(host.url, address, 'old-secret');
      const client = await supabaseFor(host.url);
      expect((await client.auth.resetPasswordForEmail(address)).error).toBeNull();
      const hash = await recoveryHash(host, address);
      expect((await client.auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toMatchObject({
        status: 403,
        ...expired,
      });
    });
  },
  AUTH_TEST_MS,
);

/** The token_hash of the newest reset e-mail to the address, waiting for it. */
async function recoveryHash(host: TestHost, address: string): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(host.url)).find((m) => m.to === address && m.subject.includes('password'));
      link = mail ? new URL(/https?:\/\/\S+\/auth\/callback\?\S+/.exec(mail.text)![0]) : undefined;
      return link?.searchParams.get('type');
    })
    .toBe('recovery');
  return link!.searchParams.get('token_hash')!;
}
