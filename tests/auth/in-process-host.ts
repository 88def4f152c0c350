// The host app in-process (app.fetch, no server) on a fresh database of either engine, so a suite
// can read every table while it calls /auth/v1 — the fuzz (fuzz.test.ts) and the error-log rule
// (error-log.test.ts). The limits are raised, as a test host's are; the mailbox is local.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type DestinationStream } from 'pino';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { hostLogger } from '../../server/logger.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { freshDb, type Engine } from '../support/engines.ts';
import { QUICK_HASH_COST } from '../support/host.ts';

export const SITE_URL = 'http://league.test';

export async function inProcessHost(
  engine: Engine,
  options: { log?: DestinationStream; smtpUrl?: string } = {},
) {
  const db = await freshDb(engine);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-auth-'));
  const raised = '100000';
  const env = parseEnv({
    DATA_DIR: dataDir,
    SITE_URL,
    AUTH_SIGNIN_PER_IP: raised,
    AUTH_SIGNIN_PER_EMAIL: raised,
    AUTH_SIGNUP_PER_IP: raised,
    AUTH_EMAIL_PER_IP: raised,
    AUTH_VERIFY_PER_IP: raised,
    AUTH_VERIFY_PER_EMAIL: raised,
    AUTH_EMAIL_FREQUENCY: '0',
    AUTH_PASSWORD_HASH_COST: QUICK_HASH_COST,
  });
  const keys = await createKeys(env.JWT_SECRET);
  const mailer = createMailer({ db, smtpUrl: options.smtpUrl, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
  const logger = options.log ? hostLogger('warn', options.log) : pino({ level: 'silent' });
  const app = createHostApp({ db, env, keys, mailer, logger, root: dataDir });

  /** A raw /auth/v1 call as supabase-js sends it (apikey, API version), from the loopback address. */
  async function auth(method: string, route: string, body?: unknown, token = keys.anonKey) {
    const res = await app.fetch(
      new Request(`${SITE_URL}/auth/v1${route}`, {
        method,
        headers: {
          apikey: keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json;charset=UTF-8',
          'x-supabase-api-version': '2024-01-01',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      }),
      { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50000 } } },
    );
    const text = await res.text();
    let json: Record<string, unknown>;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { text };
    }
    return { status: res.status, body: json, location: res.headers.get('location') };
  }

  /** The mail to `to`, newest first. */
  const mails = (to: string) =>
    db.query<{ id: number; text_body: string }>(
      'select id, text_body from auth.mailbox_messages where to_address = $1 order by id desc',
      [to],
    );

  /** A confirmed account, signed in: its id and session. */
  async function confirmedUser(email: string, password: string) {
    expect200(await auth('POST', '/signup', { email, password }));
    const [mail] = await mails(email);
    const tokenHash = /token_hash=(\w+)/.exec(mail.text_body)![1];
    const verified = await auth('POST', '/verify', { type: 'signup', token_hash: tokenHash });
    expect200(verified);
    return verified.body as { access_token: string; refresh_token: string; user: { id: string } };
  }

  const close = async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, app, keys, auth, mails, confirmedUser, close };
}

function expect200(answer: { status: number; body: unknown }) {
  if (answer.status !== 200)
    throw new Error(`Expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

export type InProcessHost = Awaited<ReturnType<typeof inProcessHost>>;
