// Tenancy at scale (issue 28): one organisation's anonymous reads and its organiser's authorization
// sweep in a database holding 100 organisations, against the same in a database holding one.
// Each database is seeded in SQL, the same season for every organisation: 2 divisions of 8 teams,
// 5 players a team, a double round robin of which half is played, 5 frames a match (the default), a
// public league-table wallboard; through the triggers an insert from the API fires (the organisation
// filled from the parent, the composite keys), but for frames and results, whose standings and
// ratings are computed once at the end. Both databases run as real hosts, each its own process
// (tests/support/host.ts), side by side; autocannon, its own process too, sends 200 concurrent
// clients to GET /config.json (the baseline) and to each read in turn, rounds alternating between
// the two hosts so both see the same machine. The sweep is a fixed list of signed-in calls, one
// after another. Run alone: `npx tsx bench/organisations.ts`.
// The seed is bench/organisations-seed.ts, the printed table bench/organisations-print.ts.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startHost, type Host } from '../tests/support/host.ts';
import { JWT_SECRET, seededDataDir, type Target } from './organisations-seed.ts';
import {
  CLIENTS,
  printOrganisationsBench,
  ROUNDS,
  SECONDS,
  SWEEP_ROUNDS,
  type Load,
  type OrganisationsBenchResult,
  type Side,
} from './organisations-print.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ORGANISATIONS = Number(process.env.BENCH_ORGANISATIONS ?? 100);

async function autocannon(url: string, seconds = SECONDS): Promise<Load> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${root}node_modules/autocannon/autocannon.js`, '-c', String(CLIENTS), '-d', String(seconds), '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Each figure's median over the rounds; errors summed. */
function medianLoad(loads: Load[]): Load {
  return {
    requestsPerSecond: median(loads.map((l) => l.requestsPerSecond)),
    p99Ms: median(loads.map((l) => l.p99Ms)),
    errors: loads.reduce((n, l) => n + l.errors, 0),
    non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
  };
}

/** The anonymous reads of one organisation, by the name the table prints. */
const readsOf = (t: Target): Record<string, string> => ({
  'GET /api/standings?divisionId=': `/api/standings?divisionId=${t.divisionId}`,
  'GET /api/fixtures?divisionId=': `/api/fixtures?divisionId=${t.divisionId}`,
  'GET /api/leagues?organisationId=': `/api/leagues?organisationId=${t.organisationId}`,
  'GET /api/wallboards/{id}/feed': `/api/wallboards/${t.wallboardId}/feed`,
});

/** The organiser's sweep: their lists, home, a team, its page's reads and one write to their own row. */
const sweepOf = (t: Target): { method: string; path: string; body?: unknown }[] => [
  { method: 'GET', path: '/api/organisations' },
  { method: 'GET', path: '/api/home' },
  { method: 'GET', path: `/api/leagues?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/teams?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/players?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/venues?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/sponsors?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/wallboards?organisationId=${t.organisationId}` },
  { method: 'GET', path: `/api/fixtures?divisionId=${t.divisionId}` },
  { method: 'GET', path: `/api/standings?divisionId=${t.divisionId}` },
  { method: 'GET', path: `/api/teams/${t.teamId}` },
  { method: 'GET', path: `/api/wallboards/${t.wallboardId}` },
  { method: 'PATCH', path: `/api/teams/${t.teamId}`, body: { name: 'Team 1-1' } },
];

/** One pass of the sweep: each call's milliseconds, and how many were refused. */
async function sweepOnce(host: Host, t: Target): Promise<{ times: number[]; refused: number }> {
  const times: number[] = [];
  let refused = 0;
  for (const c of sweepOf(t)) {
    const started = performance.now();
    const res = await fetch(`${host.url}${c.path}`, {
      method: c.method,
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) refused += 1;
  }
  return { times, refused };
}

/** The sweep on both hosts, passes alternating; the first pass warms each route and is not counted. */
async function sweeps(hosts: Host[], targets: Target[]): Promise<Side['sweep'][]> {
  const times: number[][] = hosts.map(() => []);
  const perCall: number[][][] = hosts.map((_, i) => sweepOf(targets[i]).map(() => []));
  const refused = hosts.map(() => 0);
  for (let round = 0; round <= SWEEP_ROUNDS; round++) {
    for (const [i, host] of hosts.entries()) {
      const pass = await sweepOnce(host, targets[i]);
      refused[i] += pass.refused;
      if (round > 0) {
        times[i].push(...pass.times);
        pass.times.forEach((ms, k) => perCall[i][k].push(ms));
      }
    }
  }
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return times.map((t, i) => ({
    calls: sweepOf(targets[i]).length,
    msPerRequest: round1(t.reduce((a, b) => a + b, 0) / t.length),
    p50Ms: round1(percentile(t, 50)),
    p95Ms: round1(percentile(t, 95)),
    refused: refused[i],
    perCallP50Ms: Object.fromEntries(
      sweepOf(targets[i]).map((c, k) => [
        `${c.method} ${c.path.replace(/\d+/g, '{id}')}`,
        round1(percentile(perCall[i][k], 50)),
      ]),
    ),
  }));
}

export async function benchOrganisations(): Promise<OrganisationsBenchResult> {
  const seeded = [];
  for (const count of [1, ORGANISATIONS]) seeded.push({ count, ...(await seededDataDir(count)) });
  // Request logs off (warn): both hosts serve the same routes, so the figures compare the databases.
  const hosts = await Promise.all(
    seeded.map((s) => startHost({ dataDir: s.dataDir, env: { LOG_LEVEL: 'warn', JWT_SECRET } })),
  );
  try {
    const addresses = seeded.map((s, i) => [
      `${hosts[i].url}/config.json`,
      ...Object.values(readsOf(s.target)).map((p) => `${hosts[i].url}${p}`),
    ]);
    // Warm: JIT and each route's code path, on both hosts.
    for (const urls of addresses) for (const url of urls) await autocannon(url, 1);
    const rounds: Load[][][] = [[], []];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, urls] of addresses.entries()) {
        const loads = [];
        for (const url of urls) {
          // One request first: it answers once the previous address's queued requests have drained.
          await (await fetch(url)).arrayBuffer();
          loads.push(await autocannon(url));
        }
        rounds[i].push(loads);
      }
    }
    const swept = await sweeps(
      hosts,
      seeded.map((s) => s.target),
    );
    const sides: Side[] = [];
    for (const [i, s] of seeded.entries()) {
      const [config, ...reads] = addresses[i].map((_, k) => medianLoad(rounds[i].map((round) => round[k])));
      sides.push({
        organisations: s.count,
        seedMs: s.seedMs,
        config,
        reads: Object.fromEntries(Object.keys(readsOf(s.target)).map((name, k) => [name, reads[k]])),
        sweep: swept[i],
      });
    }
    return { engine: 'pglite', one: sides[0], hundred: sides[1] };
  } finally {
    await Promise.all(hosts.map((h) => h.stop()));
    for (const s of seeded) rmSync(s.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printOrganisationsBench(await benchOrganisations());
}
