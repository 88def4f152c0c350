// A built front end's files through an injected reader (node:fs on the host, server/static.ts;
// Deno.readFile under Deno, deploy/site/main.ts), so the same rules serve both. Real files as they
// are, other paths fall back to index.html (the SPA's router handles them); a placeholder page when
// nothing is built yet. Text goes out compressed: the build's .br/.gz siblings when it wrote them
// (the build step in web/vite.config.ts), else gzip made here, kept in memory for hashed assets.
import { gzip } from '../../api/gzip.ts';

/** A file of a build by its path inside it ('assets/x.js'); undefined when there is none. */
export type FileReader = (relative: string) => Promise<Uint8Array | undefined>;

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
/** Gzip made here for hashed assets, by reader and path; a build holds a few hundred, so this stays small. */
const gzipped = new WeakMap<FileReader, Map<string, Uint8Array<ArrayBuffer>>>();
const MAX_GZIPPED = 2000;

/** `.js` for 'assets/a.js'; '' for a name without one (or a dot file). */
function extname(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The path inside the build, '..' never leaving it (as path.posix.normalize from its root). */
function inside(relative: string): string | undefined {
  const parts: string[] = [];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '' && part !== '.') parts.push(part);
  }
  return parts.length ? parts.join('/') : undefined;
}

/** The encodings the client takes (`br;q=0` refuses br). */
function acceptedEncodings(header: string | undefined | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

async function compressed(
  read: FileReader,
  file: string,
  raw: Uint8Array,
  immutable: boolean,
  accepted: Set<string>,
): Promise<{ encoding: 'br' | 'gzip'; body: Uint8Array } | undefined> {
  if (!COMPRESSIBLE.has(extname(file))) return undefined;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const sibling = await read(file + ext);
    if (sibling) return { encoding, body: sibling };
  }
  if (!accepted.has('gzip') || raw.length < MIN_COMPRESS_BYTES) return undefined;
  let cache = gzipped.get(read);
  if (!cache) gzipped.set(read, (cache = new Map()));
  const cached = immutable ? cache.get(file) : undefined;
  if (cached) return { encoding: 'gzip', body: cached };
  const body = await gzip(raw);
  if (immutable && cache.size < MAX_GZIPPED) cache.set(file, body);
  return { encoding: 'gzip', body };
}

async function send(
  read: FileReader,
  file: string,
  raw: Uint8Array,
  acceptEncoding: string | null | undefined,
) {
  const ext = extname(file);
  // Vite's hashed assets never change; everything else is revalidated (new deploys show at once).
  const immutable = /(^|\/)assets\//.test(file) && ext !== '.html';
  const headers = new Headers({
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (COMPRESSIBLE.has(ext)) headers.set('Vary', 'Accept-Encoding');
  const packed = await compressed(read, file, raw, immutable, acceptedEncodings(acceptEncoding));
  if (!packed) return new Response(raw as Uint8Array<ArrayBuffer>, { headers });
  headers.set('Content-Encoding', packed.encoding);
  return new Response(packed.body as Uint8Array<ArrayBuffer>, { headers });
}

/** Serves the build `read` reaches: `serve('assets/a.js', request's Accept-Encoding)`. */
export function staticFiles(read: FileReader, title: string) {
  return async (relative: string, acceptEncoding?: string | null): Promise<Response> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return new Response('Bad Request', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
      });
    }
    const file = inside(decoded);
    const raw = file && (await read(file));
    if (file && raw) return send(read, file, raw, acceptEncoding);
    // Paths that name a file (with an extension) are real 404s, not app routes.
    if (extname(decoded)) {
      return new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
      });
    }
    const index = await read('index.html');
    if (index) return send(read, 'index.html', index, acceptEncoding);
    return new Response(placeholder(title), { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  };
}

const placeholder = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cueboard</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Cueboard</h1><p>Professional cue-sports league management system</p>
<p>The ${title} has not been built yet. Run <code>npm run build</code>, then reload.</p>
</body></html>`;
