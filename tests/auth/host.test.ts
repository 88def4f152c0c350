// The host behind `npm start`: configuration, /config.json, static routes, CORS, restarts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { openPglite } from '../../server/db/pglite.ts';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { authFetch, email, AUTH_TEST_MS } from './fixture.ts';

describe(
  'the embedded host',
  () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost();
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    it('prints its URL and hands browsers their configuration', async () => {
      expect(host.output()).toContain(`Cueboard is running at ${host.url}`);
      const config = await (await fetch(`${host.url}/config.json`)).json();
      expect(config).toEqual({
        supabaseUrl: host.url,
        supabaseAnonKey: expect.any(String),
        apiUrl: `${host.url}/api`,
      });
      expect(decodeJwt(config.supabaseAnonKey)).toMatchObject({ role: 'anon', iss: 'supabase' });
    });

    it('serves the web app for app routes, and real 404s elsewhere', async () => {
      for (const route of ['/', '/leagues', '/auth/callback?token_hash=x&type=signup', '/kiosk/']) {
        const res = await fetch(`${host.url}${route}`);
        expect([route, res.status, res.headers.get('content-type')]).toEqual([
          route,
          200,
          'text/html; charset=utf-8',
        ]);
      }
      for (const route of ['/api/nothing-here', '/auth/v1/nothing-here', '/missing.js']) {
        expect([route, (await fetch(`${host.url}${route}`)).status]).toEqual([route, 404]);
      }
      const kiosk = await fetch(`${host.url}/kiosk`, { redirect: 'manual' });
      expect([kiosk.status, kiosk.headers.get('location')]).toEqual([301, '/kiosk/']);
    });

    // CORS (which origins may call /auth/v1 from a browser): tests/reliability/security-headers.test.ts.
    it('tells clients its API version and settings', async () => {
      const res = await authFetch(host, '/settings');
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
      expect((await authFetch(host, '/health')).status).toBe(200);
    });

    it('shows the local mailbox as a page', async () => {
      const address = email('page');
      await signUpConfirmed(host.url, address, 'secret-1');
      const page = await (await fetch(`${host.url}/mail`)).text();
      expect(page).toContain('Confirm your Cueboard account');
      expect(page).toContain(address);
    });
  },
  AUTH_TEST_MS,
);

describe(
  'starting and restarting the host',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-restart-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it(
      'stops at once on a bad setting, naming the variable',
      async () => {
        await expect(startHost({ env: { PORT: 'eighty' } })).rejects.toThrow(
          /Invalid configuration:\s+PORT:/,
        );
        await expect(startHost({ env: { SMTP_URL: 'mail.example.com' } })).rejects.toThrow(/SMTP_URL:/);
      },
      HOST_START_MS,
    );

    it(
      'stops with the reason when the database cannot be reached',
      async () => {
        await expect(
          startHost({ env: { DATABASE_URL: 'postgres://cueboard@127.0.0.1:1/cueboard' } }),
        ).rejects.toThrow(/Cueboard could not start\. .*ECONNREFUSED/);
      },
      HOST_START_MS,
    );

    it(
      'keeps its generated JWT secret, users and sessions across a restart',
      async () => {
        const first = await startHost({ dataDir });
        const anonKey = (await (await fetch(`${first.url}/config.json`)).json()).supabaseAnonKey;
        const { session, user } = await signUpConfirmed(first.url, email('keeper'), 'secret-1');
        const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
        await first.stop();

        // The first confirmed user became organiser (the schema's trigger on auth.users).
        const db = await openPglite(path.join(dataDir, 'pgdata'));
        expect(await db.query('select user_id, role, team_id from public.user_roles')).toEqual([
          { user_id: user.id, role: 'organiser', team_id: null },
        ]);
        await db.close();

        const second = await startHost({ dataDir, env: { SITE_URL: 'http://cueboard.test' } });
        try {
          expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
          const config = await (await fetch(`${second.url}/config.json`)).json();
          expect(config).toEqual({
            supabaseUrl: 'http://cueboard.test',
            supabaseAnonKey: anonKey,
            apiUrl: 'http://cueboard.test/api',
          });
          const res = await authFetch(second, '/user', { token: session.access_token });
          expect(res.status).toBe(200);
          expect(((await res.json()) as { id: string }).id).toBe(user.id);
        } finally {
          await second.stop();
        }
      },
      3 * HOST_START_MS,
    );
  },
  AUTH_TEST_MS,
);
