// The site handler (server/site/handler.ts) as the Node host mounts it and as Deno serves it
// (deploy/site/main.ts, what Deno Deploy runs beside a Supabase project), on one migrated database on
// the PostgreSQL test server: every page, embed, calendar feed and bundle file answers the same
// status, content type and body bytes from both, and the entry type-checks under Deno.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../api/db/postgres.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { freshPostgresUrl } from '../support/engines.ts';
import { freePort } from '../support/postgres-server.ts';
import { publicSiteScenario } from './public-site-scenario.ts';
import { setup, type Harness } from './support.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://league.example';
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Answer {
  status: number;
  contentType: string | null;
  body: Uint8Array;
}

/** The site bundle's entry script, from the build's manifest (the test script builds the site first). */
function bundleScript(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'web/public-site/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  if (!entry) throw new Error('web/public-site/dist has no entry: run npm run build:site');
  return `/site/${entry.file}`;
}

describe('the site handler on the Node host and under Deno', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-site-deno-'));
  let h: Harness;
  let s: Awaited<ReturnType<typeof publicSiteScenario>>;
  let host: Hono;
  let proc: ChildProcess;
  let deno: string;
  let output = '';

  // Uncompressed on both sides: the bytes compared are the document's, not one gzip's.
  const init = { headers: { 'accept-encoding': 'identity' } };
  const answer = async (res: Response): Promise<Answer> => ({
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: new Uint8Array(await res.arrayBuffer()),
  });
  const fromNode = async (p: string) => answer(await host.request(p, init));
  const fromDeno = async (p: string) => answer(await fetch(`${deno}${p}`, init));

  beforeAll(async () => {
    const url = await freshPostgresUrl();
    h = await setup('postgres', openPostgres(url));
    s = await publicSiteScenario(h);
    const env = parseEnv({ DATA_DIR: dataDir, SITE_URL });
    const keys = await createKeys(env.JWT_SECRET);
    const mailer = createMailer({ db: h.db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
    host = createHostApp({
      db: h.db,
      env,
      keys,
      mailer,
      logger: pino({ level: 'silent' }),
      api: h.app,
      root,
    });

    const port = await freePort();
    deno = `http://127.0.0.1:${port}`;
    // node_modules supplies the npm: packages, so the test needs no registry.
    proc = spawn(
      'node_modules/.bin/deno',
      ['run', '-A', '--node-modules-dir=manual', '--config', 'deploy/site/deno.json', 'deploy/site/main.ts'],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          SITE_URL,
          API_URL: `${SITE_URL}/api`, // the host's default, so the pages' data match
          TIME_ZONE: timeZone,
          PORT: String(port),
        },
        stdio: 'pipe',
      },
    );
    proc.stdout?.on('data', (d) => (output += d));
    proc.stderr?.on('data', (d) => (output += d));
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`${deno}${bundleScript()}`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (proc.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the site did not start under Deno:\n${output}`);
  }, 180_000);

  afterAll(async () => {
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
    await h?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the same organisation, league, division, team and player pages, and the same 404 pages', async () => {
    const l = s.league.id;
    const pages = [
      ['/results/o/cueboard', 200],
      ['/results/o/nobody', 404],
      [`/results/${l}`, 200],
      [`/results/${l}/divisions/${s.division.id}`, 200],
      [`/results/${l}/teams/${s.home.id}`, 200],
      [`/results/${l}/players/${s.homePlayer.id}`, 200],
      [`/results/${l}/teams/999999`, 404],
    ] as const;
    for (const [page, status] of pages) {
      const node = await fromNode(page);
      expect(node.status, page).toBe(status);
      expect(node.contentType, page).toBe('text/html; charset=UTF-8');
      expect(new TextDecoder().decode(node.body), page).toContain('<div id="root">');
      expect(await fromDeno(page), page).toEqual(node);
    }
  });

  it("sends the same embeds: a division's table and a team's fixtures", async () => {
    const embeds = [
      `/embed/divisions/${s.division.id}/standings`,
      `/embed/teams/${s.home.id}/fixtures?tz=Europe/London`,
    ];
    for (const embed of embeds) {
      const node = await fromNode(embed);
      expect(node.status, embed).toBe(200);
      expect(new TextDecoder().decode(node.body), embed).toContain('Red Lions');
      expect(await fromDeno(embed), embed).toEqual(node);
    }
  });

  it("sends the same team calendar at the API's address, and the API's errors", async () => {
    const feed = `/api/teams/${s.home.id}/calendar.ics`;
    const node = await fromNode(feed);
    expect(node.status).toBe(200);
    expect(node.contentType).toBe('text/calendar; charset=utf-8');
    expect(new TextDecoder().decode(node.body)).toContain('SUMMARY:Red Lions v Blue Cues');
    expect(await fromDeno(feed)).toEqual(node);
    // The /api app's own route gives the same feed (the Edge Function's, on a Supabase project).
    expect(await answer(await h.app.request(feed, init))).toEqual(node);
    // And the same JSON errors: a team that does not exist, an id that is not one.
    for (const [missing, status] of [
      ['/api/teams/999999/calendar.ics', 404],
      ['/api/teams/abc/calendar.ics', 400],
    ] as const) {
      const api = await answer(await h.app.request(missing, init));
      expect(api.status, missing).toBe(status);
      expect(await fromNode(missing), missing).toEqual(api);
      expect(await fromDeno(missing), missing).toEqual(api);
    }
  });

  it("sends the same bundle file from the site's build", async () => {
    const script = bundleScript();
    const node = await fromNode(script);
    expect(node.status).toBe(200);
    expect(node.contentType).toBe('text/javascript; charset=utf-8');
    expect(node.body).toEqual(
      new Uint8Array(readFileSync(path.join(root, 'web/public-site/dist', script.slice(6)))),
    );
    expect(await fromDeno(script)).toEqual(node);
  });

  it("gives Deno's answers the host's security headers, and gzip from both that unpacks to the same page", async () => {
    const page = `/results/${s.league.id}`;
    const [node, fromDenoGzip] = await Promise.all([
      fromNode(page),
      fetch(`${deno}${page}`, { headers: { 'accept-encoding': 'gzip' } }),
    ]);
    // fetch unpacks it: the bytes after gunzip are the page.
    expect(new Uint8Array(await fromDenoGzip.arrayBuffer())).toEqual(node.body);
    expect(fromDenoGzip.headers.get('content-encoding')).toBe('gzip');
    // The host gzips the same page (CompressionStream in the handler, as before with node:zlib).
    const nodeGzip = await host.request(page, { headers: { 'accept-encoding': 'gzip' } });
    expect(nodeGzip.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(gunzipSync(new Uint8Array(await nodeGzip.arrayBuffer())))).toEqual(node.body);
    expect(fromDenoGzip.headers.get('x-frame-options')).toBe('DENY');
    expect(fromDenoGzip.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://league.example;",
    );
    const embed = await fetch(`${deno}/embed/divisions/${s.division.id}/standings`);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });

  it('type-checks under Deno with its own import map', async () => {
    const check = promisify(execFile)('node_modules/.bin/deno', [
      'check',
      '--node-modules-dir=manual',
      '--config',
      'deploy/site/deno.json',
      'deploy/site/main.ts',
    ]);
    await expect(check).resolves.toBeDefined();
  }, 120_000);
});
