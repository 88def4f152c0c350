// API benchmark on an in-process Node server on loopback (embedded PGlite, or DATABASE_URL):
// latency from a frame update (PATCH /api/frames/{id}) to its event on /api/live, and the latency
// of GET /api/wallboards/{id}/feed under 200 concurrent clients. Run alone: `npx tsx bench/api.ts`.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../api/app.ts';
import type { Claims, Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { openPglite } from '../server/db/pglite.ts';
import { migrate } from '../server/db/migrate.ts';

export interface ApiBenchResult {
  engine: string;
  frameToEvent: { samples: number; p50Ms: number; p95Ms: number };
  feed: { clients: number; requests: number; p50Ms: number; p95Ms: number; requestsPerSecond: number };
}

const secret = new TextEncoder().encode('bench-secret-0123456789abcdef0123456789');
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};

async function organiserToken(db: Db): Promise<string> {
  const [u] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ('bench@example.com', now()) returning id::text as id`,
  );
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1::uuid, 'organiser') on conflict do nothing`,
    [u.id],
  );
  return new SignJWT({ sub: u.id, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(secret);
}

async function seed(base: string, token: string) {
  const post = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const league = await post('/leagues', {
    name: 'Bench League',
    season: '2027',
    settings: { frames_per_match: 9 },
  });
  const division = await post('/divisions', { leagueId: league.id, name: 'Premier' });
  const venue = await post('/venues', { name: 'Bench Hall' });
  const teams = [];
  for (let i = 0; i < 8; i++) {
    const team = await post('/teams', { name: `Team ${i}` });
    await post(`/divisions/${division.id}/teams`, { teamId: team.id });
    teams.push(team);
  }
  let frameId = 0;
  for (let i = 0; i < 4; i++) {
    const f = await post('/fixtures', {
      divisionId: division.id,
      homeTeamId: teams[2 * i].id,
      awayTeamId: teams[2 * i + 1].id,
      venueId: venue.id,
      kickoffAt: new Date().toISOString(),
      status: 'in_play',
    });
    for (let n = 0; n < 9; n++)
      frameId = (await post(`/fixtures/${f.id}/frames`, { winner: n % 3 ? 'home' : 'away' })).id;
  }
  const wallboard = await post('/wallboards', { name: 'Bench TV', type: 'live_scores', leagueId: league.id });
  for (let i = 0; i < 5; i++) {
    const sp = await post('/sponsors', {
      name: `Sponsor ${i}`,
      imageUrl: 'https://cdn.example.com/a.png',
      weight: i + 1,
    });
    await post(`/wallboards/${wallboard.id}/sponsors`, { sponsorId: sp.id });
  }
  return { frameId, wallboardId: wallboard.id as number };
}

async function frameToEvent(base: string, token: string, frameId: number, samples: number) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/live?topics=frames`, { signal: ctrl.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let waiting: { resolve: () => void } | undefined;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value);
      if (buffer.includes(`"frameId":${frameId}`)) {
        buffer = '';
        waiting?.resolve();
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const arrived = new Promise<void>((resolve) => (waiting = { resolve }));
    const t0 = performance.now();
    await fetch(`${base}/frames/${frameId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ winner: i % 2 ? 'home' : 'away' }),
    });
    await arrived;
    times.push(performance.now() - t0);
  }
  ctrl.abort();
  return { samples, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

async function feedUnderLoad(base: string, wallboardId: number, clients: number, perClient: number) {
  const times: number[] = [];
  // Every client opens its keep-alive connection first (unmeasured), as TVs that poll all day
  // would have: the figure is the steady state, not 200 simultaneous TCP handshakes.
  let ready = 0;
  let go = () => {};
  const started = new Promise<void>((r) => (go = r));
  let start = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      await (await fetch(`${base}/wallboards/${wallboardId}/feed`)).arrayBuffer();
      if (++ready === clients) {
        start = performance.now();
        go();
      }
      await started;
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/wallboards/${wallboardId}/feed`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`feed answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    clients,
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    requestsPerSecond: Math.round(times.length / seconds),
  };
}

export async function benchApi(
  options: { samples?: number; clients?: number; perClient?: number } = {},
): Promise<ApiBenchResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? openPostgres(databaseUrl, { max: 20 }) : await openPglite();
  await migrate(db);
  const verifyJwt = async (t: string) => (await jwtVerify(t, secret)).payload as unknown as Claims;
  const app = createApi({ db, verifyJwt });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    const token = await organiserToken(db);
    const { frameId, wallboardId } = await seed(base, token);
    const frame = await frameToEvent(base, token, frameId, options.samples ?? 200);
    const feed = await feedUnderLoad(base, wallboardId, options.clients ?? 200, options.perClient ?? 10);
    return { engine: db.engine, frameToEvent: frame, feed };
  } finally {
    server.close();
    await db.close();
  }
}

export function printApiBench(r: ApiBenchResult): void {
  console.log(`API (${r.engine}, in-process Node server on loopback)`);
  console.log(
    `  frame update -> live event: p50 ${r.frameToEvent.p50Ms} ms, p95 ${r.frameToEvent.p95Ms} ms (${r.frameToEvent.samples} updates)`,
  );
  console.log(
    `  GET /api/wallboards/{id}/feed, ${r.feed.clients} concurrent clients: p50 ${r.feed.p50Ms} ms, p95 ${r.feed.p95Ms} ms, ` +
      `${r.feed.requestsPerSecond} req/s (${r.feed.requests} requests)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printApiBench(await benchApi());
}
