// A built front end served from a folder: real files as they are, other paths fall back to
// index.html (the SPA's router handles them); a placeholder page when nothing is built yet.
// Text files go out compressed: the build's .br/.gz siblings when it wrote them (the build step in web/vite.config.ts),
// else gzip made here, kept in memory for hashed assets (they never change).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Worth compressing: text, and more than a packet's worth of it. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
]);
const MIN_COMPRESS_BYTES = 1024;
/** Gzip made here for hashed assets, by path; a build holds a few hundred, so this stays small. */
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_GZIPPED = 2000;
const gzipAsync = promisify(gzip);

async function fileAt(root: string, relative: string): Promise<string | undefined> {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** The encodings the client takes (`br;q=0` refuses br). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

async function compressed(
  file: string,
  immutable: boolean,
  accepted: Set<string>,
): Promise<{ encoding: 'br' | 'gzip'; body: Uint8Array<ArrayBuffer> } | undefined> {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return undefined;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const sibling = await readFile(file + ext).catch(() => undefined);
    if (sibling) return { encoding, body: new Uint8Array(sibling) };
  }
  if (!accepted.has('gzip')) return undefined;
  const cached = immutable ? gzipped.get(file) : undefined;
  if (cached) return { encoding: 'gzip', body: cached };
  const raw = await readFile(file);
  if (raw.length < MIN_COMPRESS_BYTES) return undefined;
  const body = new Uint8Array(await gzipAsync(raw));
  if (immutable && gzipped.size < MAX_GZIPPED) gzipped.set(file, body);
  return { encoding: 'gzip', body };
}

async function send(c: Context, file: string) {
  const ext = path.extname(file).toLowerCase();
  // Vite's hashed assets never change; everything else is revalidated (new deploys show at once).
  const immutable = /[/\\]assets[/\\]/.test(file) && ext !== '.html';
  c.header('Content-Type', types[ext] ?? 'application/octet-stream');
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (COMPRESSIBLE.has(ext)) c.header('Vary', 'Accept-Encoding');
  const packed = await compressed(file, immutable, acceptedEncodings(c.req.header('accept-encoding')));
  if (packed) {
    c.header('Content-Encoding', packed.encoding);
    return c.body(packed.body);
  }
  return c.body(new Uint8Array(await readFile(file)));
}

export function staticSite(rootDir: string, title: string) {
  const root = path.resolve(rootDir);
  return async (c: Context, relative: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = await fileAt(root, decoded);
    if (file) return send(c, file);
    // Paths that name a file (with an extension) are real 404s, not app routes.
    if (path.posix.extname(decoded)) return c.text('Not Found', 404);
    const index = await fileAt(root, 'index.html');
    if (index) return send(c, index);
    return c.html(placeholder(title), 200);
  };
}

const placeholder = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cueboard</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Cueboard</h1><p>Professional cue-sports league management system</p>
<p>The ${title} has not been built yet. Run <code>npm run build</code>, then reload.</p>
</body></html>`;
