// Confirmation codes cannot be guessed: verify attempts are limited per client address and (code
// entry) per e-mail address, a code dies after five wrong tries, and a link's token_hash cannot be
// worked out from a guessed code.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { confirmationLink, latestMail, mailbox, supabaseFor } from '../support/mailbox.ts';
import { email, postFrom, AUTH_TEST_MS } from './fixture.ts';

const expired = {
  status: 403,
  body: { code: 'otp_expired', message: 'Email link is invalid or has expired' },
};
const rateLimited = {
  status: 429,
  body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
};

describe(
  'verify limits',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({
        env: { AUTH_VERIFY_PER_IP: '12', AUTH_VERIFY_PER_EMAIL: '8', AUTH_EMAIL_FREQUENCY: '0' },
      });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const signUp = async (address: string) => {
      const { error } = await (
        await supabaseFor(host.url)
      ).auth.signUp({ email: address, password: 'secret-1' });
      expect(error).toBeNull();
    };
    const mailCount = async (address: string) =>
      (await mailbox(host.url)).filter((m) => m.to === address).length;
    /** The code of the newest e-mail to the address, waiting for the n-th e-mail. */
    const codeOf = async (address: string, nth = 1) => {
      await expect.poll(() => mailCount(address)).toBe(nth);
      const code = /enter this code: (\d{6})/.exec((await latestMail(host.url, address)).text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      return code!;
    };
    const hashOf = async (address: string) =>
      new URL(await confirmationLink(host.url, address)).searchParams.get('token_hash')!;
    const enter = (from: string, address: string, token: string) =>
      postFrom(host, from, 'verify', { email: address, token, type: 'signup', gotrue_meta_security: {} });
    const follow = (from: string, tokenHash: string) =>
      postFrom(host, from, 'verify', { token_hash: tokenHash, type: 'signup', gotrue_meta_security: {} });
    const wrongCode = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

    it('accepts the right code after four wrong ones', async () => {
      const address = email('careless');
      await signUp(address);
      const code = await codeOf(address);
      for (let n = 1; n <= 4; n++)
        expect(await enter('127.0.0.2', address, wrongCode(code, n))).toMatchObject(expired);
      expect(await enter('127.0.0.2', address, code)).toMatchObject({
        status: 200,
        body: { access_token: expect.any(String), user: { email: address } },
      });
    });

    it('kills the code and the link of that e-mail after five wrong codes; a new e-mail works', async () => {
      const address = email('guessed');
      await signUp(address);
      const code = await codeOf(address);
      const hash = await hashOf(address);
      // Five wrong codes, even from five client addresses.
      for (let n = 1; n <= 5; n++) {
        expect(await enter(`127.0.1.${n}`, address, wrongCode(code, n))).toMatchObject(expired);
      }
      expect(await enter('127.0.1.6', address, code)).toMatchObject(expired);
      expect(await follow('127.0.1.6', hash)).toMatchObject(expired);
      const client = await supabaseFor(host.url);
      expect(
        (await client.auth.signInWithPassword({ email: address, password: 'secret-1' })).error,
      ).toMatchObject({
        code: 'email_not_confirmed',
      });

      // The person asks for a new e-mail; its code counts its own wrong tries afresh.
      expect((await client.auth.resend({ type: 'signup', email: address })).error).toBeNull();
      const fresh = await codeOf(address, 2);
      expect(await enter('127.0.1.7', address, code === fresh ? wrongCode(code, 1) : code)).toMatchObject(
        expired,
      );
      const confirmed = await client.auth.verifyOtp({ email: address, token: fresh, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.user!.email_confirmed_at).toEqual(expect.any(String));
    });

    it('refuses code entry for one e-mail address past its limit, from any client address', async () => {
      const address = email('targeted');
      await signUp(address);
      const code = await codeOf(address);
      for (let n = 1; n <= 8; n++) {
        expect(await enter(`127.0.2.${n}`, address, wrongCode(code, n))).toMatchObject(expired);
      }
      expect(await enter('127.0.2.9', address, code)).toMatchObject(rateLimited);
      // Another address is not held back by it.
      const other = email('bystander');
      await signUp(other);
      expect(await enter('127.0.2.9', other, await codeOf(other))).toMatchObject({ status: 200 });
    });

    it('limits every kind of verify attempt per client address', async () => {
      const address = email('sprayed');
      await signUp(address);
      const from = '127.0.3.1';
      for (let n = 1; n <= 6; n++) expect(await follow(from, `bogus-${n}`)).toMatchObject(expired);
      for (let n = 1; n <= 3; n++) {
        expect(await enter(from, email(`nobody-${n}`), '123456')).toMatchObject(expired);
      }
      for (let n = 1; n <= 3; n++) {
        const link = await postFrom(host, from, `verify?token=bogus-${n}&type=signup`);
        expect(link.status).toBe(303);
        expect(link.body.location).toMatch(/#error=access_denied&error_code=otp_expired/);
      }
      // Twelve attempts used: the link, the code and the GET link are all refused now.
      const hash = await hashOf(address);
      expect(await follow(from, hash)).toMatchObject(rateLimited);
      expect(await enter(from, address, await codeOf(address))).toMatchObject(rateLimited);
      expect(await postFrom(host, from, `verify?token=${hash}&type=signup`)).toMatchObject(rateLimited);
      // From another client address the same link still works.
      expect(await follow('127.0.3.2', hash)).toMatchObject({
        status: 200,
        body: { user: { email: address } },
      });
    });

    it("does not take a link hash worked out from a code (GoTrue's sha224(email + code))", async () => {
      const address = email('derived');
      await signUp(address);
      const code = await codeOf(address);
      const derived = createHash('sha224')
        .update(address + code)
        .digest('hex');
      const hash = await hashOf(address);
      expect(hash).toMatch(/^[0-9a-f]{56}$/);
      expect(hash).not.toBe(derived);
      expect(await follow('127.0.4.1', derived)).toMatchObject(expired);
      expect(await follow('127.0.4.1', hash)).toMatchObject({ status: 200 });
    });
  },
  AUTH_TEST_MS,
);
