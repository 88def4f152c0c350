// Behind a proxy: X-Forwarded-For picks the rate-limit bucket only when it comes from one of
// TRUSTED_PROXIES, for sign-in and screen pairing alike, and the mailbox is never opened by a
// request a proxy forwarded (a proxy on this machine connects from loopback for everyone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Hono } from 'hono';
import type { Db } from '../../api/db/port.ts';
import { createApi } from '../../api/app.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { engines, freshDb } from '../support/engines.ts';
import { AUTH_TEST_MS, email } from './fixture.ts';

const SIGNIN_PER_IP = 3;
const PAIRS_PER_MINUTE = 30;

describe.each(engines)(
  'client addresses behind proxies on %s',
  (engine) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-proxies-'));
    let db: Db;
    const hostApp = async (env: Record<string, string>): Promise<Hono> => {
      const parsed = parseEnv({ DATA_DIR: dataDir, AUTH_SIGNIN_PER_IP: String(SIGNIN_PER_IP), ...env });
      const keys = await createKeys(parsed.JWT_SECRET);
      const mailer = createMailer({ db, from: parsed.SMTP_FROM, siteUrl: parsed.SITE_URL });
      const api = createApi({ db, verifyJwt: keys.verify });
      const logger = pino({ level: 'silent' });
      return createHostApp({ db, env: parsed, keys, mailer, logger, api, root: dataDir });
    };
    let direct: Hono; // TRUSTED_PROXIES unset
    let proxied: Hono; // TRUSTED_PROXIES=127.0.0.1, as with nginx on the same machine
    beforeAll(async () => {
      db = await freshDb(engine);
      direct = await hostApp({});
      proxied = await hostApp({ TRUSTED_PROXIES: '127.0.0.1' });
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const request = (app: Hono, route: string, socket: string, init: RequestInit = {}) =>
      app.request(route, init, { incoming: { socket: { remoteAddress: socket, remotePort: 50000 } } });
    const signIn = async (app: Hono, socket: string, forwardedFor?: string) => {
      const res = await request(app, '/auth/v1/token?grant_type=password', socket, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({ email: email('nobody'), password: 'wrong-password' }),
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    };
    const pair = async (app: Hono, socket: string, forwardedFor?: string) =>
      (
        await request(app, '/api/screens/pair', socket, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
          body: JSON.stringify({}),
        })
      ).status;
    const refused = { status: 400, code: 'invalid_credentials' };
    const limited = { status: 429, code: 'over_request_rate_limit' };

    it('without TRUSTED_PROXIES, a made-up X-Forwarded-For does not give a new sign-in bucket', async () => {
      const socket = '203.0.113.1';
      for (let i = 1; i <= SIGNIN_PER_IP; i++) {
        expect(await signIn(direct, socket, `198.51.100.${i}`)).toEqual(refused);
      }
      expect(await signIn(direct, socket, '198.51.100.99')).toEqual(limited);
      expect(await signIn(direct, socket)).toEqual(limited);
      // Another machine still signs in.
      expect(await signIn(direct, '203.0.113.2', '198.51.100.99')).toEqual(refused);
    });

    it('without TRUSTED_PROXIES, a made-up X-Forwarded-For does not give a new pairing bucket', async () => {
      const socket = '203.0.113.3';
      for (let i = 1; i <= PAIRS_PER_MINUTE; i++)
        expect(await pair(direct, socket, `198.51.100.${i}`)).toBe(201);
      expect(await pair(direct, socket, '198.51.100.200')).toBe(429);
      expect(await pair(direct, '203.0.113.4')).toBe(201);
    });

    it('with TRUSTED_PROXIES=127.0.0.1, clients forwarded by the proxy get separate sign-in buckets', async () => {
      const [a, b] = ['192.0.2.10', '192.0.2.11'];
      for (let i = 1; i <= SIGNIN_PER_IP; i++) expect(await signIn(proxied, '127.0.0.1', a)).toEqual(refused);
      expect(await signIn(proxied, '127.0.0.1', a)).toEqual(limited);
      // The client may prepend what it likes; the proxy appends the address it saw.
      expect(await signIn(proxied, '127.0.0.1', `${b}, ${a}`)).toEqual(limited);
      expect(await signIn(proxied, '127.0.0.1', b)).toEqual(refused);
      // A request from elsewhere is not believed, whatever it says.
      expect(await signIn(proxied, '192.0.2.12', a)).toEqual(refused);
    });

    it('with TRUSTED_PROXIES=127.0.0.1, clients forwarded by the proxy get separate pairing buckets', async () => {
      const [a, b] = ['192.0.2.20', '192.0.2.21'];
      for (let i = 1; i <= PAIRS_PER_MINUTE; i++)
        expect(await pair(proxied, '::ffff:127.0.0.1', a)).toBe(201);
      expect(await pair(proxied, '127.0.0.1', a)).toBe(429);
      expect(await pair(proxied, '127.0.0.1', b)).toBe(201);
    });

    it('never opens the mailbox to a request a proxy on this machine forwarded', async () => {
      for (const app of [direct, proxied]) {
        expect((await request(app, '/mail/messages.json', '127.0.0.1')).status).toBe(200);
        for (const header of ['x-forwarded-for', 'x-real-ip']) {
          const res = await request(app, '/mail/messages.json', '127.0.0.1', {
            headers: { [header]: '198.51.100.7' },
          });
          expect(res.status).toBe(403);
          expect(await res.json()).toMatchObject({ code: 'forbidden' });
        }
        const forwarded = { headers: { forwarded: 'for=198.51.100.7' } };
        expect((await request(app, '/mail', '::1', forwarded)).status).toBe(403);
        // A forwarded header naming this machine does not open it to another machine either.
        const spoofed = { headers: { 'x-forwarded-for': '127.0.0.1' } };
        expect((await request(app, '/mail/messages.json', '198.51.100.8', spoofed)).status).toBe(403);
      }
    });
  },
  AUTH_TEST_MS,
);
