// The host sends the built front ends compressed: the build's Brotli copy to a browser that takes br,
// gzip otherwise (the build's, or made here), the file as it is to a client that asks for neither;
// hashed assets are cached for a year, pages revalidated. Served from a throwaway dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from './static.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'cueboard-static-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"frame ${i}"`).join(',')}];\n`;
const page = `<!doctype html><title>Cueboard</title>${'<p>League night</p>'.repeat(80)}`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/screen-def456.js'), script); // no siblings: gzip made here
writeFileSync(path.join(dist, 'index.html'), page);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = staticSite(dist, 'web app');
const app = new Hono().get('*', (c) => site(c, c.req.path.slice(1) || 'index.html'));
const get = async (url: string, acceptEncoding?: string) => {
  const res = await app.request(url, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('the host serves built front ends compressed', () => {
  it("sends a browser that takes br the build's Brotli copy of a hashed script, cached for a year", async () => {
    const { res, body } = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('gzips a script with no compressed copy, and a page that falls back to index.html', async () => {
    const screen = await get('/assets/screen-def456.js', 'gzip, deflate');
    expect(screen.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(screen.body).toString()).toBe(script);
    const again = await get('/assets/screen-def456.js', 'gzip');
    expect(gunzipSync(again.body).toString()).toBe(script);

    const route = await get('/match-night', 'gzip, br;q=0');
    expect(route.res.headers.get('content-encoding')).toBe('gzip');
    expect(route.res.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(route.body).toString()).toBe(page);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const { res, body } = await get('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe(script);
  });
});
