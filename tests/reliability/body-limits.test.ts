// Request bodies on the real host: /api and /auth/v1 refuse one over 1 MB (bulk fixtures: 10 MB) with
// 413 and their usual error JSON, whether the size is announced (Content-Length) or not (chunked),
// and nothing changes; a body under the limit still works.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS } from '../support/host.ts';
import { engines } from '../support/engines.ts';
import { signUpConfirmed } from '../support/mailbox.ts';
import { AUTH_TEST_MS, email, hostOn, type TestHost } from '../auth/fixture.ts';

const MB = 1024 * 1024;
const sendings = ['announced', 'chunked'] as const;
type Sending = (typeof sendings)[number];

/** A JSON object of exactly `bytes` bytes: the given fields plus padding. */
function jsonOfSize(fields: Record<string, unknown>, bytes: number): string {
  const bare = JSON.stringify({ ...fields, padding: '' });
  return JSON.stringify({ ...fields, padding: 'x'.repeat(bytes - bare.length) });
}

/**
 * POSTs `text` through node:http in 64 KiB writes, with its Content-Length or chunked without one,
 * as a client uploading a body does: the answer may come while it is still sending.
 */
function post(url: string, headers: Record<string, string>, text: string, how: Sending) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const bytes = Buffer.from(text);
    const all = {
      'content-type': 'application/json',
      ...headers,
      ...(how === 'announced' ? { 'content-length': String(bytes.length) } : {}),
    };
    let answered = false;
    const req = request(url, { method: 'POST', headers: all }, (res) => {
      answered = true;
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(data) }));
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
      req.write(bytes.subarray(offset, offset + 64 * 1024));
    }
    req.end();
  });
}

describe.each(engines)(
  'request body limits on %s',
  (engine) => {
    let host: TestHost;
    let token: string;
    beforeAll(async () => {
      host = await hostOn(engine);
      // The first confirmed user is the organiser.
      token = (await signUpConfirmed(host.url, email('organiser'), 'secret-1')).session.access_token;
    }, HOST_START_MS);
    afterAll(() => host?.stop(), HOST_START_MS);

    const api = (route: string, body: string, how: Sending = 'announced') =>
      post(`${host.url}/api${route}`, { authorization: `Bearer ${token}` }, body, how);
    const leagueNames = async () =>
      ((await (await fetch(`${host.url}/api/leagues`)).json()) as { name: string }[]).map((l) => l.name);

    it.each(sendings)('refuses an /api body just over 1 MB (%s) and creates nothing', async (how) => {
      const name = `Too Big League (${how})`;
      expect(await api('/leagues', jsonOfSize({ name, season: '2026/27' }, MB + 1), how)).toEqual({
        status: 413,
        body: { code: 'payload_too_large', message: 'The request body must be at most 1 MB' },
      });
      expect(await leagueNames()).not.toContain(name);

      const fits = `Just Fits League (${how})`;
      const created = await api('/leagues', jsonOfSize({ name: fits, season: '2026/27' }, MB), how);
      expect(created.status).toBe(201);
      expect(await leagueNames()).toContain(fits);
    });

    it.each(sendings)('lets bulk fixture creation carry up to 10 MB (%s)', async (how) => {
      // Over 1 MB is read and validated (an empty schedule is bad input), over 10 MB is not.
      const large = await api('/fixtures/bulk', jsonOfSize({ fixtures: [] }, 5 * MB), how);
      expect(large).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
      expect(await api('/fixtures/bulk', jsonOfSize({ fixtures: [] }, 10 * MB + 1), how)).toEqual({
        status: 413,
        body: { code: 'payload_too_large', message: 'The request body must be at most 10 MB' },
      });
    });

    it.each(sendings)(
      'refuses an /auth/v1 body over 1 MB (%s) in GoTrue’s shape, signing nobody up',
      async (how) => {
        const config = (await (await fetch(`${host.url}/config.json`)).json()) as { supabaseAnonKey: string };
        const address = email(`huge-${how}`);
        const headers = { apikey: config.supabaseAnonKey, 'x-supabase-api-version': '2024-01-01' };
        const tooBig = jsonOfSize({ email: address, password: 'secret-1' }, MB + 1);
        expect(await post(`${host.url}/auth/v1/signup`, headers, tooBig, how)).toEqual({
          status: 413,
          body: { code: 'request_too_large', message: 'The request body must be at most 1 MB' },
        });
        const mail = (await (await fetch(`${host.url}/mail/messages.json`)).json()) as { to: string }[];
        expect(mail.map((m) => m.to)).not.toContain(address);
        // A normal sign-up still works.
        const fits = jsonOfSize({ email: address, password: 'secret-1' }, 1000);
        expect((await post(`${host.url}/auth/v1/signup`, headers, fits, how)).status).toBe(200);
      },
    );
  },
  AUTH_TEST_MS,
);
