// Where redirect_to may send a browser after GET /verify: only http(s) URLs on SITE_URL's origin or
// an AUTH_REDIRECT_ALLOW_LIST origin; while SITE_URL is unset, also the host the request came to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { confirmationLink } from '../support/mailbox.ts';
import { authFetch, email, AUTH_TEST_MS } from './fixture.ts';

const SITE = 'http://cueboard.test';

describe(
  'redirect_to',
  () => {
    let host: Host;
    let unset: Host;
    beforeAll(async () => {
      [host, unset] = await Promise.all([
        startHost({
          env: {
            SITE_URL: SITE,
            AUTH_REDIRECT_ALLOW_LIST: 'https://app.example.com, https://*.preview.example',
          },
        }),
        startHost(),
      ]);
    }, HOST_START_MS);
    afterAll(() => Promise.all([host?.stop(), unset?.stop()]), HOST_START_MS);

    /** Where GET /verify with an unusable token sends the browser for this redirect_to. */
    const landing = async (on: Host, redirectTo: string, base = on.url) => {
      const res = await fetch(
        `${base}/auth/v1/verify?token=unusable&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`,
        { redirect: 'manual' },
      );
      expect(res.status).toBe(303);
      return res.headers.get('location')!.split('#')[0];
    };

    it('keeps http(s) targets on the site or the allow list', async () => {
      for (const target of [
        `${SITE}/auth/callback`,
        'https://app.example.com/auth/callback',
        'https://pr-7.preview.example/auth/callback?from=mail',
      ]) {
        expect(await landing(host, target)).toBe(target);
      }
    });

    it('sends every other target to SITE_URL', async () => {
      const port = new URL(host.url).port;
      for (const target of [
        'javascript://cueboard.test/%0aalert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript://cueboard.test/x',
        'ftp://cueboard.test/x',
        'https://cueboard.test/auth/callback', // another origin than SITE_URL's
        'http://cueboard.test:8080/auth/callback',
        'http://app.example.com/auth/callback', // not https, as listed
        'https://preview.example/auth/callback', // *. means a subdomain
        'https://evilpreview.example/auth/callback',
        'https://app.example.com.evil.example/auth/callback',
        'http://user:pass@cueboard.test/auth/callback',
        'https://evil.example/steal',
        `http://localhost:${port}/auth/callback`, // the host itself: only SITE_URL once it is set
        '/auth/callback',
        'not a url',
      ]) {
        expect(await landing(host, target), target).toBe(SITE);
      }
    });

    it('without SITE_URL, also allows the host the request came to, over http(s) only', async () => {
      const port = new URL(unset.url).port;
      const direct = `http://127.0.0.1:${port}`;
      expect(await landing(unset, `${direct}/auth/callback`, direct)).toBe(`${direct}/auth/callback`);
      expect(await landing(unset, `javascript://127.0.0.1:${port}/%0aalert(1)`, direct)).toBe(unset.url);
      expect(await landing(unset, 'https://evil.example/steal', direct)).toBe(unset.url);
    });

    it('confirms through an allowed redirect with the session, and never mails a redirect_to', async () => {
      const address = email('redirect');
      const signUp = await authFetch(
        host,
        `/signup?redirect_to=${encodeURIComponent('https://evil.example/cb')}`,
        {
          body: { email: address, password: 'secret-1', data: {}, gotrue_meta_security: {} },
        },
      );
      expect(signUp.status).toBe(200);
      const link = new URL(await confirmationLink(host.url, address));
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/auth/callback`);
      expect(link.toString()).not.toContain('evil');

      const target = 'https://pr-1.preview.example/auth/callback';
      const res = await authFetch(
        host,
        `/verify?token=${link.searchParams.get('token_hash')}&type=signup&redirect_to=${encodeURIComponent(target)}`,
      );
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(target);
      expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toEqual(expect.any(String));
    });
  },
  AUTH_TEST_MS,
);
