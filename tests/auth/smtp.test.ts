// With SMTP_URL set, confirmation e-mail goes over real SMTP (an smtp-server started here) and
// the local mailbox is off; an SMTP failure leaves the account in place and a resend works later.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { supabaseFor } from '../support/mailbox.ts';
import { authFetch, email, AUTH_TEST_MS } from './fixture.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text/plain part of a MIME message, quoted-printable decoded (enough for nodemailer's output). */
function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return text;
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe(
  'e-mail over SMTP',
  () => {
    const inbox: Received[] = [];
    let refuse = false;
    let smtp: SMTPServer;
    let host: Host;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onRcptTo(address, _session, callback) {
          callback(
            refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined,
          );
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            inbox.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      host = await startHost({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Cueboard <league@example.com>' },
      });
    }, HOST_START_MS);
    afterAll(async () => {
      await host?.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }, HOST_START_MS);

    const linkIn = (message: Received) => {
      const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(plainText(message.raw))?.[0];
      if (!link) throw new Error(`No link in:\n${message.raw}`);
      return new URL(link);
    };

    it('delivers the confirmation link by SMTP, and the link confirms the account', async () => {
      const address = email('smtp');
      const client = await supabaseFor(host.url);
      const { error } = await client.auth.signUp({ email: address, password: 'secret-1' });
      expect(error).toBeNull();
      const message = inbox.find((m) => m.to.includes(address))!;
      expect(message.from).toBe('league@example.com');
      expect(message.raw).toMatch(/^Subject: Confirm your Cueboard account$/m);
      const link = linkIn(message);
      expect(`${link.origin}${link.pathname}`).toBe(`${host.url}/auth/callback`);
      const verified = await client.auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user!.email).toBe(address);
    });

    it('keeps no local mailbox while SMTP is configured', async () => {
      expect((await fetch(`${host.url}/mail/messages.json`)).status).toBe(404);
      expect((await fetch(`${host.url}/mail`)).status).toBe(404);
    });

    it('reports an SMTP failure clearly, keeps the account, and a resend delivers later', async () => {
      const address = email('smtpfail');
      refuse = true;
      const res = await authFetch(host, '/signup', { body: { email: address, password: 'secret-1' } });
      refuse = false;
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Error sending confirmation email',
      });

      const client = await supabaseFor(host.url);
      const login = await client.auth.signInWithPassword({ email: address, password: 'secret-1' });
      expect(login.error).toMatchObject({ code: 'email_not_confirmed' });

      expect((await client.auth.resend({ type: 'signup', email: address })).error).toBeNull();
      const message = inbox.find((m) => m.to.includes(address))!;
      const { error } = await client.auth.verifyOtp({
        token_hash: linkIn(message).searchParams.get('token_hash')!,
        type: 'signup',
      });
      expect(error).toBeNull();
    });
  },
  AUTH_TEST_MS,
);
