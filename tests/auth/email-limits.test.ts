// E-mails to one address are limited per address (GoTrue's SMTP_MAX_FREQUENCY, AUTH_EMAIL_FREQUENCY
// here), whichever route sends them and whichever client address asks. One asked for too soon is
// quietly not sent: the answer is the usual one, so it tells nothing about the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { confirmationLink, mailbox, supabaseFor } from '../support/mailbox.ts';
import { email, postFrom, AUTH_TEST_MS } from './fixture.ts';

const challenge = 'c'.repeat(43);

describe(
  'e-mail limits per address',
  () => {
    let host: Host;
    let fast: Host;
    let unlimited: Host;
    beforeAll(async () => {
      [host, fast, unlimited] = await Promise.all([
        startHost(),
        startHost({ env: { AUTH_EMAIL_FREQUENCY: '5' } }),
        startHost({ env: { AUTH_EMAIL_FREQUENCY: '0' } }),
      ]);
    }, HOST_START_MS);
    afterAll(() => Promise.all([host?.stop(), fast?.stop(), unlimited?.stop()]), HOST_START_MS);

    const mailsTo = async (h: Host, address: string) =>
      (await mailbox(h.url)).filter((m) => m.to === address);

    it('sends no second e-mail to one address within 60 s, from any client address or route', async () => {
      const address = email('spread');
      const signUp = { email: address, password: 'secret-1', data: {}, gotrue_meta_security: {} };
      const resend = { email: address, type: 'signup', gotrue_meta_security: {} };
      expect(await postFrom(host, '127.0.0.1', 'signup', signUp)).toMatchObject({ status: 200 });

      const quiet = [
        await postFrom(host, '127.0.0.2', 'resend', resend),
        await postFrom(host, '127.0.0.3', 'resend', {
          ...resend,
          code_challenge: challenge,
          code_challenge_method: 's256',
        }),
        await postFrom(host, '127.0.0.4', 'signup', signUp),
        await postFrom(host, '127.0.0.1', 'resend', resend),
      ];
      for (const answer of quiet) expect(answer.status).toBe(200);
      expect(await mailsTo(host, address)).toHaveLength(1);

      // The first e-mail's link still works, and the password (signed up twice alike) is kept.
      const client = await supabaseFor(host.url);
      const link = new URL(await confirmationLink(host.url, address));
      await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
      const login = await client.auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(login.error).toBeNull();

      // Another address from the same client address is not held back by the first one's limit.
      const other = email('neighbour');
      expect(await postFrom(host, '127.0.0.2', 'signup', { ...signUp, email: other })).toMatchObject({
        status: 200,
      });
      expect(await mailsTo(host, other)).toHaveLength(1);
    });

    it('answers {} for unknown and confirmed addresses however often they are asked for', async () => {
      const unknown = email('unknown');
      const confirmed = email('confirmed');
      await supabaseFor(host.url).then((c) => c.auth.signUp({ email: confirmed, password: 'secret-1' }));
      const link = new URL(await confirmationLink(host.url, confirmed));
      await (
        await supabaseFor(host.url)
      ).auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
      for (const address of [unknown, unknown, confirmed, confirmed]) {
        const answer = await postFrom(host, '127.0.0.5', 'resend', { email: address, type: 'signup' });
        expect(answer).toEqual({ status: 200, body: {} });
      }
      expect(await mailsTo(host, unknown)).toHaveLength(0);
      expect(await mailsTo(host, confirmed)).toHaveLength(1);
    });

    it('follows AUTH_EMAIL_FREQUENCY: with 5 s, a resend gets through within 5 s and the newest link works', async () => {
      const address = email('fast');
      const client = await supabaseFor(fast.url);
      expect((await client.auth.signUp({ email: address, password: 'secret-1' })).error).toBeNull();
      expect((await client.auth.resend({ type: 'signup', email: address })).error).toBeNull();
      expect(await mailsTo(fast, address)).toHaveLength(1);
      const first = new URL(await confirmationLink(fast.url, address)).searchParams.get('token_hash')!;

      // Asks that come too soon do not move the slot, so asking on gets one through once it frees.
      const started = Date.now();
      await expect
        .poll(
          async () => {
            expect((await client.auth.resend({ type: 'signup', email: address })).error).toBeNull();
            return (await mailsTo(fast, address)).length;
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(2);
      expect(Date.now() - started).toBeLessThan(15_000);
      const second = new URL(await confirmationLink(fast.url, address)).searchParams.get('token_hash')!;
      expect(second).not.toBe(first);
      expect((await client.auth.verifyOtp({ token_hash: first, type: 'signup' })).error).toMatchObject({
        code: 'otp_expired',
      });
      expect((await client.auth.verifyOtp({ token_hash: second, type: 'signup' })).error).toBeNull();
    });

    it('sends every e-mail when AUTH_EMAIL_FREQUENCY is 0', async () => {
      const address = email('unlimited');
      const client = await supabaseFor(unlimited.url);
      expect((await client.auth.signUp({ email: address, password: 'secret-1' })).error).toBeNull();
      for (let i = 0; i < 3; i++) {
        expect((await client.auth.resend({ type: 'signup', email: address })).error).toBeNull();
      }
      expect(await mailsTo(unlimited, address)).toHaveLength(4);
    });
  },
  AUTH_TEST_MS,
);
