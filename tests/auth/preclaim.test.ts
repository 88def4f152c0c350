// A pre-claimed account: someone signs up a victim's address with their own password, then the
// victim signs up with theirs and confirms from the mailbox. A password chosen before the mailbox was
// proven never survives such a contest: the confirmation keeps neither password (nor the sign-up
// data), ends everything the earlier claims left (tokens, PKCE flows, sessions), and signs the owner
// in with a recovery session to choose a password. An uncontested sign-up keeps its password.
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db/postgres.ts';
import { engines } from '../support/engines.ts';
import { HOST_START_MS } from '../support/host.ts';
import { mailbox, supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, sharedHost, type TestHost, AUTH_TEST_MS } from './fixture.ts';

const attackerPassword = 'attacker-pass';
const victimPassword = 'victim-pass';
const invalid = { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' };
const expired = { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' };

describe.each(engines)(
  'a pre-claimed account on %s',
  (engine) => {
    let host: TestHost;
    beforeAll(async () => {
      // The default e-mail frequency: the victim's sign-up a moment after the attacker's sends
      // nothing, so the victim confirms from the e-mail the attacker's sign-up caused.
      host = await sharedHost(engine);
    }, HOST_START_MS);

    /** The newest e-mail of a kind to the address, waiting for it: its link's token_hash and code. */
    async function mailed(address: string, subject: string) {
      let text = '';
      await expect
        .poll(async () => {
          text = (await mailbox(host.url)).find((m) => m.to === address && m.subject === subject)?.text ?? '';
          return text !== '';
        })
        .toBe(true);
      const link = new URL(/https?:\/\/\S+\/auth\/callback\?\S+/.exec(text)![0]);
      return {
        tokenHash: link.searchParams.get('token_hash')!,
        code: /enter this code: (\d{6})/.exec(text)![1],
      };
    }
    const confirmationMail = (address: string) => mailed(address, 'Confirm your Cueboard account');
    const signIn = async (address: string, password: string) =>
      (await supabaseFor(host.url)).auth.signInWithPassword({ email: address, password });
    const amrMethods = async (client: SupabaseClient) =>
      (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentAuthenticationMethods.map((m) =>
        typeof m === 'string' ? m : (m.method as string),
      );

    /**
     * The attacker signs up the victim's address first, with PKCE (holding the code verifier), and
     * asks for a password reset too (a pending token); then the victim signs up with their own.
     */
    async function preClaim(address: string) {
      const attacker = await supabaseFor(host.url, 'pkce');
      const claim = await attacker.auth.signUp({
        email: address,
        password: attackerPassword,
        options: { data: { display_name: 'Attacker' }, emailRedirectTo: `${host.url}/auth/callback` },
      });
      expect(claim.error).toBeNull();
      expect((await attacker.auth.resetPasswordForEmail(address)).error).toBeNull();
      const reset = await mailed(address, 'Reset your Cueboard password');
      const victim = await supabaseFor(host.url);
      const signUp = await victim.auth.signUp({
        email: address,
        password: victimPassword,
        options: { data: { display_name: 'Victim' } },
      });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      // The answer carries nothing of the attacker's: not their data, not the account's id.
      expect(signUp.data.user!.user_metadata).toEqual({ display_name: 'Victim' });
      expect(signUp.data.user!.id).not.toBe(claim.data.user!.id);
      return { attacker, victim, reset };
    }

    /** What the earlier claims left: nothing but the owner's own session(s), on PostgreSQL's rows. */
    async function expectClaimsEnded(address: string, sessions: number) {
      if (!host.databaseUrl) return;
      const db = openPostgres(host.databaseUrl);
      try {
        const [row] = await db.query<Record<string, number>>(
          `select (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions,
             (select count(*)::int from auth.one_time_tokens t where t.user_id = u.id) as tokens,
             (select count(*)::int from auth.flow_state f where f.user_id = u.id) as flows,
             (select display_name from public.profiles p where p.id = u.id) as display_name
           from auth.users u where u.email = $1`,
          [address],
        );
        expect(row).toEqual({ sessions, tokens: 0, flows: 0, display_name: null });
      } finally {
        await db.close();
      }
    }

    /** Neither password of the contest works; the victim chooses one, and only that one works. */
    async function expectVictimChooses(address: string, victim: SupabaseClient) {
      for (const password of [attackerPassword, victimPassword, 'cueboard-not-a-password']) {
        expect((await signIn(address, password)).error).toMatchObject(invalid);
      }
      expect((await victim.auth.updateUser({ password: 'chosen-by-victim' })).error).toBeNull();
      const signedIn = await signIn(address, 'chosen-by-victim');
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user!.user_metadata).toEqual({});
      for (const password of [attackerPassword, victimPassword]) {
        expect((await signIn(address, password)).error).toMatchObject(invalid);
      }
    }

    it('keeps neither password when the victim confirms from the mailbox link, and ends the claims', async () => {
      const address = email('victim');
      const { attacker, victim, reset } = await preClaim(address);
      // One e-mail only: the victim's sign-up came too soon after the attacker's for another.
      expect(
        (await mailbox(host.url)).filter((m) => m.subject.startsWith('Confirm') && m.to === address),
      ).toHaveLength(1);
      const { tokenHash } = await confirmationMail(address);
      expect(tokenHash).toMatch(/^pkce_/);

      const events: AuthChangeEvent[] = [];
      victim.auth.onAuthStateChange((event) => void events.push(event));
      const confirmed = await victim.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.user).toMatchObject({ email: address, user_metadata: {} });
      expect(confirmed.data.user!.email_confirmed_at).toEqual(expect.any(String));
      expect(events).toContain('SIGNED_IN');
      // The session says it must choose a password (what the web's callback reads).
      expect(await amrMethods(victim)).toEqual(['recovery']);

      // The attacker's pending reset token is dead, and so is everything else the claims left.
      expect(
        (await victim.auth.verifyOtp({ token_hash: reset.tokenHash, type: 'recovery' })).error,
      ).toMatchObject(expired);
      expect((await attacker.auth.getSession()).data.session).toBeNull();
      await expectClaimsEnded(address, 1);

      await expectVictimChooses(address, victim);
    });

    it('keeps neither password when the victim types the e-mailed code', async () => {
      const address = email('typist');
      const { victim } = await preClaim(address);
      const { code } = await confirmationMail(address);
      const confirmed = await victim.auth.verifyOtp({ email: address, token: code, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(await amrMethods(victim)).toEqual(['recovery']);
      await expectClaimsEnded(address, 1);
      await expectVictimChooses(address, victim);
    });

    it("signs in the browser that follows the verify link, never honouring a claim's PKCE flow", async () => {
      const address = email('follower');
      await preClaim(address);
      const { tokenHash } = await confirmationMail(address);
      const callback = `${host.url}/auth/callback`;
      const res = await authFetch(
        host,
        `/verify?token=${tokenHash}&type=signup&redirect_to=${encodeURIComponent(callback)}`,
      );
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      // No ?code= for the attacker's flow (whose verifier they hold): the session itself, marked
      // type=recovery, so supabase-js raises PASSWORD_RECOVERY.
      expect(`${location.origin}${location.pathname}${location.search}`).toBe(callback);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');
      const victim = await supabaseFor(host.url);
      const set = await victim.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(set.error).toBeNull();
      expect(await amrMethods(victim)).toEqual(['recovery']);
      await expectClaimsEnded(address, 1);
      await expectVictimChooses(address, victim);
    });

    it('keeps holding in reverse: the second sign-up never replaces the first one’s password', async () => {
      const address = email('first');
      const first = await supabaseFor(host.url);
      expect((await first.auth.signUp({ email: address, password: victimPassword })).error).toBeNull();
      const second = await supabaseFor(host.url);
      expect((await second.auth.signUp({ email: address, password: attackerPassword })).error).toBeNull();
      const { tokenHash } = await confirmationMail(address);
      expect((await first.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
      await expectVictimChooses(address, first);
    });

    it('keeps the password and data of an uncontested sign-up, repeated or not', async () => {
      const address = email('alone');
      const client = await supabaseFor(host.url);
      const signUp = () =>
        client.auth.signUp({
          email: address,
          password: victimPassword,
          options: { data: { display_name: 'Alone' } },
        });
      expect((await signUp()).error).toBeNull();
      // A double click: the same password again is no contest.
      expect((await signUp()).error).toBeNull();
      const { tokenHash } = await confirmationMail(address);
      const confirmed = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(await amrMethods(client)).toEqual(['otp']);
      const signedIn = await signIn(address, victimPassword);
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user!.user_metadata).toEqual({ display_name: 'Alone' });
    });
  },
  AUTH_TEST_MS,
);
