// Issue 30's fleet figure: 10,000 concurrent live connections (GET /api/live) on one host (on PGlite,
// then on PostgreSQL) while 100 scorers write frames, and then the same split across two hosts on one
// PostgreSQL with every write going through the first (an event written through host A must reach listeners on host B). The
// connections are held by LISTENER_PROCESSES load generators of their own (bench/live-fleet-listeners.ts);
// the scorers run here, in LEAGUES leagues of a deployment (two matches each). Each setup runs once per
// mix of BENCH_TV_SHARE (0.1 and 1 by default): of the connections, that share are paired TVs as the kiosk opens them (its screen token, every topic:
// kiosk/src/display/use-feed.ts), each showing its league's live scores, so it hears that league's
// matches (api/live-scope.ts); the rest are public pages following one match (topics=frames&fixtureId=).
// Reports write -> event latency (from the PATCH being sent to the event being read by a listener),
// events lost, events outside a stream's league or match, dropped streams, write errors and each
// host's peak memory. Run alone: `npx tsx bench/live-fleet.ts` (BENCH_SECONDS, BENCH_TV_SHARE,
// BENCH_FLEET=one,one-pg,two).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { organiser, seedMatches } from '../tests/reliability/world.ts';
import { hostRssMb, percentiles } from './league-night.ts';
import { pgliteSetup, plantScreens, postgresSetup, type Setup } from './live-fleet-setups.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 10_000;
const SCORERS = 100;
/** The deployment's leagues: the scorers' matches and the TVs are shared out among them. */
const LEAGUES = 50;
/** Each scorer writes about once per THINK_MS (0.5x to 1.5x): ~10 writes a second from 100 (a real frame takes minutes). */
const THINK_MS = 10_000;
/** The mixes: the share of the connections that are TVs (the rest match pages). */
const TV_SHARES = (process.env.BENCH_TV_SHARE ?? '0.1,1').split(',').map(Number);
const LISTENER_PROCESSES = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

/** The goal (issue 30): live p95 from write to event, and each host's memory. */
export const FLEET_GOALS = { p95Ms: 100, rssMb: 1536 };

type Percentiles = { p50: number; p95: number; p99: number; max: number };

export interface FleetResult {
  setup: string;
  hosts: number;
  connections: number;
  tvs: number;
  scorers: number;
  seconds: number;
  writes: number;
  writeErrors: number;
  /** A scorer's PATCH, sent to answered. */
  writeMs: Percentiles;
  latencyMs: Percentiles;
  eventsExpected: number;
  eventsReceived: number;
  /** Frames events a stream heard of another league's (a TV) or another match's (a page): none. */
  eventsOutside: number;
  dropped: number;
  /** Peak resident memory of each host while the connections were open. */
  peakRssMb: number[];
  loadAverage: [number, number];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** The soft limit on open files a child starts with (each connection is one on both sides). */
function openFilesLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
}

interface Listeners {
  child: ChildProcess;
  lines: AsyncIterator<string>;
}

