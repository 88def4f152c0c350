// The public league site, its embeds and calendar feeds on the host: the web-standard site handler
// (server/site/handler.ts, the one Deno serves too: deploy/site/main.ts) mounted on its paths, the
// built bundle read from web/public-site/dist with node:fs.
import path from 'node:path';
import { Hono } from 'hono';
import type { Db } from '../api/db/port.ts';
import type { ApiLogger } from '../api/logger.ts';
import { createSiteHandler, sitePaths } from './site/handler.ts';
import { fileReader } from './static.ts';

export interface PublicSiteDeps {
  db: Db;
  logger?: ApiLogger;
  /** Folder holding web/public-site/dist. */
  root: string;
  /** The public origin when set (behind a proxy); else the request's. */
  siteUrl?: string;
  /** Where the browser finds /api for live updates; `<origin>/api` by default. */
  apiUrl?: string;
  /** The league's time zone for the pages' times; the process's by default. */
  timeZone?: string;
  /** The anonymous-read cache's bound in bytes (READ_CACHE_MB). */
  readCacheBytes?: number;
}

export function publicSiteRoutes({ root, ...deps }: PublicSiteDeps): Hono {
  const site = createSiteHandler({
    ...deps,
    readFile: fileReader(path.join(root, 'web', 'public-site', 'dist')),
  });
  const app = new Hono();
  for (const p of sitePaths) app.all(p, (c) => site(c.req.raw));
  return app;
}
