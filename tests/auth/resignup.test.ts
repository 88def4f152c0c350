// Sign-up and resend do not tell whether an address has an account: a new, an unconfirmed and a
// confirmed address get the same answer (200; /signup a look-alike user with a new random id every
// time, /resend {}), however often they are asked, and an e-mail asked for too soon is quietly not
// sent — as Supabase Auth does with e-mail confirmation on.
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { email, sharedHost, postFrom, type Answer, type TestHost, AUTH_TEST_MS } from './fixture.ts';

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
  'answering every address alike on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      // The default AUTH_EMAIL_FREQUENCY (60 s): every repeat below comes too soon for an e-mail.
      host = await sharedHost(engine);
    }, HOST_START_MS);

    const mailsTo = async (address: string) => (await mailbox(host.url)).filter((m) => m.to === address);

    /** A new, an unconfirmed and a confirmed address, with the real id of each account. */
    async function threeAddresses() {
      const fresh = email('fresh');
      const unconfirmed = email('unconfirmed');
      expect(
        (await postFrom(host, '127.0.0.1', 'signup', { email: unconfirmed, password: 'secret-1' })).status,
      ).toBe(200);
      const confirmed = email('confirmed');
      const { user } = await signUpConfirmed(host.url, confirmed, 'secret-1');
      return { fresh, unconfirmed, confirmed, confirmedId: user.id };
    }

    it('answers /signup for a new, an unconfirmed and a confirmed address alike, every time', async () => {
      const { fresh, unconfirmed, confirmed, confirmedId } = await threeAddresses();
      const mailsBefore = (await mailsTo(confirmed)).length;
      const answers: Record<string, Answer[]> = { fresh: [], unconfirmed: [], confirmed: [] };
      for (let round = 0; round < 2; round++) {
        for (const [kind, address] of Object.entries({ fresh, unconfirmed, confirmed })) {
          answers[kind].push(
            await postFrom(host, '127.0.0.2', 'signup', {
              email: address,
              password: 'secret-1',
              data: { display_name: 'Someone' },
              gotrue_meta_security: {},
            }),
          );
        }
      }
      const all = Object.values(answers).flat();
      const model = all[0];
      for (const answer of all) {
        expect(answer.status).toBe(200);
        expect(shape(answer.body)).toEqual(shape(model.body));
        expect(answer.body).toMatchObject({
          aud: 'authenticated',
          role: 'authenticated',
          user_metadata: { display_name: 'Someone' },
          identities: [{ provider: 'email', identity_data: { email_verified: false } }],
        });
      }
      // No id is ever the same twice, nor the confirmed account's own.
      const ids = all.map((a) => a.body.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(confirmedId);
      // The new address got its one e-mail, the repeats none; the confirmed address nothing.
      expect(await mailsTo(fresh)).toHaveLength(1);
      expect(await mailsTo(unconfirmed)).toHaveLength(1);
      expect(await mailsTo(confirmed)).toHaveLength(mailsBefore);
      // The confirmed account's password is untouched.
      const client = await supabaseFor(host.url);
      const signedIn = await client.auth.signInWithPassword({ email: confirmed, password: 'secret-1' });
      expect(signedIn.data.user?.id).toBe(confirmedId);
    });

    it('answers /resend for a new, an unconfirmed and a confirmed address alike, every time', async () => {
      const { fresh, unconfirmed, confirmed } = await threeAddresses();
      const mailsBefore = (await mailsTo(confirmed)).length;
      for (let round = 0; round < 3; round++) {
        for (const address of [fresh, unconfirmed, confirmed]) {
          const answer = await postFrom(host, '127.0.0.3', 'resend', {
            email: address,
            type: 'signup',
            gotrue_meta_security: {},
          });
          expect(answer).toEqual({ status: 200, body: {} });
        }
      }
      // Through supabase-js too: no error for any of them.
      const client = await supabaseFor(host.url);
      for (const address of [fresh, unconfirmed, confirmed]) {
        expect(await client.auth.resend({ type: 'signup', email: address })).toEqual({
          data: { user: null, session: null },
          error: null,
        });
      }
      // The unconfirmed address's sign-up e-mail was sent a moment ago: the resends sent nothing.
      expect(await mailsTo(fresh)).toHaveLength(0);
      expect(await mailsTo(unconfirmed)).toHaveLength(1);
      expect(await mailsTo(confirmed)).toHaveLength(mailsBefore);
    });
  },
  AUTH_TEST_MS,
);
