// bcrypt reads only the first 72 bytes of a password, so a longer one is refused wherever a password
// is set — sign-up, a password change, a password reset (invitations: tests/api/invitations.test.ts)
// — with GoTrue's 400 validation_failed "Password cannot be longer than 72 characters", counted in
// UTF-8 bytes; exactly 72 bytes is accepted and every byte of it counts.
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { latestMail, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { email, sharedHost, type TestHost, AUTH_TEST_MS } from './fixture.ts';

const tooLong = {
  status: 400,
  code: 'validation_failed',
  message: 'Password cannot be longer than 72 characters',
};
/** 73 bytes, and 37 characters of two bytes each (74 bytes). */
const overLimit = ['x'.repeat(73), 'é'.repeat(37)];
const exactly72 = `${'y'.repeat(71)}1`;

describe.each(engines)(
  'the 72-byte password limit on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      host = await sharedHost(engine);
    }, HOST_START_MS);

    const signIn = async (address: string, password: string) =>
      (await supabaseFor(host.url)).auth.signInWithPassword({ email: address, password });

    it('refuses a longer password at sign-up, creates nothing, and takes 72 bytes whole', async () => {
      const client = await supabaseFor(host.url);
      for (const password of overLimit) {
        const address = email('long');
        const { data, error } = await client.auth.signUp({ email: address, password });
        expect(data.user).toBeNull();
        expect(error).toMatchObject(tooLong);
        // Nothing was created: the address signs up afresh, and its e-mail is the first one.
        await signUpConfirmed(host.url, address, 'short-pw');
      }
      const address = email('exact');
      await signUpConfirmed(host.url, address, exactly72);
      expect((await signIn(address, exactly72)).error).toBeNull();
      // The last byte counts: a password differing only there is wrong.
      expect((await signIn(address, `${'y'.repeat(71)}2`)).error).toMatchObject({
        code: 'invalid_credentials',
      });
    });

    it('refuses a longer password on a password change, and keeps the old one', async () => {
      const address = email('change');
      const { client } = await signUpConfirmed(host.url, address, 'old-secret');
      for (const password of overLimit) {
        expect((await client.auth.updateUser({ password })).error).toMatchObject(tooLong);
      }
      expect((await signIn(address, 'old-secret')).error).toBeNull();
      expect((await client.auth.updateUser({ password: exactly72 })).error).toBeNull();
      expect((await signIn(address, exactly72)).error).toBeNull();
    });

    it('refuses a longer password after a reset link, and takes 72 bytes', async () => {
      const address = email('reset');
      await signUpConfirmed(host.url, address, 'old-secret');
      const client = await supabaseFor(host.url);
      expect((await client.auth.resetPasswordForEmail(address)).error).toBeNull();
      let hash = '';
      await expect
        .poll(async () => {
          const mail = await latestMail(host.url, address);
          hash = mail.subject.includes('password')
            ? new URL(/https?:\/\/\S+\/auth\/callback\?\S+/.exec(mail.text)![0]).searchParams.get(
                'token_hash',
              )!
            : '';
          return hash !== '';
        })
        .toBe(true);
      expect((await client.auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toBeNull();
      for (const password of overLimit) {
        expect((await client.auth.updateUser({ password })).error).toMatchObject(tooLong);
      }
      expect((await signIn(address, 'old-secret')).error).toBeNull();
      expect((await client.auth.updateUser({ password: exactly72 })).error).toBeNull();
      expect((await signIn(address, exactly72)).error).toBeNull();
    });
  },
  AUTH_TEST_MS,
);
