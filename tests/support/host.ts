// Starts the real embedded host (server/main.ts) as a child process on a free port with its own
// DATA_DIR, and waits until /config.json answers. Front ends are not rebuilt (the test script
// builds them once before vitest).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { HOST_BUNDLE_VAR } from './host-bundle.ts';
import { freePort } from './postgres-server.ts';

export interface Host {
  url: string;
  dataDir: string;
  /** Everything the host printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, as a service manager stops it; resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: a crash (fault tests). */
  kill(): Promise<void>;
}

/**
 * bcrypt's quickest cost for test hosts' new password hashes, as Supabase Auth's own suites use
 * (server/auth/password.ts); the default, 10, is tested in server/auth/password.test.ts.
 */
export const QUICK_HASH_COST = '4';

/** How long a suite should give startHost in beforeAll: a loaded CI machine starts slowly. */
export const HOST_START_MS = 180_000;

const root = fileURLToPath(new URL('../..', import.meta.url));
// The host's own configuration never leaks in from the test runner's environment.
const HOST_VARS = ['PORT', 'DATA_DIR', 'DATABASE_URL', 'SITE_URL', 'SMTP_URL', 'JWT_SECRET', 'LOG_LEVEL'];

export interface HostOptions {
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
  /** The checkout to run server/main.ts from (this one unless told; see checkoutWithoutBuilds). */
  root?: string;
  /** V8's optimising WebAssembly tier too, as `npm start` runs: a bench's long-lived host earns it. */
  optimisedWasm?: boolean;
}

export async function startHost(opts: HostOptions = {}): Promise<Host> {
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir =
    opts.dataDir ??
    (opts.env?.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), 'cueboard-host-')) : await migratedDataDir());
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !HOST_VARS.includes(k)) env[k] = v;
  Object.assign(
    env,
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      CUEBOARD_SKIP_BUILD: '1',
      CUEBOARD_EXIT_WITH_STDIN: '1',
      // Suites sign in far more often than a person; the auth suite tests the real limits.
      AUTH_SIGNIN_PER_IP: '10000',
      AUTH_SIGNIN_PER_EMAIL: '10000',
      AUTH_SIGNUP_PER_IP: '10000',
      AUTH_EMAIL_PER_IP: '10000',
      AUTH_VERIFY_PER_IP: '10000',
      AUTH_VERIFY_PER_EMAIL: '10000',
      AUTH_PASSWORD_HASH_COST: QUICK_HASH_COST,
    },
    opts.env,
  );
  // One process, so SIGTERM and SIGKILL reach the host itself: the run's bundle of server/main.ts
  // (tests/support/host-bundle.ts) when there is one, else the sources through tsx's loader.
  const bundle = opts.root ? undefined : process.env[HOST_BUNDLE_VAR];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  // V8's baseline WebAssembly compiler only: a test host lives for seconds to minutes, and optimising
  // PGlite's 9 MB of WebAssembly cost it more CPU than it ever saved (docs/testing.md).
  const child = spawn(process.execPath, [...(opts.optimisedWasm ? [] : ['--liftoff-only']), ...entry], {
    cwd: opts.root ?? root,
    env,
    // stdin stays open while this process lives; the host exits when it closes (no orphans).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanup = () => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };

  await waitForConfig(url, child, () => output, opts.timeoutMs ?? HOST_START_MS - 10_000).catch(
    async (error) => {
      child.kill('SIGKILL');
      await exited;
      cleanup();
      throw error;
    },
  );

  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    cleanup();
  };
  return {
    url,
    dataDir,
    output: () => output,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  };
}

async function waitForConfig(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The host exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    const ok = await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The host did not answer /config.json within ${timeoutMs} ms:\n${output()}`);
}

/**
 * A new temporary DATA_DIR holding an already migrated PGlite database, for suites that keep a
 * DATA_DIR across host restarts (pass it as startHost's dataDir; the caller removes it, or the
 * parent folder it was made in).
 */
export async function migratedDataDir(parent = tmpdir()): Promise<string> {
  const dir = mkdtempSync(path.join(parent, 'cueboard-host-'));
  cpSync(path.join(await pgliteTemplate(), 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return dir;
}

/**
 * A migrated PGlite data folder, made once per set of migrations and copied into each new host's
 * DATA_DIR: creating a PGlite database from nothing takes tens of seconds on a busy machine,
 * copying one takes a fraction of a second. (A host given its own dataDir still starts from nothing.)
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const m of await listMigrations()) hash.update(m.file).update(readFileSync(m.file));
  const dir = path.join(tmpdir(), `cueboard-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, 'ready'))) return dir;
  const work = mkdtempSync(path.join(tmpdir(), 'cueboard-pglite-work-'));
  const db = await openPglite(path.join(work, 'pgdata'));
  await migrate(db);
  await db.close();
  writeFileSync(path.join(work, 'ready'), '');
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another test file made it first
  }
  return dir;
}

/** Starts a host that must refuse to start: its exit code and everything it printed. */
export async function refusedStart(opts: HostOptions): Promise<{ code: string; output: string }> {
  const error = await startHost(opts).then(
    async (host) => void (await host.stop()),
    (e: Error) => e,
  );
  if (!error) throw new Error('The host started');
  const exited = /^The host exited \((\w+)\) before it was ready:\n([\s\S]*)$/.exec(error.message);
  if (!exited) throw error;
  return { code: exited[1], output: exited[2] };
}

/** Every line a production host printed, parsed as the JSON it must be (pino's log lines). */
export function jsonLines(output: string): { level: number; msg: string; [key: string]: unknown }[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

// Not copied into a checkout: installed or built things, and what tests and tools leave behind.
const notInCheckout = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '.tmp',
  'storybook-static',
  'test-results',
]);

/**
 * A copy of this checkout as a fresh clone has it: sources without any front-end build
 * (node_modules linked, not copied). The caller removes it.
 */
export function checkoutWithoutBuilds(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-checkout-'));
  cpSync(root, dir, { recursive: true, filter: (from) => !notInCheckout.has(path.basename(from)) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
