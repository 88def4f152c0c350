// Sign-in attempts are limited per e-mail address and per client address (429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { email, AUTH_TEST_MS } from './fixture.ts';

describe(
  'sign-in rate limits',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({ env: { AUTH_SIGNIN_PER_EMAIL: '3', AUTH_SIGNIN_PER_IP: '6' } });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    it('stops a password-guessing run on one address, then on the whole client address', async () => {
      const address = email('guessed');
      await signUpConfirmed(host.url, address, 'secret-1');
      const client = await supabaseFor(host.url);
      const attempt = async (who: string, password: string) =>
        (await client.auth.signInWithPassword({ email: who, password })).error;

      for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
        expect(await attempt(address, guess)).toMatchObject({ status: 400, code: 'invalid_credentials' });
      }
      // Even the right password is refused now: the limit is on attempts, not on failures.
      expect(await attempt(address, 'secret-1')).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });

      const other = email('other');
      await signUpConfirmed(host.url, other, 'secret-1');
      expect(await attempt(other, 'secret-1')).toBeNull();
      expect(await attempt(other, 'secret-1')).toBeNull();
      expect(await attempt(other, 'secret-1')).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
      });
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
