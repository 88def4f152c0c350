// An unexpected /auth/v1 failure is logged by the one rule of api/logger.ts: what failed (class,
// message, SQLSTATE, stack frames) and on which route, never the data it failed on. A real database
// failure — the database refusing new rows, as a constraint an operator added would — carries the
// statement's parameters (PGlite), the failing row (detail) and the statement itself; the log line
// holds none of them: no bcrypt hash, no password, no address, no refresh token. On both engines.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { inProcessHost, type InProcessHost } from './in-process-host.ts';

describe.each(engines)('the error log of /auth/v1 (%s)', (engine) => {
  let h: InProcessHost;
  const lines: string[] = [];
  beforeAll(async () => {
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    h = await inProcessHost(engine, { log });
  }, 180_000);
  afterAll(() => h?.close());

  const errors = () =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'auth: unexpected error');

  it('names the failure and its route, never the parameters, row or statement', async () => {
    const address = 'refused-owner@example.com';
    const password = 'refused-password-8812';
    const session = await h.confirmedUser('member@example.com', 'member-password-1');

    await h.db.query('alter table auth.users add constraint no_new_accounts check (false) not valid');
    const signUp = await h.auth('POST', '/signup', { email: address, password });
    expect(signUp).toMatchObject({
      status: 500,
      body: { code: 'unexpected_failure', message: 'Unexpected failure' },
    });

    await h.db.query('alter table auth.refresh_tokens add constraint no_new_tokens check (false) not valid');
    const refresh = await h.auth('POST', '/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refresh.status).toBe(500);

    expect(errors()).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        err: {
          type: expect.any(String),
          message: 'new row for relation "users" violates check constraint "no_new_accounts"',
          code: '23514',
          stack: expect.stringMatching(/^\s+at /),
        },
        method: 'POST',
        path: '/auth/v1/signup',
        msg: 'auth: unexpected error',
      },
      expect.objectContaining({
        err: expect.objectContaining({
          message: 'new row for relation "refresh_tokens" violates check constraint "no_new_tokens"',
          code: '23514',
        }),
        path: '/auth/v1/token',
      }),
    ]);
    const log = lines.join('\n');
    for (const secret of [address, password, session.refresh_token, session.access_token]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/\$2[abxy]?\$\d\d\$/);
    expect(log).not.toMatch(/insert into|Failing row|params|detail/i);
  });
});

describe('the error log of an e-mail that could not be sent', () => {
  it('names the address and the failure, never the link, its token or the code', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // An SMTP server that refuses connections (port 9, discard).
    const h = await inProcessHost('pglite', { log, smtpUrl: 'smtp://cueboard:smtp-secret@127.0.0.1:9' });
    try {
      const address = 'unlucky@example.com';
      const signUp = await h.auth('POST', '/signup', { email: address, password: 'unlucky-password-1' });
      expect(signUp).toMatchObject({ status: 500, body: { message: 'Error sending confirmation email' } });
      const [entry] = lines.map((line) => JSON.parse(line));
      expect(entry).toMatchObject({
        level: 50,
        to: address,
        err: { code: expect.stringMatching(/^E[A-Z]+$/) },
        msg: 'auth: could not send the confirmation e-mail',
      });
      expect(Object.keys(entry.err).sort()).toEqual(expect.arrayContaining(['code', 'message', 'type']));
      const text = lines.join('\n');
      expect(text).not.toMatch(/token_hash|auth\/callback|smtp-secret|unlucky-password|\$2[aby]\$/);
      expect(text).not.toMatch(/(?<![\d.:])\d{6}(?!\d)/);
    } finally {
      await h.close();
    }
  });
});
