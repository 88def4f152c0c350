// Test hosts start from server/main.ts bundled into one file (.tmp/host.mjs), built once at the start
// of each test run by the runners' global setups. Loading the host's ~200 modules through tsx's
// loader cost about 0.7 s of a core per host, and a run starts about 150 hosts (docs/testing.md).
// The bundle sits one folder below the checkout, as server/main.ts does, so server/root.ts finds the
// same root from it; packages stay in node_modules (not bundled).
import { renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The environment variable that hands the bundle's path to the runners' workers. */
export const HOST_BUNDLE_VAR = 'CUEBOARD_TEST_HOST_BUNDLE';

export async function buildHostBundle(): Promise<string> {
  const file = path.join(root, '.tmp', 'host.mjs');
  // Written aside and renamed: a runner in another checkout's process never reads half a file.
  const partial = `${file}.${process.pid}`;
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  renameSync(partial, file);
  process.env[HOST_BUNDLE_VAR] = file;
  return file;
}
