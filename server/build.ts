// Builds web/ and kiosk/ at start when their dist is missing or older than their sources, so
// `npm start` on a fresh clone serves current front ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.vite']);

async function newest(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? await newest(full) : (await stat(full)).mtimeMs);
  }
  return latest;
}

const targets = [
  { name: 'web', dir: 'web', sources: ['web', 'core', 'kiosk/src'] },
  { name: 'kiosk', dir: 'kiosk', sources: ['kiosk', 'core'] },
  { name: 'site', dir: 'web/public-site', sources: ['web/public-site', 'core'] },
];

type Target = (typeof targets)[number];

// The site has no index.html (the host renders its pages); its manifest marks a build.
const buildMark = (root: string, { name, dir }: Target) =>
  path.join(root, dir, 'dist', name === 'site' ? '.vite/manifest.json' : 'index.html');

/** The front ends' dist folders with no build in root (NODE_ENV=production needs every one). */
export function missingFrontEnds(root: string): string[] {
  return targets
    .filter((t) => existsSync(path.join(root, t.dir, 'vite.config.ts')) && !existsSync(buildMark(root, t)))
    .map((t) => `${t.dir}/dist`);
}

export async function buildStaleFrontEnds(root: string): Promise<void> {
  for (const target of targets) {
    const { name, dir, sources } = target;
    if (!existsSync(path.join(root, dir, 'vite.config.ts'))) continue;
    const mark = buildMark(root, target);
    const built = existsSync(mark) ? (await stat(mark)).mtimeMs : 0;
    const changed = Math.max(...(await Promise.all(sources.map((s) => newest(path.join(root, s))))));
    if (built >= changed) continue;
    console.log(`Building ${name} (its build is ${built ? 'older than its sources' : 'missing'})…`);
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['run', `build:${name}`], { cwd: root, stdio: 'inherit' });
      child.on('exit', resolve);
      child.on('error', () => resolve(1));
    });
    // A failed build is reported but does not stop the host: the API and auth still serve.
    if (code !== 0) console.error(`Building ${name} failed (exit code ${code}); serving what is there.`);
  }
}
