// The public site bundle's entry script and its CSS (inlined: one round trip less before first
// paint), found through the build's manifest (web/public-site/vite.config.ts) with the site's reader.
import type { FileReader } from './static-files.ts';

export interface Assets {
  script?: string;
  css: string;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[] }>;

const missing = (file: string) => {
  throw new Error(`${file} is not in the build`);
};

export async function readAssets(read: FileReader): Promise<Assets> {
  try {
    const manifest = (await read('.vite/manifest.json')) ?? missing('.vite/manifest.json');
    const entry = Object.values(JSON.parse(text(manifest)) as Manifest).find((m) => m.isEntry);
    if (!entry) return { css: '' };
    const css = await Promise.all((entry.css ?? []).map(async (f) => text((await read(f)) ?? missing(f))));
    return { script: `/site/${entry.file}`, css: css.join('\n') };
  } catch {
    return { css: '' }; // not built yet: the pages still read, without styles or live updates
  }
}
