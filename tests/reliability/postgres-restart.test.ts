// A PostgreSQL outage while the host runs: requests during the outage get a clear 503 with
// Retry-After, /healthz answers 503, the host process stays up, and service (including the live stream) resumes by
// itself once the server is back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { createDatabase, startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { JWT_SECRET, organiser, seedMatches, type Call } from './world.ts';

let server: PostgresServer;
let host: Host;
let call: Call;
let fixtureId: number;
let frameId: number;

/** Stops the server (fast shutdown) without removing its data, as an operator's restart would. */
async function stopServer() {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const [{ data_directory: dir }] = (await client.query('show data_directory')).rows;
  await client.end();
  const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return; // gone
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('PostgreSQL did not stop');
}

beforeAll(async () => {
  server = await startPostgresServer();
  const DATABASE_URL = await createDatabase(server.url, 'cueboard');
  host = await startHost({ env: { DATABASE_URL, JWT_SECRET } });
  const org = await organiser(host.url);
  call = org.call;
  ({
    fixtureIds: [fixtureId],
  } = await seedMatches(org.ok, 1, 2));
  frameId = (await org.ok('POST', `/fixtures/${fixtureId}/frames`, { winner: 'na' })).id;
}, HOST_START_MS);

afterAll(async () => {
  await host?.stop();
  await server?.stop();
});

/** Reads one event from a live stream within the time limit, or undefined. */
async function nextEvent(url: string, trigger: () => Promise<unknown>, ms = 10_000) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const res = await fetch(`${url}/api/live?topics=frames&fixtureId=${fixtureId}`, {
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let triggered = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return undefined;
      text += value;
      if (!triggered && text.includes(': connected')) {
        triggered = true;
        await trigger();
      }
      const data = /^data: (.+)$/m.exec(text)?.[1];
      if (data) return JSON.parse(data) as { type: string; frameId?: number };
    }
  } catch {
    return undefined; // no event within the time limit
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe('PostgreSQL restart under a running host', () => {
  it('answers 503 with Retry-After during the outage, stays up, and resumes by itself', async () => {
    // A live stream holds the LISTEN connection open when the server goes away.
    expect(
      await nextEvent(host.url, () => call('PATCH', `/frames/${frameId}`, { winner: 'home' })),
    ).toMatchObject({
      type: 'frames.update',
      frameId,
    });
    const held = (await fetch(`${host.url}/api/live`)).body!.getReader();
    await held.read();

    await stopServer();
    for (const [method, p, body] of [
      ['GET', '/leagues', undefined],
      ['GET', `/fixtures/${fixtureId}/frames`, undefined],
      ['PATCH', `/frames/${frameId}`, { winner: 'away' }],
      ['POST', `/fixtures/${fixtureId}/frames`, { winner: 'home' }],
    ] as const) {
      const reply = await call(method, p, body);
      expect({ method, p, status: reply.status, body: reply.body }).toEqual({
        method,
        p,
        status: 503,
        body: { code: 'service_unavailable', message: 'The database is unavailable. Try again shortly.' },
      });
      expect(reply.headers.get('retry-after')).toBe('5');
    }
    // Pages and config do not need the database; the process is still serving.
    expect((await fetch(`${host.url}/config.json`)).status).toBe(200);
    // The health check says what is wrong (server/health.ts).
    const health = await fetch(`${host.url}/healthz`);
    expect({ status: health.status, body: await health.json() }).toEqual({
      status: 503,
      body: { database: 'unavailable' },
    });

    await server.start();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await call('GET', '/leagues')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    const healthy = await fetch(`${host.url}/healthz`);
    expect({ status: healthy.status, body: await healthy.json() }).toEqual({
      status: 200,
      body: { database: 'ok' },
    });
    const write = await call('PATCH', `/frames/${frameId}`, { winner: 'away' });
    expect(write.status).toBe(200);
    expect(write.body.winner).toBe('away');
    // Live events flow again to a new subscriber once the host has listened again (within seconds).
    let event: Awaited<ReturnType<typeof nextEvent>>;
    for (let i = 0; i < 10 && !event; i++) {
      event = await nextEvent(host.url, () => call('PATCH', `/frames/${frameId}`, { winner: 'home' }), 2_000);
    }
    expect(event).toMatchObject({
      type: 'frames.update',
      frameId,
    });
    await held.cancel();
    expect(host.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 120_000);

  it('delivers events to a stream opened during an outage once the server is back', async () => {
    await stopServer(); // no stream is open now, so the host holds no LISTEN and must make a new one
    const res = await fetch(`${host.url}/api/live?topics=frames&fixtureId=${fixtureId}`);
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const read = async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
      }
    };
    const reading = read().catch(() => undefined);
    await server.start();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await call('PATCH', `/frames/${frameId}`, { winner: 'away' })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    // The host listens again within a second or two; a change after that reaches this same stream.
    for (let i = 0; i < 20 && !text.includes('data: '); i++) {
      await new Promise((r) => setTimeout(r, 500));
      await call('PATCH', `/frames/${frameId}`, { winner: i % 2 ? 'away' : 'home' });
    }
    const events = [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1]));
    expect(events[0]).toMatchObject({ type: 'frames.update', frameId });
    await reader.cancel();
    await reading;
  }, 120_000);
});
