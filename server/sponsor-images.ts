// Uploaded sponsor images on the embedded host: kept in DATA_DIR/sponsor-images under their content's
// SHA-256 (so a name never changes meaning), readable by this user only (server/db/private-dir.ts),
// and served at /media/sponsor-images/<hash>.<ext> with a year's immutable cache and nosniff.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { ImageStore } from '../api/context.ts';
import { imageExtensions, imageTypes, SPONSOR_IMAGE_PATH, type ImageType } from '@core/rules/image-type.ts';

const typeOfExtension = Object.fromEntries(imageTypes.map((t) => [imageExtensions[t], t])) as Record<
  string,
  ImageType
>;

export const sponsorImageDir = (dataDir: string) => path.resolve(dataDir, 'sponsor-images');

/** Stores images as files 0600 in a folder 0700 under DATA_DIR, whatever the process's umask. */
export function diskImageStore(dataDir: string): ImageStore {
  const dir = sponsorImageDir(dataDir);
  return {
    async save(bytes, type) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${imageExtensions[type]}`;
      const file = path.join(dir, name);
      if (!(await stat(file).catch(() => undefined))) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        // Written aside then renamed, so a reader never sees half an image.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, file);
      }
      return `${SPONSOR_IMAGE_PATH}${name}`;
    },
  };
}

/** GET /media/sponsor-images/<sha256>.<png|jpg|webp>: the stored bytes, cached for a year. */
export function sponsorImageRoutes(dataDir: string): Hono {
  const dir = sponsorImageDir(dataDir);
  const app = new Hono();
  app.get(`${SPONSOR_IMAGE_PATH}:name`, async (c) => {
    const match = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(c.req.param('name'));
    const bytes = match && (await readFile(path.join(dir, match[0])).catch(() => undefined));
    c.header('X-Content-Type-Options', 'nosniff');
    if (!match || !bytes) return c.json({ code: 'not_found', message: 'Not Found' }, 404);
    c.header('Content-Type', typeOfExtension[match[2]]);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(bytes));
  });
  return app;
}
