// Concurrent sign-ups of one new address (a double click, two tabs): one user is created and
// e-mailed; every call gets the answer any sign-up gets (200, a look-alike user), never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, mailbox, supabaseFor } from '../support/mailbox.ts';
import { email, sharedHost, type TestHost, AUTH_TEST_MS } from './fixture.ts';

interface Answer {
  status: number;
  body: { id?: string; code?: string; message?: string; identities?: unknown[] };
}

describe.each(engines)(
  'concurrent sign-ups of one address on %s',
  (engine) => {
    let host: TestHost;
    let signUp: (address: string, password: string) => Promise<Answer>;
    beforeAll(async () => {
      host = await sharedHost(engine);
      const { supabaseAnonKey } = (await (await fetch(`${host.url}/config.json`)).json()) as {
        supabaseAnonKey: string;
      };
      // Raw requests, as supabase-js sends them, so several leave at the same moment.
      signUp = async (address, password) => {
        const res = await fetch(`${host.url}/auth/v1/signup`, {
          method: 'POST',
          headers: {
            apikey: supabaseAnonKey,
            authorization: `Bearer ${supabaseAnonKey}`,
            'content-type': 'application/json;charset=UTF-8',
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify({ email: address, password, data: {}, gotrue_meta_security: {} }),
        });
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      };
    }, HOST_START_MS);

    const mailsTo = async (address: string) => (await mailbox(host.url)).filter((m) => m.to === address);

    /** Confirms the address from its one e-mail; the supabase-js client holding the session. */
    async function confirmFromMail(address: string) {
      const client = await supabaseFor(host.url);
      const link = new URL(await confirmationLink(host.url, address));
      const verified = await client.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(verified.error).toBeNull();
      return client;
    }

    it('creates one user and sends one e-mail; different passwords contest it, so none is kept', async () => {
      const address = email('race');
      const passwords = ['secret-a', 'secret-b', 'secret-c', 'secret-d'];
      const answers = await Promise.all(passwords.map((p) => signUp(address, p)));
      // Every call gets the same answer a single sign-up gets: 200, a user with its own random id.
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 200,
          body: { email: address, identities: [expect.anything()] },
        });
      }
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(passwords.length);
      expect(await mailsTo(address)).toHaveLength(1);

      // The one e-mail confirms the account; since the sign-ups chose different passwords, the
      // link signs its owner in to choose one, and none of the four signs in (tests/auth/preclaim.test.ts).
      const client = await confirmFromMail(address);
      const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
        'recovery',
      ]);
      for (const password of passwords) {
        const { error } = await client.auth.signInWithPassword({ email: address, password });
        expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      }
    });

    it('keeps the password of a double click: the same password at once is no contest', async () => {
      const address = email('double-click');
      const answers = await Promise.all([1, 2, 3].map(() => signUp(address, 'same-secret')));
      for (const answer of answers) expect(answer.status).toBe(200);
      expect(await mailsTo(address)).toHaveLength(1);
      const client = await confirmFromMail(address);
      const login = await client.auth.signInWithPassword({ email: address, password: 'same-secret' });
      expect(login.error).toBeNull();
    });

    it('answers concurrent sign-ups of a confirmed address all alike, sending nothing', async () => {
      const address = email('confirmed-race');
      const created = await signUp(address, 'secret-1');
      expect(created.status).toBe(200);
      const link = new URL(await confirmationLink(host.url, address));
      const client = await supabaseFor(host.url);
      await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });

      const answers = await Promise.all(['secret-x', 'secret-y', 'secret-z'].map((p) => signUp(address, p)));
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 200,
          body: { email: address, identities: [expect.anything()] },
        });
        expect(answer.body.id).not.toBe(created.body.id);
      }
      expect(await mailsTo(address)).toHaveLength(1);
    });
  },
  AUTH_TEST_MS,
);
