// Concurrent sign-ups of one new address (a double click, two tabs): one user is created and
// e-mailed; every other call gets the answer a repeated sign-up gets, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { confirmationLink, mailbox, supabaseFor } from '../support/mailbox.ts';
import { email, hostOn, type TestHost, AUTH_TEST_MS } from './fixture.ts';

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
      host = await hostOn(engine);
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
    afterAll(() => host?.stop(), HOST_START_MS);

    const mailsTo = async (address: string) => (await mailbox(host.url)).filter((m) => m.to === address);

    it('creates one user, sends one e-mail, and answers the others as a repeated sign-up', async () => {
      // What a sequential repeat of a new, unconfirmed address answers today.
      const earlier = email('sequential');
      expect((await signUp(earlier, 'secret-1')).status).toBe(200);
      const repeat = await signUp(earlier, 'secret-2');

      const address = email('race');
      const passwords = ['secret-a', 'secret-b', 'secret-c', 'secret-d'];
      const answers = await Promise.all(passwords.map((p) => signUp(address, p)));

      const created = answers.filter((a) => a.status === 200);
      expect(created).toHaveLength(1);
      expect(created[0].body).toMatchObject({ email: address, identities: [expect.anything()] });
      const others = answers.filter((a) => a.status !== 200);
      expect(others).toHaveLength(passwords.length - 1);
      for (const other of others) {
        expect(other.status).toBe(repeat.status);
        expect(other.body.code).toBe(repeat.body.code);
        expect(other.body.message).toMatch(
          /^For security purposes, you can only request this after \d+ seconds\.$/,
        );
      }
      expect(repeat).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
      expect(await mailsTo(address)).toHaveLength(1);

      // The one e-mail confirms the created user, and only the password that created it signs in:
      // a refused call changed nothing.
      const winner = passwords[answers.indexOf(created[0])];
      const client = await supabaseFor(host.url);
      const link = new URL(await confirmationLink(host.url, address));
      const verified = await client.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user!.id).toBe(created[0].body.id);
      for (const password of passwords.filter((p) => p !== winner)) {
        const { error } = await client.auth.signInWithPassword({ email: address, password });
        expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      }
      const login = await client.auth.signInWithPassword({ email: address, password: winner });
      expect(login.error).toBeNull();
      expect(login.data.user!.id).toBe(created[0].body.id);
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
