// League night on loopback: a real host, 300+ TVs reading /api/live (one match each) and 30 scorers
// changing frame winners for BENCH_SECONDS (default 60). Reports errors, write latency, live
// propagation (write acknowledged -> event received), events lost per TV, and host memory.
// Run alone: `npx tsx bench/league-night.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startHost } from '../tests/support/host.ts';
import { organiser, seedMatches } from '../tests/reliability/world.ts';

export interface LeagueNightResult {
  seconds: number;
  tvs: number;
  scorers: number;
  writes: number;
  errors: number;
  writeMs: Percentiles;
  propagationMs: Percentiles;
  eventsExpected: number;
  eventsReceived: number;
  eventsLost: number;
  tvsDropped: number;
  hostRssMb: { start: number; end: number };
}
type Percentiles = { p50: number; p95: number; p99: number; max: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** The host's process, found by its unique DATA_DIR, and its resident memory in MB. */
export function hostRssMb(dataDir: string): number {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`DATA_DIR=${dataDir}\0`)) continue;
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (kb) return Math.round(Number(kb) / 1024);
    } catch {
      // a process that ended while we looked
    }
  }
  return NaN;
}

export async function leagueNight(
  opts: { seconds?: number; tvs?: number; scorers?: number; thinkMs?: number } = {},
): Promise<LeagueNightResult> {
  const seconds = opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 60);
  const tvCount = opts.tvs ?? 300;
  const scorerCount = opts.scorers ?? 30;
  const thinkMs = opts.thinkMs ?? 250;
  const host = await startHost({ env: { LOG_LEVEL: 'error' } });
  try {
    const { ok, token } = await organiser(host.url);
    const { fixtureIds } = await seedMatches(ok, scorerCount, 10);
    const frames = await Promise.all(
      fixtureIds.map(async (f) => (await ok('POST', `/fixtures/${f}/frames`, { winner: 'na' })).id as number),
    );
    // Per match: when each write was acknowledged, in order (one scorer per match writes in sequence).
    const acks = fixtureIds.map(() => [] as number[]);
    const abort = new AbortController();
    let tvsDropped = 0;

    const tvs = await Promise.all(
      Array.from({ length: tvCount }, async (_, i) => {
        const match = i % fixtureIds.length;
        const tv = { match, received: [] as number[] };
        const res = await fetch(`${host.url}/api/live?topics=frames&fixtureId=${fixtureIds[match]}`, {
          signal: abort.signal,
        });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        const connected = new Promise<void>((resolve) => {
          void (async () => {
            try {
              for (;;) {
                const { value, done } = await reader.read();
                if (done) break;
                buffer += value;
                if (buffer.includes(': connected')) resolve();
                const parts = buffer.split('\n\n');
                buffer = parts.pop()!;
                for (const part of parts) if (part.startsWith('data: ')) tv.received.push(performance.now());
              }
              if (!abort.signal.aborted) tvsDropped++;
            } catch {
              if (!abort.signal.aborted) tvsDropped++;
            }
            resolve();
          })();
        });
        await connected;
        return tv;
      }),
    );
    await sleep(500); // every LISTEN is in place
    const rssStart = hostRssMb(host.dataDir);

    const latencies: number[] = [];
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      fixtureIds.map(async (_, m) => {
        for (let n = 0; Date.now() < end; n++) {
          const started = performance.now();
          try {
            const res = await fetch(`${host.url}/api/frames/${frames[m]}`, {
              method: 'PATCH',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ winner: n % 2 ? 'home' : 'away' }),
            });
            await res.arrayBuffer();
            if (res.ok) {
              acks[m].push(performance.now());
              latencies.push(performance.now() - started);
            } else errors++;
          } catch {
            errors++;
          }
          await sleep(thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    await sleep(3000); // the last events arrive
    const rssEnd = hostRssMb(host.dataDir);
    abort.abort();

    const propagation: number[] = [];
    let expected = 0;
    let received = 0;
    for (const tv of tvs) {
      expected += acks[tv.match].length;
      received += Math.min(tv.received.length, acks[tv.match].length);
      tv.received.forEach((t, k) => {
        if (k < acks[tv.match].length) propagation.push(Math.max(0, t - acks[tv.match][k]));
      });
    }
    return {
      seconds,
      tvs: tvCount,
      scorers: scorerCount,
      writes: latencies.length,
      errors,
      writeMs: percentiles(latencies),
      propagationMs: percentiles(propagation),
      eventsExpected: expected,
      eventsReceived: received,
      eventsLost: expected - received,
      tvsDropped,
      hostRssMb: { start: rssStart, end: rssEnd },
    };
  } finally {
    await host.stop();
  }
}

export function printLeagueNight(r: LeagueNightResult) {
  console.log(
    `League night: ${r.tvs} TVs, ${r.scorers} scorers, ${r.seconds} s on loopback (embedded PGlite host)`,
  );
  console.log(`  writes acknowledged ${r.writes}, errors ${r.errors} (goal 0)`);
  console.log(
    `  write latency ms        p50 ${r.writeMs.p50}  p95 ${r.writeMs.p95}  p99 ${r.writeMs.p99}  max ${r.writeMs.max}`,
  );
  const p = r.propagationMs;
  console.log(`  live propagation ms     p50 ${p.p50}  p95 ${p.p95}  p99 ${p.p99}  max ${p.max}`);
  console.log(
    `  events expected ${r.eventsExpected}, received ${r.eventsReceived}, lost ${r.eventsLost} (goal 0); TVs dropped ${r.tvsDropped}`,
  );
  console.log(`  host RSS MB start ${r.hostRssMb.start}, end ${r.hostRssMb.end}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLeagueNight(await leagueNight());
  process.exit(0);
}
