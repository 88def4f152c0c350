// A built front end served from a folder on the host (the kiosk, the web app, the public site's
// bundle): the rules of server/site/static-files.ts, the files read with node:fs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { staticFiles, type FileReader } from './site/static-files.ts';

/** Reads files inside `rootDir`, and none outside it. */
export function fileReader(rootDir: string): FileReader {
  const root = path.resolve(rootDir);
  return async (relative) => {
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return undefined;
    return readFile(file).then(
      (data) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      () => undefined,
    );
  };
}

export function staticSite(rootDir: string, title: string) {
  const serve = staticFiles(fileReader(rootDir), title);
  return (c: Context, relative: string) => serve(relative, c.req.header('accept-encoding'));
}
