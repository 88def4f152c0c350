// The public league site's pages (/results/..., an organisation's at /results/o/{slug}): each page's
// HTML rendered with react-dom/server from the site's components (web/public-site), its data loaded
// in-process as the anonymous role (api/public-pages), then hydrated by the site's own small bundle
// at /site/. The whole HTML is cached briefly and cleared by the live stream like the wallboard feed
// (api/feed-cache.ts), and gzipped once per load, not per request: a fifth of the bytes for every
// phone after it.
import type { Context } from 'hono';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { feedCache } from '../../api/feed-cache.ts';
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
import { gzip } from './gzip.ts';
import type { SiteDeps } from './handler.ts';

export function publicPages(deps: SiteDeps) {
  let assets: Promise<Assets> | undefined;
  const timeZone = deps.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  return async (c: Context) => {
    const ref = parsePublicPath(c.req.path);
    const slug = ref ? undefined : parseOrganisationPath(c.req.path);
    const path = ref ? publicPath(ref) : slug ? organisationPath(slug) : undefined;
    const origin = deps.siteUrl ?? new URL(c.req.url).origin;
    const key = `html:${origin}${path ?? '404'}`;
    const { status, html, gzipped } = await feedCache(deps.db, deps.logger).get(key, async () => {
      const found = ref
        ? loadPublicPage(deps.db, ref, deps.logger)
        : slug
          ? loadOrganisationPage(deps.db, slug, deps.logger)
          : undefined;
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
      return { status: page ? 200 : 404, html, gzipped: await gzip(html) };
    });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(html, status as 200 | 404);
    c.header('Content-Encoding', 'gzip');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(gzipped, status as 200 | 404);
  };
}
