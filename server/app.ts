// The host's Hono app: /healthz (server/health.ts), /config.json, /auth/v1, the mailbox, /api,
// uploaded sponsor images at /media/sponsor-images/ (server/sponsor-images.ts), the public league
// site at /results/ with its embeds and calendar feeds (server/public-site.ts: the site handler Deno
// serves too), the kiosk at /kiosk/ and the web app at / (with SPA fallback).
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { Db } from '../api/db/port.ts';
import { authApp } from './auth/index.ts';
import { healthRoutes } from './health.ts';
import { clientAddress, clientAddressMiddleware, trustedProxies } from './client-address.ts';
import { readCacheBytes, type HostEnv } from './env.ts';
import type { Keys } from './jwt.ts';
import { mailboxRoutes } from './mail/mailbox.ts';
import { securityHeaders } from './security-headers.ts';
import type { Mailer } from './mail/mailer.ts';
import { publicSiteRoutes } from './public-site.ts';
import { sponsorImageRoutes } from './sponsor-images.ts';
import { staticSite } from './static.ts';

export interface HostDeps {
  db: Db;
  env: HostEnv;
  keys: Keys;
  mailer: Mailer;
  logger: Logger;
  /** The /api app (routes under /api), when api/app.ts exists. */
  api?: { fetch(request: Request, env?: unknown): Response | Promise<Response> };
  /** Folder holding web/dist and kiosk/dist. */
  root: string;
}

export function createHostApp(deps: HostDeps): Hono {
  const { env, logger } = deps;
  const app = new Hono();
  app.use(clientAddressMiddleware(trustedProxies(env.TRUSTED_PROXIES)));
  app.use(securityHeaders({ siteUrl: env.SITE_URL_SET ? env.SITE_URL : undefined }));
  // Before the request log: a probe every few seconds would drown it (server/health.ts).
  app.route('/', healthRoutes(deps.db));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  // Browsers learn where everything is at run time, so one build serves any deployment.
  app.get('/config.json', (c) => {
    const origin = env.SITE_URL_SET ? env.SITE_URL : new URL(c.req.url).origin;
    c.header('Cache-Control', 'no-cache');
    return c.json({ supabaseUrl: origin, supabaseAnonKey: deps.keys.anonKey, apiUrl: `${origin}/api` });
  });

  app.route('/auth/v1', authApp(deps));
  if (!env.SMTP_URL) app.route('/', mailboxRoutes(deps.db, env.MAILBOX_ACCESS));

  // Before /api: the calendar feeds under /api/.../calendar.ics are the site handler's.
  app.route(
    '/',
    publicSiteRoutes({
      db: deps.db,
      logger,
      root: deps.root,
      siteUrl: env.SITE_URL_SET ? env.SITE_URL : undefined,
      timeZone: env.TIME_ZONE,
      readCacheBytes: readCacheBytes(env),
    }),
  );

  // The /api app is a web-standard fetch app (also run as an Edge Function), so it is told the
  // client's address rather than working it out.
  const api = deps.api;
  if (api)
    app.all('/api/*', (c) => api.fetch(c.req.raw, { ...(c.env as object), clientAddress: clientAddress(c) }));
  // These paths are never the web app's routes, so they get no SPA fallback.
  const notFound = (c: Context) => c.json({ code: 'not_found', message: 'Not Found' }, 404);
  for (const prefix of ['/api', '/mail', '/auth/v1']) app.all(prefix, notFound).all(`${prefix}/*`, notFound);

  app.route('/', sponsorImageRoutes(env.DATA_DIR));
  const kiosk = staticSite(path.join(deps.root, 'kiosk', 'dist'), 'kiosk');
  const web = staticSite(path.join(deps.root, 'web', 'dist'), 'web app');
  app.get('/kiosk', (c) => c.redirect('/kiosk/', 301));
  app.get('/kiosk/*', (c) => kiosk(c, c.req.path.slice('/kiosk/'.length) || 'index.html'));
  app.get('*', (c) => web(c, c.req.path.slice(1) || 'index.html'));
  return app;
}
