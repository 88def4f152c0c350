// Notification e-mail over real SMTP (an smtp-server started here): the one-click unsubscribe
// headers of RFC 8058 are on the message, and while the server refuses mail the outbox keeps the
// e-mail and retries it until it is delivered, once.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';
import { notificationSender, type NotificationSender } from '../../server/notifications.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('notification e-mail over SMTP (%s)', (engine) => {
  const received: { to: string[]; raw: string }[] = [];
  let refuse = false;
  let smtp: SMTPServer;
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let sender: NotificationSender;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks)
              .toString()
              .replace(/\r\n[ \t]+/g, ' '), // headers unfolded
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    h = await setup(engine);
    s = await seedLeague(h);
    const siteUrl = 'https://league.example.com';
    const mailer = createMailer({
      db: h.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'league@example.com',
      siteUrl,
    });
    sender = notificationSender({ db: h.db, mailer, siteUrl, retryMs: 20, intervalMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    sender.stop();
    await h.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const move = (kickoffAt: string) =>
    h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: h.organiser.token, body: { kickoffAt } });
  const to = (address: string) => received.filter((m) => m.to.includes(address));

  it('carries the one-click unsubscribe headers', async () => {
    await move('2027-03-04T19:30:00Z');
    await sender.drain();
    const [mail] = to(s.homeCaptain.email);
    expect(mail.raw).toMatch(/^Subject: Red Lions v Blue Cues: new date$/m);
    expect(mail.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/league\.example\.com\/api\/unsubscribe\?token=[\w-]+>$/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('keeps the e-mail while SMTP refuses it, and delivers it once SMTP takes it again', async () => {
    refuse = true;
    await move('2027-03-11T19:30:00Z');
    await sender.drain();
    const [waiting] = await h.db.query<{ attempts: number; last_error: string }>(
      'select attempts, last_error from public.notification_outbox where sent_at is null order by id limit 1',
    );
    expect(waiting.attempts).toBe(1);
    expect(waiting.last_error).toMatch(/Mailbox unavailable/);
    expect(to(s.awayCaptain.email)).toHaveLength(1);

    refuse = false;
    await expect
      .poll(async () => {
        await sender.drain();
        return to(s.awayCaptain.email).length;
      })
      .toBe(2);
    expect(await h.count('notification_outbox', 'sent_at is null')).toBe(0);
    await sender.drain();
    expect(to(s.homeCaptain.email)).toHaveLength(2);
  });
});
