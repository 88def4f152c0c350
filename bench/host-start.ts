// What a test host costs to start (tests/support/host.ts): CPU seconds of the host process until it
// answers /config.json, then for 200 reads, for the ways a test can start it: server/main.ts through
// tsx's loader, the run's esbuild bundle (tests/support/host-bundle.ts), and the bundle with V8's
// baseline WebAssembly compiler only (`--liftoff-only`, what test hosts use). Interleaved rounds; medians.
// `npx tsx bench/host-start.ts`; in `npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildHostBundle } from '../tests/support/host-bundle.ts';
import { migratedDataDir } from '../tests/support/host.ts';
import { freePort } from '../tests/support/postgres-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = 5;
const READS = 200;

interface Way {
  name: string;
  args: string[];
}

/** User plus system CPU of a live process, in seconds (Linux /proc; clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function once(way: Way): Promise<{ start: number; reads: number }> {
  const dataDir = await migratedDataDir();
  const port = await freePort();
  const child = spawn(process.execPath, way.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CUEBOARD_SKIP_BUILD: '1',
      CUEBOARD_EXIT_WITH_STDIN: '1',
    },
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const url = `http://localhost:${port}`;
  while (
    !(await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 20));
  const start = cpuSeconds(child.pid!);
  for (let i = 0; i < READS; i++) await (await fetch(`${url}/api/leagues`)).text();
  const reads = cpuSeconds(child.pid!) - start;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  return { start, reads };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchHostStart() {
  const bundle = await buildHostBundle();
  const ways: Way[] = [
    { name: 'tsx loader', args: ['--import', 'tsx', 'server/main.ts'] },
    { name: 'bundle', args: [bundle] },
    { name: 'bundle, --liftoff-only', args: ['--liftoff-only', bundle] },
  ];
  const seen = new Map(ways.map((w) => [w.name, [] as { start: number; reads: number }[]]));
  for (let round = 0; round < ROUNDS; round++)
    for (const way of ways) seen.get(way.name)!.push(await once(way));
  return ways.map((w) => ({
    way: w.name,
    startCpu: median(seen.get(w.name)!.map((r) => r.start)),
    readsCpu: median(seen.get(w.name)!.map((r) => r.reads)),
  }));
}

export function printHostStartBench(rows: Awaited<ReturnType<typeof benchHostStart>>) {
  console.log(`test host: CPU seconds to start, then for ${READS} reads (medians of ${ROUNDS})`);
  for (const r of rows)
    console.log(`  ${r.way.padEnd(24)} start ${r.startCpu.toFixed(2)} s   reads ${r.readsCpu.toFixed(2)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  printHostStartBench(await benchHostStart());
