// The public league site's pages (/results/..., an organisation's at /results/o/{slug}): each page's
// HTML rendered with react-dom/server from the site's components (web/public-site), its data loaded
// in-process as the anonymous role (api/public-pages), then hydrated by the site's own small bundle
// at /site/. The answer, gzipped when the browser takes it, is shared by every anonymous visitor
// until the data changes (api/read-cache.ts, server/site/handler.ts): rendered and gzipped once per
// change, not per request.
import type { Context } from 'hono';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadOrganisationPage, loadPublicPage } from '../../api/public-pages/load.ts';
import {
  organisationPath,
  parseOrganisationPath,
  parsePublicPath,
  publicPath,
} from '@core/rules/public-paths.ts';
import { pageHead } from '../../web/public-site/src/head.ts';
import { PublicSite, type SiteData } from '../../web/public-site/src/public-site.tsx';
import { readAssets, type Assets } from './assets.ts';
import { siteDocument } from './document.ts';
import { gzip } from '../../api/gzip.ts';
import type { SiteDeps } from './handler.ts';

export function publicPages(deps: SiteDeps) {
  let assets: Promise<Assets> | undefined;
  const timeZone = deps.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  return async (c: Context) => {
    const ref = parsePublicPath(c.req.path);
    const slug = ref ? undefined : parseOrganisationPath(c.req.path);
    const path = ref ? publicPath(ref) : slug ? organisationPath(slug) : undefined;
    const origin = deps.siteUrl ?? new URL(c.req.url).origin;
    const found = ref ? loadPublicPage(deps.db, ref) : slug ? loadOrganisationPage(deps.db, slug) : undefined;
    const page = (await found) ?? null;
    const loaded = await (assets ??= readAssets(deps.readFile));
    if (!loaded.script) assets = undefined; // built later: look again next time
    const data: SiteData = {
      page,
      settings: { timeZone, apiUrl: deps.apiUrl ?? `${origin}/api`, siteUrl: origin },
    };
    const body = renderToString(createElement(PublicSite, data));
    const url = `${origin}${path ?? c.req.path}`;
    const html = siteDocument(pageHead(page), url, body, data, loaded);
    const status = page ? 200 : 404;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(html, status);
    c.header('Content-Encoding', 'gzip');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(await gzip(html), status);
  };
}
