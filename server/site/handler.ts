// The public site, its embeds and the calendar feeds as one web-standard fetch handler (Request to
// Response): the Node host mounts it (server/public-site.ts) and Deno serves it unchanged
// (deploy/site/main.ts), beside a Supabase project whose Edge Functions may not answer text/html.
// It depends on web APIs, the Db port and a reader of the built bundle (web/public-site/dist) only:
// no node: module here (eslint.config.js), so both runtimes send the same bytes for the same data.
import { Hono } from 'hono';
import type { Db } from '../../api/db/port.ts';
import type { ApiLogger } from '../../api/logger.ts';
import { cachedReads } from '../../api/read-cache.ts';
import { embedApp } from '../embeds/embed-routes.ts';
import { calendarApp, calendarPaths } from './calendar.ts';
import { publicPages } from './pages.ts';
import { staticFiles, type FileReader } from './static-files.ts';

export interface SiteDeps {
  db: Db;
  /** Reads a file of web/public-site/dist by its path inside it. */
  readFile: FileReader;
  logger?: ApiLogger;
  /** The public origin when set (behind a proxy); else the request's. */
  siteUrl?: string;
  /** Where the browser finds /api for live updates; `<origin>/api` by default. */
  apiUrl?: string;
  /** The time zone pages show times in; the process's by default. */
  timeZone?: string;
  /** The bound of the anonymous-read cache, shared with /api on the same database (api/read-cache.ts). */
  readCacheBytes?: number;
}

/** The paths the handler answers, for a host that mounts it beside other routes. */
export const sitePaths = ['/results', '/results/*', '/site/*', '/embed/*', ...calendarPaths] as const;

export function createSiteHandler(deps: SiteDeps): (request: Request) => Promise<Response> {
  const app = new Hono();
  const pages = publicPages(deps);
  const files = staticFiles(deps.readFile, 'public site');
  // Pages, embeds and calendars are the same for every anonymous visitor; the bundle's own files are
  // already static.
  app.use(
    cachedReads({
      db: deps.db,
      maxBytes: deps.readCacheBytes,
      cacheable: (path) => !path.startsWith('/site/'),
    }),
  );
  app.get('/results', pages).get('/results/*', pages);
  app.get('/site/*', (c) => files(c.req.path.slice('/site/'.length), c.req.header('accept-encoding')));
  app.route('/', embedApp(deps.db, deps.siteUrl));
  app.route('/', calendarApp(deps.db));
  return async (request) => app.fetch(request);
}
