// Sign-in attempts are limited per (e-mail, client address) pair, and failures per client address
// (429) — without ever locking the owner out: a right password from a client that has not itself
// failed for that address always signs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { email, postFrom, AUTH_TEST_MS } from './fixture.ts';

const rateLimited = {
  status: 429,
  body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
};
const wrong = { status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } };
const signedIn = { status: 200, body: { access_token: expect.any(String) } };

describe(
  'sign-in rate limits',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({ env: { AUTH_SIGNIN_PER_EMAIL: '3', AUTH_SIGNIN_PER_IP: '6' } });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const signIn = (from: string, who: string, password: string) =>
      postFrom(host, from, 'token?grant_type=password', { email: who, password, gotrue_meta_security: {} });

    it('stops a password-guessing run on one address from that client, not the owner elsewhere', async () => {
      const address = email('guessed');
      await signUpConfirmed(host.url, address, 'secret-1');

      const guesser = '127.0.0.2';
      for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
        expect(await signIn(guesser, address, guess)).toMatchObject(wrong);
      }
      // The guessing client is refused even the right password now: its attempts are used up.
      expect(await signIn(guesser, address, 'secret-1')).toMatchObject(rateLimited);
      expect(await signIn(guesser, address, 'guess-4')).toMatchObject(rateLimited);

      // The owner, on another client address, is not held back by the guesser.
      expect(await signIn('127.0.0.3', address, 'secret-1')).toMatchObject(signedIn);
      // Nor through supabase-js from this machine's usual address.
      const client = await supabaseFor(host.url);
      expect(
        (await client.auth.signInWithPassword({ email: address, password: 'secret-1' })).error,
      ).toBeNull();
    });

    it('never refuses a right password from a client that has not failed, however often it signs in', async () => {
      const address = email('frequent');
      await signUpConfirmed(host.url, address, 'secret-1');
      for (let i = 0; i < 5; i++)
        expect(await signIn('127.0.0.4', address, 'secret-1')).toMatchObject(signedIn);
      // A slip between sign-ins is forgiven by the next right password.
      expect(await signIn('127.0.0.4', address, 'typo')).toMatchObject(wrong);
      expect(await signIn('127.0.0.4', address, 'secret-1')).toMatchObject(signedIn);
      expect(await signIn('127.0.0.4', address, 'secret-1')).toMatchObject(signedIn);
    });

    it('answers failures from a client address 429 once it has failed too often, but lets the organiser in', async () => {
      const organiser = email('organiser');
      await signUpConfirmed(host.url, organiser, 'secret-1');
      const known = email('known');
      await signUpConfirmed(host.url, known, 'secret-1');

      const venue = '127.0.0.5';
      // Six failures, each on another address (no pair limit applies): still the usual answer.
      for (let n = 1; n <= 6; n++)
        expect(await signIn(venue, email(`nobody-${n}`), 'x-secret')).toMatchObject(wrong);
      // Past the limit, every failure from the venue is 429, for unknown and known addresses alike
      // (the answer does not tell which addresses have accounts) ...
      expect(await signIn(venue, email('nobody-7'), 'x-secret')).toMatchObject(rateLimited);
      expect(await signIn(venue, known, 'not-it')).toMatchObject(rateLimited);
      // ... but the organiser's right password, from that same venue, still signs in.
      expect(await signIn(venue, organiser, 'secret-1')).toMatchObject(signedIn);
      // Another client address is unaffected.
      expect(await signIn('127.0.0.6', email('nobody-8'), 'x-secret')).toMatchObject(wrong);
    });
  },
  AUTH_TEST_MS,
);

describe(
  'sign-up rate limit per client address',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({ env: { AUTH_SIGNUP_PER_IP: '3' } });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    it('refuses accounts in bulk from one client address, whatever addresses they use', async () => {
      const client = await supabaseFor(host.url);
      const signUp = (who: string) => client.auth.signUp({ email: who, password: 'secret-1' });
      for (const n of [1, 2, 3]) expect((await signUp(email(`bulk-${n}`))).error).toBeNull();
      const refused = email('bulk-4');
      expect((await signUp(refused)).error).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      const sent = (await mailbox(host.url)).map((m) => m.to);
      expect(sent.filter((to) => to.includes('bulk-'))).toHaveLength(3);
      expect(sent).not.toContain(refused);
    });
  },
  AUTH_TEST_MS,
);

describe(
  'password-reset and resend requests per client address',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({ env: { AUTH_EMAIL_PER_IP: '4' } });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const recover = (from: string, who: string) =>
      postFrom(host, from, 'recover', { email: who, gotrue_meta_security: {} });
    const resend = (from: string, who: string) =>
      postFrom(host, from, 'resend', { email: who, type: 'signup', gotrue_meta_security: {} });

    it('refuses e-mails to many addresses from one client address, known or not, alike', async () => {
      const known = [email('known-1'), email('known-2')];
      for (const address of known) await signUpConfirmed(host.url, address, 'secret-1');
      const pending = email('pending');
      await (await supabaseFor(host.url)).auth.signUp({ email: pending, password: 'secret-1' });

      const sender = '127.0.0.7';
      // Four requests, /recover and /resend together, each to another address: answered as usual.
      expect(await recover(sender, known[0])).toEqual({ status: 200, body: {} });
      expect(await recover(sender, email('nobody-1'))).toEqual({ status: 200, body: {} });
      expect(await resend(sender, pending)).toEqual({ status: 200, body: {} });
      expect(await resend(sender, email('nobody-2'))).toEqual({ status: 200, body: {} });
      // Past the count, every request from that client is 429, whatever the address.
      for (const answer of [
        await recover(sender, known[1]),
        await recover(sender, email('nobody-3')),
        await resend(sender, pending),
        await resend(sender, email('nobody-4')),
      ]) {
        expect(answer).toEqual(rateLimited);
      }
      // The reset e-mail goes out after the answer: wait for it, and see it is the only one.
      const resets = async () =>
        (await mailbox(host.url))
          .filter((m) => m.subject === 'Reset your Cueboard password')
          .map((m) => m.to);
      await expect.poll(resets).toEqual([known[0]]);

      // Another client address is not held back.
      expect(await recover('127.0.0.8', known[1])).toEqual({ status: 200, body: {} });
    });
  },
  AUTH_TEST_MS,
);
