// A built front end served from a folder: real files as they are, other paths fall back to
// index.html (the SPA's router handles them); a placeholder page when nothing is built yet.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
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

async function fileAt(root: string, relative: string): Promise<string | undefined> {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

function send(c: Context, file: string, body: Buffer) {
  const ext = path.extname(file).toLowerCase();
  // Vite's hashed assets never change; everything else is revalidated (new deploys show at once).
  const immutable = /[/\\]assets[/\\]/.test(file) && ext !== '.html';
  c.header('Content-Type', types[ext] ?? 'application/octet-stream');
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  return c.body(new Uint8Array(body));
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
    if (file) return send(c, file, await readFile(file));
    // Paths that name a file (with an extension) are real 404s, not app routes.
    if (path.posix.extname(decoded)) return c.text('Not Found', 404);
    const index = await fileAt(root, 'index.html');
    if (index) return send(c, index, await readFile(index));
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
