// The public league site (/results/...): each page's HTML rendered here with react-dom/server from
// the site's components (web/public-site), its data loaded in-process as the anonymous role
// (api/public-pages), then hydrated by the site's own small bundle at /site/. The whole HTML is
// cached briefly and cleared by the live stream like the wallboard feed (api/feed-cache.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Db } from '../api/db/port.ts';
import { feedCache } from '../api/feed-cache.ts';
import type { ApiLogger } from '../api/logger.ts';
import { loadPublicPage } from '../api/public-pages/load.ts';
import { parsePublicPath, publicPath } from '@core/rules/public-paths.ts';
import { pageHead, type PageHead } from '../web/public-site/src/head.ts';
import { PublicSite, type SiteData } from '../web/public-site/src/public-site.tsx';
import { staticSite } from './static.ts';

interface Assets {
  script?: string;
  css: string;
}

/** The built bundle's entry script and its CSS (inlined: one round trip less before first paint). */
async function readAssets(dist: string): Promise<Assets> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; css?: string[] }
    >;
    const entry = Object.values(manifest).find((m) => m.isEntry);
    if (!entry) return { css: '' };
    const css = await Promise.all((entry.css ?? []).map((f) => readFile(path.join(dist, f), 'utf8')));
    return { script: `/site/${entry.file}`, css: css.join('\n') };
  } catch {
    return { css: '' }; // not built yet: the pages still read, without styles or live updates
  }
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function document(head: PageHead, url: string, body: string, data: SiteData, assets: Assets) {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}">`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${attr(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', 'Cueboard'),
    meta('name', 'twitter:card', 'summary'),
    `<link rel="canonical" href="${attr(url)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    assets.css ? `<style>${assets.css}</style>` : '',
    `</head><body><div id="root">${body}</div>`,
    // JSON, never executed (the CSP allows no inline script); "<" escaped so no text ends the element.
    `<script type="application/json" id="site-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    assets.script ? `<script type="module" src="${assets.script}"></script>` : '',
    '</body></html>',
  ].join('');
}

export interface PublicSiteDeps {
  db: Db;
  logger?: ApiLogger;
  /** Folder holding web/public-site/dist. */
  root: string;
  /** The public origin when set (behind a proxy); else the request's. */
  siteUrl?: string;
  /** Where the browser finds /api for live updates; `<origin>/api` by default. */
  apiUrl?: string;
}

export function publicSiteRoutes(deps: PublicSiteDeps): Hono {
  const dist = path.join(deps.root, 'web', 'public-site', 'dist');
  let assets: Promise<Assets> | undefined;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const render = async (c: Context) => {
    const ref = parsePublicPath(c.req.path);
    const origin = deps.siteUrl ?? new URL(c.req.url).origin;
    const key = `html:${origin}${ref ? publicPath(ref) : '404'}`;
    const { status, html, gzip } = await feedCache(deps.db, deps.logger).get(key, async () => {
      const page = ref ? ((await loadPublicPage(deps.db, ref, deps.logger)) ?? null) : null;
      const loaded = await (assets ??= readAssets(dist));
      if (!loaded.script) assets = undefined; // built later: look again next time
      const data: SiteData = {
        page,
        settings: { timeZone, apiUrl: deps.apiUrl ?? `${origin}/api`, siteUrl: origin },
      };
      const body = renderToString(createElement(PublicSite, data));
      const url = `${origin}${ref ? publicPath(ref) : c.req.path}`;
      const html = document(pageHead(page), url, body, data, loaded);
      // Compressed once per load, not per request: a fifth of the bytes for every phone after it.
      return { status: page ? 200 : 404, html, gzip: new Uint8Array(gzipSync(html)) };
    });
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(html, status as 200 | 404);
    c.header('Content-Encoding', 'gzip');
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(gzip, status as 200 | 404);
  };

  const site = staticSite(dist, 'public site');
  return new Hono()
    .get('/results', render)
    .get('/results/*', render)
    .get('/site/*', (c) => site(c, c.req.path.slice('/site/'.length)));
}
