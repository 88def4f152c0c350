// deploy/Caddyfile in front of a real host: Caddy run on a free port over plain HTTP (the only
// changes to the file: that address, the host's port and no admin endpoint), then the live stream
// and the health check through it. The stream must arrive uncompressed and at once, even from a
// client that accepts compression, or a TV's events would wait in a compressor. (Debian's Caddy 2.6
// also passes it on this way with a plain `encode` for every path, since the host flushes each event;
// the Caddyfile's own block for /api/live keeps that true whatever a later Caddy compresses.)
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { freePort } from '../support/postgres-server.ts';

let host: Host;
let caddy: ChildProcess;
let proxy: string;
const work = mkdtempSync(path.join(tmpdir(), 'cueboard-caddy-'));

beforeAll(async () => {
  host = await startHost();
  const port = await freePort();
  const caddyfile = readFileSync('deploy/Caddyfile', 'utf8')
    .replace(/^league\.example\.com \{$/m, `http://localhost:${port} {`)
    .replaceAll('localhost:8787', new URL(host.url).host)
    .replace(/^\{\n/, '{\n\tadmin off\n');
  writeFileSync(path.join(work, 'Caddyfile'), caddyfile);
  caddy = spawn('caddy', ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: work },
    stdio: 'ignore',
  });
  proxy = `http://localhost:${port}`;
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${proxy}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (caddy.exitCode !== null) throw new Error(`caddy exited (${caddy.exitCode})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Caddy did not proxy /healthz');
}, HOST_START_MS);

afterAll(async () => {
  caddy?.kill('SIGTERM');
  await host?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The first bytes of a GET through Caddy, as a client accepting compression receives them. */
function firstBytes(url: string): Promise<{ headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip, zstd' } }, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ headers: res.headers, text: chunk.toString('latin1') });
        req.destroy();
      });
    });
    req.on('error', reject);
  });
}

describe('deploy/Caddyfile in front of the host', () => {
  it('passes the live stream on uncompressed, its first event at once', async () => {
    const { headers, text } = await firstBytes(`${proxy}/api/live?topics=frames`);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(text).toContain(': connected');
  });

  it('proxies the rest to the host', async () => {
    const res = await fetch(`${proxy}/healthz`);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { database: 'ok' } });
  });
});
