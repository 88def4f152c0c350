// A public page's whole HTML document around the server-rendered site: its head (title, description,
// Open Graph), the inlined CSS, the page's data for hydration and the bundle's script.
import type { PageHead } from '../../web/public-site/src/head.ts';
import type { SiteData } from '../../web/public-site/src/public-site.tsx';
import type { Assets } from './assets.ts';

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function siteDocument(head: PageHead, url: string, body: string, data: SiteData, assets: Assets) {
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
