// Security headers on every response of the host: pages, /api, /auth/v1 and the mailbox.
// The Content-Security-Policy allows only what the pages load: our own scripts (no inline script),
// our styles plus inline ones (the kiosk's first-paint <style>, Radix's scroll lock), sponsor and
// venue images and videos from any http(s) address, and calls back to this site only.
// The admin (web app) may not be framed; the kiosk may (a venue can embed its wallboard in a page),
// and so may the embed pages (/embed/..., a club's table or fixtures on its own website), which run
// no script at all.
import type { MiddlewareHandler } from 'hono';

const pagePolicy = (connect: string, frameAncestors: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** Responses that are data, never documents: nothing may run or be framed. */
const dataPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The embed pages: inline styles, no script, nothing loaded, framed by any site. */
const embedPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

const isEmbedPage = (path: string) => path.startsWith('/embed/');

/** Paths any site may put in a frame: the TV display and the embed pages. */
export const embeddable = (path: string) =>
  path === '/kiosk' || path.startsWith('/kiosk/') || isEmbedPage(path);

/** siteUrl: the public origin when it differs from the host's own (behind a proxy); connectOrigins:
 *  others the pages call (the /api Edge Function's, when Deno serves the site: deploy/site/main.ts). */
export function securityHeaders(
  opts: { siteUrl?: string; connectOrigins?: string[] } = {},
): MiddlewareHandler {
  const others = [opts.siteUrl, ...(opts.connectOrigins ?? [])].filter((u) => u !== undefined);
  const connect = ["'self'", ...new Set(others.map((u) => new URL(u).origin))].join(' ');
  const admin = pagePolicy(connect, "'none'");
  const kiosk = pagePolicy(connect, '*');
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const data = /^\/(api|auth\/v1|mail\/messages\.json|config\.json)(\/|$)/.test(path);
    const headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
      headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (isEmbedPage(path)) {
        headers.set('Content-Security-Policy', embedPolicy);
      } else if (embeddable(path)) {
        headers.set('Content-Security-Policy', kiosk);
      } else {
        headers.set('Content-Security-Policy', data ? dataPolicy : admin);
        headers.set('X-Frame-Options', 'DENY');
      }
    } catch {
      // An immutable response (a proxied fetch) is copied so it still gets the headers.
      c.res = new Response(c.res.body, c.res);
      return securityHeaders(opts)(c, async () => {});
    }
  };
}
