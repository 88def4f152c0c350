// Signing up again for an address: an unconfirmed account keeps the password (and data) of the
// sign-up that created it — the repeat only sends the e-mail again — and a confirmed address is
// answered exactly like a new one, so sign-up does not tell which addresses have accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, latestMail, mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

/** The JSON's shape: the keys of every object and the type of every value, recursively. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  }
  return value === null ? 'null' : typeof value;
}

describe.each(engines)(
  'signing up again on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      // Every e-mail is sent at once, so a repeated sign-up gets through to the mailbox.
      host = await hostOn(engine, { AUTH_EMAIL_FREQUENCY: '0' });
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const mailsTo = async (address: string) => (await mailbox(host.url)).filter((m) => m.to === address);

    async function signUpTwice(address: string) {
      const victim = await supabaseFor(host.url);
      const first = await victim.auth.signUp({
        email: address,
        password: 'victim-pass',
        options: { data: { name: 'Victim' } },
      });
      expect(first.error).toBeNull();
      const attacker = await supabaseFor(host.url);
      const second = await attacker.auth.signUp({
        email: address,
        password: 'attacker-pass',
        options: { data: { name: 'Attacker' } },
      });
      expect(second.error).toBeNull();
      expect(second.data.user!.id).toBe(first.data.user!.id);
      await expect.poll(async () => (await mailsTo(address)).length).toBe(2);
      return victim;
    }

    async function expectOnlyVictimPassword(address: string) {
      const client = await supabaseFor(host.url);
      const attacker = await client.auth.signInWithPassword({ email: address, password: 'attacker-pass' });
      expect(attacker.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      const victim = await client.auth.signInWithPassword({ email: address, password: 'victim-pass' });
      expect(victim.error).toBeNull();
      expect(victim.data.user!.user_metadata).toEqual({ name: 'Victim' });
    }

    it('keeps the first password when the victim confirms through the link', async () => {
      const address = email('link');
      const victim = await signUpTwice(address);
      const link = new URL(await confirmationLink(host.url, address));
      const { data, error } = await victim.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(error).toBeNull();
      expect(data.user!.user_metadata).toEqual({ name: 'Victim' });
      await expectOnlyVictimPassword(address);
    });

    it('keeps the first password when the victim confirms with the code', async () => {
      const address = email('code');
      const victim = await signUpTwice(address);
      const code = /enter this code: (\d{6})/.exec((await latestMail(host.url, address)).text)![1];
      const { error } = await victim.auth.verifyOtp({ email: address, token: code, type: 'signup' });
      expect(error).toBeNull();
      await expectOnlyVictimPassword(address);
    });

    it('answers a new, an unconfirmed and a confirmed address in one shape', async () => {
      const client = await supabaseFor(host.url);
      const signUp = async (address: string, password: string) => {
        const { data, error } = await client.auth.signUp({ email: address, password, options: { data: {} } });
        expect(error).toBeNull();
        expect(data.session).toBeNull();
        return data.user;
      };
      const fresh = await signUp(email('fresh'), 'secret-1');
      const pendingAddress = email('pending');
      await signUp(pendingAddress, 'secret-1');
      const unconfirmed = await signUp(pendingAddress, 'secret-2');
      const confirmedAddress = email('confirmed');
      await signUpConfirmed(host.url, confirmedAddress, 'secret-1');
      const mailsBefore = (await mailsTo(confirmedAddress)).length;
      const confirmed = await signUp(confirmedAddress, 'secret-2');

      expect(shape(unconfirmed)).toEqual(shape(fresh));
      expect(shape(confirmed)).toEqual(shape(fresh));
      expect(confirmed).toMatchObject({
        email: confirmedAddress,
        aud: 'authenticated',
        role: 'authenticated',
        identities: [
          { provider: 'email', identity_data: { email: confirmedAddress, email_verified: false } },
        ],
      });
      // The look-alike is nobody: a random id, nothing sent, the password unchanged.
      const signedIn = await client.auth.signInWithPassword({
        email: confirmedAddress,
        password: 'secret-1',
      });
      expect(signedIn.error).toBeNull();
      expect(confirmed!.id).not.toBe(signedIn.data.user!.id);
      expect((await mailsTo(confirmedAddress)).length).toBe(mailsBefore);
    });
  },
  AUTH_TEST_MS,
);
