// The host app in-process (app.request): the mailbox is for this machine only, the rest is not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Hono } from 'hono';
import type { Db } from '../../api/db/port.ts';
import { createApi } from '../../api/app.ts';
import { freshDb } from '../support/engines.ts';
import { AUTH_TEST_MS } from './fixture.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 50000 } } });

describe(
  'host app',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-app-'));
    let db: Db;
    let app: Hono;
    beforeAll(async () => {
      db = await freshDb('pglite');
      const env = parseEnv({ DATA_DIR: dataDir });
      const keys = await createKeys(env.JWT_SECRET);
      const mailer = createMailer({ db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
      const logger = pino({ level: 'silent' });
      const api = createApi({ db, verifyJwt: keys.verify });
      app = createHostApp({ db, env, keys, mailer, logger, api, root: dataDir });
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('shows the local mailbox only to this machine', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await app.request('/mail/messages.json', {}, from(address))).status).toBe(200);
        expect((await app.request('/mail', {}, from(address))).status).toBe(200);
      }
      for (const route of ['/mail', '/mail/messages.json']) {
        const res = await app.request(route, {}, from('192.168.1.20'));
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'forbidden' });
      }
    });

    it('serves everything else to any address, with a placeholder before the web app is built', async () => {
      expect((await app.request('/config.json', {}, from('192.168.1.20'))).status).toBe(200);
      const page = await app.request('/leagues', {}, from('192.168.1.20'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The web app has not been built yet.');
    });
  },
  AUTH_TEST_MS,
);