async function fleet(setup: Setup, tvShare: number): Promise<FleetResult> {
  let hosts = setup.hosts;
  const needed = CONNECTIONS / hosts.length + 500;
  if (openFilesLimit() < needed)
    throw new Error(`ulimit -n is ${openFilesLimit()}: each host needs ${needed} (raise it and re-run)`);
  const { ok, token } = await organiser(hosts[0]!.url);
  const leagues: { board: number; frames: number[] }[] = [];
  const fixtureIds: number[] = [];
  const frames: number[] = [];
  for (let l = 0; l < LEAGUES; l++) {
    const seeded = await seedMatches(ok, SCORERS / LEAGUES, 4);
    const board = await ok('POST', '/wallboards', {
      name: `Live scores ${l}`,
      type: 'live_scores',
      leagueId: seeded.leagueId,
      isPublic: true,
    });
    const own = await Promise.all(
      seeded.fixtureIds.map(
        async (f) => (await ok('POST', `/fixtures/${f}/frames`, { winner: 'na' })).id as number,
      ),
    );
    leagues.push({ board: board.id, frames: own });
    fixtureIds.push(...seeded.fixtureIds);
    frames.push(...own);
  }
  const every = tvShare > 0 ? Math.round(1 / tvShare) : Infinity;
  const tvTokens = new Map<number, string>();
  for (let i = 0; i < CONNECTIONS; i += every) tvTokens.set(i, `benchtv_${randomBytes(16).toString('hex')}`);
  const leagueOf = (i: number) => leagues[Math.floor(i / every) % LEAGUES]!;
  hosts = await setup.withDatabase((db) =>
    plantScreens(
      db,
      [...tvTokens.values()],
      [...tvTokens.keys()].map((i) => leagueOf(i).board),
    ),
  );
  const tvs = tvTokens.size;
  const streams = Array.from({ length: CONNECTIONS }, (_, i) => {
    const host = hosts[i % hosts.length]!.url;
    const tv = tvTokens.get(i);
    if (tv) return { url: `${host}/api/live?screen_token=${tv}`, frames: leagueOf(i).frames };
    const m = i % SCORERS;
    return { url: `${host}/api/live?topics=frames&fixtureId=${fixtureIds[m]}`, frames: [frames[m]!] };
  });
  const per = Math.ceil(CONNECTIONS / LISTENER_PROCESSES);
  const groups: Listeners[] = [];
  for (let p = 0; p < LISTENER_PROCESSES; p++) {
    // Its open-files limit raised to the hard limit (a shell's ulimit: Node cannot raise its own).
    const child = spawn(
      'sh',
      [
        '-c',
        'ulimit -n "$(ulimit -Hn)" && exec "$1" --import tsx bench/live-fleet-listeners.ts',
        'sh',
        process.execPath,
      ],
      { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    child.stdin!.write(`${JSON.stringify(streams.slice(p * per, (p + 1) * per))}\n`);
    groups.push({ child, lines: createInterface({ input: child.stdout! })[Symbol.asyncIterator]() });
  }
  try {
    for (const g of groups) {
      const line = await g.lines.next();
      if (line.done) throw new Error('a load generator ended before its streams were open');
    }
    const load = loadavg()[0]!;
    const peak = hosts.map((h) => hostRssMb(h.dataDir));
    const sampler = setInterval(
      () => hosts.forEach((h, i) => (peak[i] = Math.max(peak[i]!, hostRssMb(h.dataDir)))),
      500,
    );
    const tell = (line: string) => groups.forEach((g) => g.child.stdin!.write(`${line}\n`));
    let writes = 0;
    let writeErrors = 0;
    const writeMs: number[] = [];
    const end = Date.now() + SECONDS * 1000;
    try {
      await Promise.all(
        frames.map(async (frame) => {
          await sleep(THINK_MS * Math.random());
          for (let n = 0; Date.now() < end; n++) {
            const started = now();
            tell(`start ${frame} ${n} ${started}`);
            try {
              const res = await fetch(`${hosts[0]!.url}/api/frames/${frame}`, {
                method: 'PATCH',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: JSON.stringify({ winner: n % 2 ? 'home' : 'away' }),
              });
              await res.arrayBuffer();
              writeMs.push(now() - started);
              if (res.ok) writes++;
              else writeErrors++;
            } catch {
              writeErrors++;
            }
            await sleep(THINK_MS * (0.5 + Math.random()));
          }
        }),
      );
      await sleep(3_000); // the last events arrive
    } finally {
      clearInterval(sampler);
    }
    tell('end');
    const histogram: number[] = [];
    let bucketMs = 0.5;
    let eventsReceived = 0;
    let eventsExpected = 0;
    let dropped = 0;
    let eventsOutside = 0;
    for (const g of groups) {
      const line = await g.lines.next();
      if (line.done) throw new Error('a load generator ended without its figures');
      const r = JSON.parse(line.value) as {
        histogram: number[];
        bucketMs: number;
        received: number;
        expected: number;
        outside: number;
        dropped: number;
      };
      r.histogram.forEach((count, i) => (histogram[i] = (histogram[i] ?? 0) + count));
      bucketMs = r.bucketMs;
      eventsReceived += r.received;
      eventsExpected += r.expected;
      dropped += r.dropped;
      eventsOutside += r.outside;
    }
    return {
      setup: setup.name,
      hosts: hosts.length,
      connections: CONNECTIONS,
      tvs,
      scorers: SCORERS,
      seconds: SECONDS,
      writes,
      writeErrors,
      writeMs: percentiles(writeMs),
      latencyMs: percentilesOf(histogram, bucketMs),
      eventsExpected,
      eventsReceived,
      eventsOutside,
      dropped,
      peakRssMb: peak,
      loadAverage: [load, loadavg()[0]!],
    };
  } finally {
    for (const g of groups) g.child.kill();
  }
}

function percentilesOf(histogram: number[], bucketMs: number): Percentiles {
  const total = histogram.reduce((a, b) => a + b, 0);
  const at = (q: number) => {
    let seen = 0;
    for (let i = 0; i < histogram.length; i++) {
      seen += histogram[i] ?? 0;
      if (seen >= q * total) return (i + 1) * bucketMs;
    }
    return NaN;
  };
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** The fleet on a setup, which is stopped after. */
async function on(make: () => Promise<Setup>, tvShare: number): Promise<FleetResult> {
  const setup = await make();
  try {
    return await fleet(setup, tvShare);
  } finally {
    await setup.close();
  }
}

/** Every setup, or those BENCH_FLEET names (`one,one-pg,two`), with each mix of TVs and pages. */
export async function benchLiveFleet(): Promise<FleetResult[]> {
  const wanted = (process.env.BENCH_FLEET ?? 'one,one-pg,two').split(',');
  const results: FleetResult[] = [];
  for (const share of TV_SHARES) {
    if (wanted.includes('one'))
      results.push(await on(() => pgliteSetup('one host (embedded PGlite)'), share));
    if (wanted.includes('one-pg'))
      results.push(await on(() => postgresSetup(1, 'one host on PostgreSQL'), share));
    if (wanted.includes('two'))
      results.push(
        await on(() => postgresSetup(2, 'two hosts on one PostgreSQL, writes through the first'), share),
      );
  }
  return results;
}

/** Prints each setup's figures; true when every one meets the goal. */
export function printLiveFleet(results: FleetResult[]): boolean {
  let ok = true;
  for (const r of results) {
    const l = r.latencyMs;
    const met =
      l.p95 <= FLEET_GOALS.p95Ms &&
      r.peakRssMb.every((mb) => mb <= FLEET_GOALS.rssMb) &&
      r.writeErrors === 0 &&
      r.dropped === 0 &&
      r.eventsOutside === 0 &&
      r.eventsReceived === r.eventsExpected;
    ok &&= met;
    console.log(
      `\n${r.setup}: ${r.connections} live connections (${r.tvs} paired TVs, each showing one of ${LEAGUES} ` +
        `leagues, the rest one match's page) held by ${LISTENER_PROCESSES} load-generator processes; ${r.scorers} scorers for ${r.seconds} s; ` +
        `load average ${r.loadAverage[0].toFixed(1)} -> ${r.loadAverage[1].toFixed(1)}`,
    );
    const w = r.writeMs;
    console.log(
      `  writes ${r.writes}, errors ${r.writeErrors}; write ms  p50 ${w.p50}  p95 ${w.p95}  p99 ${w.p99}`,
    );
    console.log(`  write -> event ms  p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99}  max ${l.max}`);
    console.log(
      `  events expected ${r.eventsExpected}, received ${r.eventsReceived}, outside a stream's league or ` +
        `match ${r.eventsOutside}; streams dropped ${r.dropped}; ` +
        `peak host RSS MB ${r.peakRssMb.join(' / ')}`,
    );
  }
  console.log(
    `goal: live p95 <= ${FLEET_GOALS.p95Ms} ms, host RSS <= ${FLEET_GOALS.rssMb} MB, nothing lost: ${ok ? 'met' : 'missed'}`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLiveFleet(await benchLiveFleet());
  process.exit(0);
}
