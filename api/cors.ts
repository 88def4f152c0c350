// The one CORS rule for /api and /auth/v1. Both take bearer tokens in the Authorization header,
// never cookies, so no response allows credentials. A page on the site's own origin needs no CORS;
// only the listed origins (SITE_URL and CORS_ORIGINS on the host) get CORS headers, and any other
// origin gets none, so its browser refuses to show it the response.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsRule {
  /** Exact origins (scheme://host[:port]) allowed to call from a browser. */
  origins: readonly string[];
  allowHeaders: string[];
  exposeHeaders?: string[];
}

export function siteCors(rule: CorsRule): MiddlewareHandler {
  const allowed = new Set(rule.origins);
  const listed = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowHeaders: rule.allowHeaders,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: rule.exposeHeaders,
    maxAge: 86_400,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return listed(c, next);
    // A preflight from anywhere else is answered, but without permission.
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      c.header('Vary', 'Origin');
      return c.body(null, 204);
    }
    await next();
    if (allowed.size) c.header('Vary', 'Origin', { append: true });
  };
}
