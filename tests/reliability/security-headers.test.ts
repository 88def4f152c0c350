// Security headers on every page and API response of the real host, CORS that never lets a
// foreign origin make credentialed calls, and Chromium loading the web app and the kiosk under the
// Content-Security-Policy with no violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { ensureWebBuild } from '../e2e/match-night-setup.ts';

let host: Host;
// A second site (say, the league's own website) allowed to call /api and /auth/v1.
const listed = 'https://league.example';
let browser: Browser;

beforeAll(async () => {
  ensureWebBuild();
  host = await startHost({ env: { CORS_ORIGINS: listed } });
  browser = await launchChromium();
}, HOST_START_MS);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const admin = ['/', '/leagues', '/no-such-page', '/assets/no-such.js'];
const data = ['/api/leagues', '/api/no-such-route', '/config.json', '/auth/v1/health', '/mail/messages.json'];

describe('security headers', () => {
  it.each([...admin, ...data, '/kiosk/'])('%s has nosniff, a referrer policy and a CSP', async (p) => {
    const res = await fetch(`${host.url}${p}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it.each(admin)('the admin page %s may not be framed and runs only its own scripts', async (p) => {
    const res = await fetch(`${host.url}${p}`);
    const csp = res.headers.get('content-security-policy')!;
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it.each(data)('the data response %s allows nothing to run', async (p) => {
    const res = await fetch(`${host.url}${p}`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the kiosk may be embedded by a venue but runs only its own scripts', async () => {
    const res = await fetch(`${host.url}/kiosk/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('media-src');
  });

  it('the live stream carries the headers too', async () => {
    const abort = new AbortController();
    const res = await fetch(`${host.url}/api/live`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    abort.abort();
  });
});

describe('CORS', () => {
  const evil = 'https://evil.example';
  const routes = ['/api/leagues', '/auth/v1/token?grant_type=password', '/auth/v1/user', '/auth/v1/settings'];
  const preflight = (p: string, origin: string) =>
    fetch(`${host.url}${p}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const corsHeaders = (res: Response) =>
    [...res.headers.keys()].filter((k) => k.startsWith('access-control-'));

  it.each(routes)('a foreign origin gets no CORS headers at all from %s', async (p) => {
    const pre = await preflight(p, evil);
    expect(pre.status).toBe(204);
    expect(corsHeaders(pre)).toEqual([]);
    const get = await fetch(`${host.url}${p}`, { headers: { origin: evil } });
    expect(corsHeaders(get)).toEqual([]);
    expect(get.headers.get('vary')).toContain('Origin');
  });

  it.each(routes)(
    'an origin in CORS_ORIGINS may call %s with a bearer token, never with cookies',
    async (p) => {
      const pre = await preflight(p, listed);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(listed);
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')!.split(',')).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
      const get = await fetch(`${host.url}${p}`, { headers: { origin: listed } });
      expect(get.headers.get('access-control-allow-origin')).toBe(listed);
      expect(get.headers.get('access-control-allow-credentials')).toBeNull();
      expect(get.headers.get('vary')).toContain('Origin');
    },
  );

  it('lets a listed origin read the API version and the idempotency replay flag', async () => {
    const auth = await fetch(`${host.url}/auth/v1/settings`, { headers: { origin: listed } });
    expect(auth.headers.get('access-control-expose-headers')).toBe('X-Supabase-Api-Version');
    const api = await fetch(`${host.url}/api/leagues`, { headers: { origin: listed } });
    expect(api.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
  });
});

describe('Content-Security-Policy in Chromium', () => {
  it.each(['/', '/leagues', '/kiosk/'])('%s loads with no CSP violation or page error', async (p) => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective})`),
      );
    });
    await page.goto(`${host.url}${p}`, { waitUntil: 'networkidle' });
    // Something rendered into the app's root: the scripts ran.
    expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
