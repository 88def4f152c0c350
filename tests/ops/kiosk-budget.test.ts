// A kiosk light enough for a Pi Zero or an old Fire TV stick: a fresh kiosk build, measured the way
// `npm run bench` measures it (bench/kiosk.ts), stays within its budget of JavaScript gzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRenderJs, KIOSK_BUDGET_KB } from '../../bench/kiosk.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let out = '';

const scripts = () =>
  readdirSync(join(out, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(out, 'assets', file)));

describe('the kiosk build', () => {
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'kiosk-build-'));
    const vite = join(root, 'node_modules', '.bin', 'vite');
    const args = ['build', '--config', 'kiosk/vite.config.ts', '--outDir', out, '--logLevel', 'error'];
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync(vite, args, { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('has a budget of 45 KB, which npm run bench enforces', () => {
    expect(KIOSK_BUDGET_KB).toBe(45);
  });

  it('loads at most 45 KB of JavaScript (gzip) before the first render', async () => {
    const { bytes, files } = await firstRenderJs(out);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(45 * 1024);
  });

  it('stays within the budget with every board type, the lazily loaded QR code included', () => {
    const all = scripts().reduce((sum, js) => sum + gzipSync(js, { level: 9 }).length, 0);
    expect(all).toBeLessThanOrEqual(45 * 1024);
  });

  it('runs React components on Preact: React DOM is not downloaded', () => {
    expect(scripts().filter((js) => js.includes('react.dev/errors'))).toEqual([]);
  });
});
