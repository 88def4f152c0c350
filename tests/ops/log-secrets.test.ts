// What the host prints never lets a reader in: a full run — sign-up and confirmation, a password
// reset, an invitation sent and accepted, and real server failures (the database refusing new
// accounts, then dropped under the running host) — leaves in its stdout and stderr no link, token or
// code from the mailbox, no bcrypt hash, no password, no JWT and no refresh token. It still says that
// mail arrived and where to read it, and names each failure by its code and route. At the LOG_LEVEL a
// deployment has by default (warn) and at info, which logs every request.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { mailbox, latestMail, signUpConfirmed, supabaseFor } from '../support/mailbox.ts';
import { createDatabase } from '../support/postgres-server.ts';
import { AUTH_TEST_MS, email } from '../auth/fixture.ts';

/** Every secret a mail carries: its links (whole, and each token in their query or fragment) and codes. */
function mailSecrets(text: string): string[] {
  const found: string[] = [];
  for (const [link] of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(link);
    if (!url.search && !url.hash) continue; // a plain address (the site) is no secret
    found.push(link);
    const params = new URLSearchParams(`${url.search.slice(1)}&${url.hash.slice(1)}`);
    for (const [key, value] of params) if (key !== 'type' && value) found.push(value);
  }
  for (const [code] of text.matchAll(/\b\d{6}\b/g)) found.push(code);
  return found;
}

/** The secrets that occur in the output; a six-digit code only as a number of its own. */
function leaked(output: string, secrets: string[]): string[] {
  return secrets.filter((secret) =>
    /^\d{6}$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(output) : output.includes(secret),
  );
}

describe.each(['warn', 'info'])(
  'the host output at LOG_LEVEL=%s',
  (level) => {
    const serverUrl = inject('pgServerUrl');
    const name = `logs_${randomUUID().replaceAll('-', '')}`;
    let databaseUrl: string;
    let host: Host;
    let sql: pg.Client;
    beforeAll(async () => {
      databaseUrl = await createDatabase(serverUrl, name, inject('pgTemplate'));
      host = await startHost({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: level } });
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
    }, HOST_START_MS);
    afterAll(async () => {
      await sql?.end().catch(() => {});
      await host?.stop();
    }, HOST_START_MS);

    it('holds no link, code, hash, password or token after sign-up, reset, invitation and failures', async () => {
      const passwords: string[] = [];
      const tokens: string[] = [];
      const remember = (session: { access_token: string; refresh_token: string } | null | undefined) =>
        session && tokens.push(session.access_token, session.refresh_token);

      // Sign-up and confirmation: the organiser by the link, a member by the code.
      const organiserAddress = email('organiser');
      passwords.push('organiser-pass-4417');
      const organiser = await signUpConfirmed(host.url, organiserAddress, passwords.at(-1)!);
      remember(organiser.session);
      const memberAddress = email('member');
      passwords.push('member-pass-9021');
      const member = await supabaseFor(host.url);
      expect(
        (await member.auth.signUp({ email: memberAddress, password: passwords.at(-1)! })).error,
      ).toBeNull();
      const code = /\b\d{6}\b/.exec((await latestMail(host.url, memberAddress)).text)![0];
      const confirmed = await member.auth.verifyOtp({ email: memberAddress, token: code, type: 'signup' });
      expect(confirmed.error).toBeNull();
      remember(confirmed.data.session);

      // A password reset, by the e-mailed link.
      expect((await member.auth.resetPasswordForEmail(memberAddress)).error).toBeNull();
      const reset = await waitForMail(host.url, memberAddress, 'Reset your Cueboard password');
      const resetHash = new URL(/https?:\/\/\S+/.exec(reset.text)![0]).searchParams.get('token_hash')!;
      const recovered = await member.auth.verifyOtp({ token_hash: resetHash, type: 'recovery' });
      expect(recovered.error).toBeNull();
      remember(recovered.data.session);
      const memberPassword = 'member-new-pass-3318';
      passwords.push(memberPassword);
      expect((await member.auth.updateUser({ password: memberPassword })).error).toBeNull();
      const signedIn = await member.auth.signInWithPassword({
        email: memberAddress,
        password: memberPassword,
      });
      expect(signedIn.error).toBeNull();
      remember(signedIn.data.session);

      // An invitation, sent and accepted.
      const invitee = email('invitee');
      const api = (path: string, body: unknown, token?: string) =>
        fetch(`${host.url}/api${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const sent = await api(
        '/invitations',
        { email: invitee, role: 'player' },
        organiser.session.access_token,
      );
      expect(sent.status).toBe(201);
      const invitation = (await latestMail(host.url, invitee)).text;
      const inviteToken = /\/invite#token=(\S+)/.exec(invitation)![1];
      passwords.push('invitee-pass-6620');
      const accepted = await api('/invitations/accept', { token: inviteToken, password: passwords.at(-1)! });
      expect(accepted.status).toBe(200);
      const invited = await (
        await supabaseFor(host.url)
      ).auth.signInWithPassword({
        email: invitee,
        password: passwords.at(-1)!,
      });
      expect(invited.error).toBeNull();
      remember(invited.data.session);

      // Wrong passwords are secrets too.
      passwords.push('not-the-password-7731');
      expect(
        (await member.auth.signInWithPassword({ email: memberAddress, password: passwords.at(-1)! })).error,
      ).toMatchObject({ status: 400 });

      const mails = await mailbox(host.url);
      expect(mails.length).toBeGreaterThanOrEqual(4);
      const secrets = [...mails.flatMap((m) => mailSecrets(m.text)), ...passwords, ...tokens];

      // A real failure: the database refuses new accounts (as a constraint an operator added would),
      // and its error names the failing row, password hash included.
      await sql.query(
        'alter table auth.users add constraint log_test_no_new_accounts check (false) not valid',
      );
      passwords.push('refused-pass-5054');
      const refused = await (
        await supabaseFor(host.url)
      ).auth.signUp({
        email: email('refused'),
        password: passwords.at(-1)!,
      });
      expect(refused.error).toMatchObject({ status: 500 });
      await expect.poll(() => host.output()).toMatch(/23514/);

      // Then the database goes away under the running host.
      await sql.end();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database ${pg.escapeIdentifier(name)} with (force)`);
      await admin.end();
      const gone = await member.auth.signInWithPassword({ email: memberAddress, password: memberPassword });
      expect(gone.error).toMatchObject({ status: 500 });
      expect((await fetch(`${host.url}/api/leagues`)).status).toBeGreaterThanOrEqual(500);
      await host.stop();

      const output = host.output();
      expect(leaked(output, [...secrets, ...passwords])).toEqual([]);
      expect(output).not.toMatch(/\$2[abxy]?\$\d\d\$/);
      expect(output).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
      // What it does say: that mail arrived and where to read it, and each failure's code and route.
      expect(output).toContain(
        `Mail to ${invitee} arrived in the local mailbox: read it at ${host.url}/mail`,
      );
      expect(output).toMatch(
        /"code":"23514"[^\n]*"path":"\/auth\/v1\/signup","msg":"auth: unexpected error"/,
      );
      expect(output).toMatch(/"path":"\/auth\/v1\/token","msg":"auth: unexpected error"/);
    });
  },
  AUTH_TEST_MS,
);

/** The newest mail to `to` with the subject, waiting for it (a reset e-mail goes out after the answer). */
async function waitForMail(url: string, to: string, subject: string) {
  let found: Awaited<ReturnType<typeof latestMail>> | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(url)).find((m) => m.to === to && m.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
