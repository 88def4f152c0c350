// No secret leaves the host: not the JWT secret, not a service_role key, not the SMTP password —
// in no built file (web/dist, kiosk/dist) and in no response, errors included. Sponsor and logo
// URLs are http(s) only, and a signed-out (revoked) session's token stops working on /api.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { ensureWebBuild } from '../e2e/match-night-setup.ts';
import { caller, JWT_SECRET, organiser } from './world.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SMTP_PASSWORD = 'smtp-password-never-shown-5f1c';

/** Every JWT in the text whose payload names a role other than anon. */
function privilegedTokens(text: string): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)) {
    try {
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      if (payload.role && payload.role !== 'anon' && payload.role !== 'authenticated') found.push(token);
    } catch {
      // not a JWT after all
    }
  }
  return found;
}

function leaks(text: string): string[] {
  const out: string[] = [];
  if (text.includes(JWT_SECRET)) out.push('JWT secret');
  if (text.includes(SMTP_PASSWORD)) out.push('SMTP password');
  if (privilegedTokens(text).length) out.push('service_role key');
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('secrets', () => {
  let host: Host;
  beforeAll(async () => {
    ensureWebBuild();
    // An SMTP server that refuses connections: sign-up errors must not show its address or password.
    host = await startHost({
      env: { JWT_SECRET, SMTP_URL: `smtp://cueboard:${SMTP_PASSWORD}@127.0.0.1:9` },
    });
  }, HOST_START_MS);
  afterAll(() => host?.stop());

  it('no built file of the web app or the kiosk holds a secret or a privileged key', () => {
    const built = [...files(path.join(root, 'web/dist')), ...files(path.join(root, 'kiosk/dist'))];
    expect(built.length).toBeGreaterThan(3);
    for (const file of built) {
      const text = readFileSync(file, 'latin1');
      expect({ file, leaks: leaks(text) }).toEqual({ file, leaks: [] });
      expect({ file, names: /service_role_key|jwt_secret|smtp_pass/i.exec(text)?.[0] }).toEqual({ file });
    }
  });

  it('/config.json carries only the anon key', async () => {
    const config = await (await fetch(`${host.url}/config.json`)).json();
    expect(Object.keys(config).sort()).toEqual(['apiUrl', 'supabaseAnonKey', 'supabaseUrl']);
    const payload = JSON.parse(Buffer.from(config.supabaseAnonKey.split('.')[1], 'base64url').toString());
    expect(payload.role).toBe('anon');
  });

  it('no response, error or not, shows a secret', async () => {
    const requests: [string, string, unknown?][] = [
      ['GET', '/'],
      ['GET', '/kiosk/'],
      ['GET', '/config.json'],
      ['GET', '/api/openapi.json'],
      ['GET', '/api/leagues'],
      ['GET', '/auth/v1/settings'],
      ['GET', '/auth/v1/health'],
      ['POST', '/auth/v1/signup', { email: 'leak@example.com', password: 'secret123' }],
      ['POST', '/auth/v1/recover', { email: 'leak@example.com' }],
      ['POST', '/auth/v1/resend', { type: 'signup', email: 'leak@example.com' }],
      ['POST', '/auth/v1/token?grant_type=password', { email: 'leak@example.com', password: 'nope' }],
      ['POST', '/api/leagues', { name: 'x' }],
      ['GET', '/api/leagues', undefined],
    ];
    for (const [method, p, body] of requests) {
      const res = await fetch(`${host.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = `${[...res.headers].join('\n')}\n${await res.text()}`;
      // Sign-up, recovery and resend answer 500 while SMTP is down, as Supabase Auth does (tests/auth/smtp).
      if (!/signup|recover|resend/.test(p)) expect(res.status, `${method} ${p}`).toBeLessThan(500);
      expect({ p, leaks: leaks(text) }).toEqual({ p, leaks: [] });
    }
    expect(leaks(host.output()).filter((l) => l !== 'SMTP password')).toEqual([]);
  });
});

describe('URLs and sessions', () => {
  let host: Host;
  let org: Awaited<ReturnType<typeof organiser>>;
  beforeAll(async () => {
    host = await startHost();
    org = await organiser(host.url);
  }, HOST_START_MS);
  afterAll(() => host?.stop());

  const bad = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:x',
  ];
  it.each(bad)('a sponsor or logo URL %s is refused with 400 naming the field', async (url) => {
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['POST', '/sponsors', { name: 'S', imageUrl: url }, 'imageUrl', 'Image URL'],
      ['POST', '/sponsors', { name: 'S', videoUrl: url }, 'videoUrl', 'Video URL'],
      [
        'POST',
        '/sponsors',
        { name: 'S', imageUrl: 'https://a.example/x.png', clickUrl: url },
        'clickUrl',
        'Click URL',
      ],
      ['POST', '/venues', { name: 'V', logoUrl: url }, 'logoUrl', 'Logo URL'],
    ];
    for (const [method, p, body, field, label] of cases) {
      const reply = await org.call(method, p, body);
      expect({ p, field, status: reply.status }).toEqual({ p, field, status: 400 });
      expect(reply.body.fields[field]).toEqual([`${label} must be a valid http(s) URL`]);
    }
    expect(await org.ok('GET', '/sponsors')).toEqual([]);
    expect(await org.ok('GET', '/venues')).toEqual([]);
  });

  it("a signed-out session's token gets 401 on /api", async () => {
    const { supabaseFor } = await import('../support/mailbox.ts');
    const client = await supabaseFor(host.url);
    const { data } = await client.auth.signInWithPassword({ email: org.email, password: org.password });
    const token = data.session!.access_token;
    expect((await caller(host.url, token)('GET', '/leagues')).status).toBe(200);
    await client.auth.signOut();
    const after = await caller(host.url, token)('GET', '/leagues');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session_revoked');
  });
});
