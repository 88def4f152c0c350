// NODE_ENV=production (docs/self-hosting.md): the front ends are served as built and never built at
// start, a release without its builds refuses to start before it touches the database, and every
// line the host prints is JSON. Each host runs from a copy of this checkout without builds.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutWithoutBuilds,
  HOST_START_MS,
  jsonLines,
  migratedDataDir,
  refusedStart,
  startHost,
} from '../support/host.ts';

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://league.example',
  LOG_LEVEL: 'info',
  // Unset: a production host must not build whatever this says.
  CUEBOARD_SKIP_BUILD: '',
};

let root: string;
beforeAll(() => {
  root = checkoutWithoutBuilds();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a production host', () => {
  it(
    'refuses to start without the front ends’ builds, naming them, before it opens the database',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-prod-'));
      try {
        const { code, output } = await refusedStart({ root, dataDir, env: production });
        expect(code).toBe('1');
        expect(jsonLines(output)).toEqual([
          expect.objectContaining({
            level: 60,
            msg: 'Cueboard could not start. NODE_ENV=production serves the front ends as built, and web/dist, kiosk/dist, web/public-site/dist are missing: run `npm run build` first.',
          }),
        ]);
        expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
        for (const dist of ['web/dist', 'kiosk/dist', 'web/public-site/dist'])
          expect(existsSync(path.join(root, dist))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    HOST_START_MS,
  );

  it(
    'serves the builds as they are, builds nothing, and prints only JSON lines',
    async () => {
      // Builds older than every source: a development host would build them again.
      const builds = {
        'web/dist/index.html': '<!doctype html><title>the web build</title>',
        'kiosk/dist/index.html': '<!doctype html><title>the kiosk build</title>',
        'web/public-site/dist/.vite/manifest.json': '{}',
      };
      const longAgo = new Date('2020-01-01T00:00:00Z');
      for (const [file, text] of Object.entries(builds)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
        utimesSync(path.join(root, file), longAgo, longAgo);
      }
      const dataDir = await migratedDataDir();
      const host = await startHost({ root, dataDir, env: production });
      try {
        expect(await (await fetch(`${host.url}/`)).text()).toBe(builds['web/dist/index.html']);
        expect(await (await fetch(`${host.url}/kiosk/`)).text()).toBe(builds['kiosk/dist/index.html']);
        expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
      } finally {
        await host.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      const lines = jsonLines(host.output());
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, msg: 'Cueboard is running', siteUrl: 'https://league.example' }),
      );
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', path: '/kiosk/', status: 200 }));
      expect(host.output()).not.toMatch(/Building|vite/i);
      expect(existsSync(path.join(root, 'web/dist/assets'))).toBe(false);
    },
    HOST_START_MS,
  );
});
