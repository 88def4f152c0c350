// The `jobs` Edge Function (supabase/functions/jobs/index.ts) under Deno, against a migrated database
// on the test PostgreSQL server and a real SMTP server started here: called with the service role
// key it sends the notification outbox's due e-mail once; any other caller is refused and nothing
// is sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createDatabase, freePort } from '../support/postgres-server.ts';

const serviceKey = 'service-role-key-for-the-jobs-test';

describe('the jobs Edge Function under Deno', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let db: Db;
  let proc: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
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
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const url = await createDatabase(inject('pgServerUrl'), `jobs_${randomUUID().replaceAll('-', '')}`);
    db = openPostgres(url);
    await migrate(db);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // node_modules supplies the npm: packages, so the test needs no registry.
    proc = spawn(
      'node_modules/.bin/deno',
      [
        'run',
        '-A',
        '--node-modules-dir=manual',
        '--config',
        'supabase/functions/jobs/deno.json',
        'supabase/functions/jobs/index.ts',
      ],
      {
        env: {
          ...process.env,
          SUPABASE_DB_URL: url,
          SUPABASE_SERVICE_ROLE_KEY: serviceKey,
          SITE_URL: 'https://league.example.com',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          PORT: String(port),
        },
        stdio: 'pipe',
      },
    );
    proc.stdout?.on('data', (d) => (output += d));
    proc.stderr?.on('data', (d) => (output += d));
    for (let i = 0; i < 600; i++) {
      const up = await fetch(base, { method: 'GET' }).then(
        (r) => r.status === 405,
        () => false,
      );
      if (up) return;
      if (proc.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`The jobs function did not start:\n${output}`);
  }, 120_000);

  afterAll(async () => {
    proc?.kill();
    await db?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const call = (authorization?: string) =>
    fetch(base, { method: 'POST', headers: authorization ? { authorization } : {} });

  it('sends the due e-mail once for the service role, and nothing for anyone else', async () => {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('captain@example.com', now()) returning id::text`,
    );
    await db.query(
      `insert into public.notification_outbox (user_id, kind, subject, body)
       values ($1, 'fixture', 'Red Lions v Blue Cues: new date', 'Now on 4 March.')`,
      [user.id],
    );
    const unsent = () =>
      db.query('select id from public.notification_outbox where sent_at is null').then((r) => r.length);

    for (const authorization of [undefined, 'Bearer not-the-key', `Bearer ${serviceKey}x`]) {
      const refused = await call(authorization);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await unsent()).toBe(1);
    expect(received).toEqual([]);

    const done = await call(`Bearer ${serviceKey}`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ notifications: 1, offlineAlerts: 0 });
    expect(await unsent()).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['captain@example.com']);
    expect(received[0].raw).toMatch(/^Subject: Red Lions v Blue Cues: new date\r?$/m);
    expect(received[0].raw).toMatch(
      /^List-Unsubscribe: <https:\/\/league\.example\.com\/api\/unsubscribe\?token=/m,
    );

    // The next minute's call finds nothing due: the e-mail is not sent twice.
    expect(await (await call(`Bearer ${serviceKey}`)).json()).toEqual({ notifications: 0, offlineAlerts: 0 });
    expect(received).toHaveLength(1);
  });
});
