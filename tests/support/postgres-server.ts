// Starts a throwaway PostgreSQL server (Debian's `postgresql` package) in a temporary folder on a
// free loopback port. Postgres refuses to run as root, so as root it runs as the `postgres` user.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stops and starts the server on the same data (fault tests). */
  restart(): Promise<void>;
  kill(): Promise<void>;
  start(): Promise<void>;
}

/** Where initdb and postgres are: PG_BIN, else on PATH, else Debian's newest under /usr/lib/postgresql. */
export function binDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) {
    if (!existsSync(path.join(env.PG_BIN, 'initdb'))) throw new Error(`PG_BIN has no initdb: ${env.PG_BIN}`);
    return env.PG_BIN;
  }
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .find((dir) => dir && existsSync(path.join(dir, 'initdb')));
  if (onPath) return onPath;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian))
    throw new Error(
      'PostgreSQL is not installed (apt-get install -y postgresql), or set PG_BIN to its bin folder',
    );
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  return path.join(debian, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
/** As root, run the server's programs as the `postgres` user the Debian package creates. */
function asPostgresUser(): { uid?: number; gid?: number } {
  if (!asRoot) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

/**
 * `settings`: more server settings (`-c name=value`), e.g. pg_cron's preload for tests/db/pg-cron.test.ts.
 * `superuser`: the bootstrap superuser's name (`postgres` unless told; a Supabase project's is
 * `supabase_admin`, tests/support/supabase-rehearsal.ts).
 */
export async function startPostgresServer(
  settings: Record<string, string> = {},
  { superuser = 'postgres' }: { superuser?: string } = {},
): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-pg-'));
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const data = path.join(dir, 'data');
  const user = asPostgresUser();
  const initdbArgs = ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-sync'];
  execFileSync(path.join(bin, 'initdb'), initdbArgs, { stdio: 'ignore', ...user });
  const port = await freePort();
  const url = `postgres://${superuser}@127.0.0.1:${port}/postgres`;
  let proc: ReturnType<typeof spawn> | undefined;

  const start = async () => {
    proc = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        '-k',
        dir,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=400',
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { stdio: 'ignore', ...user },
    );
    for (let i = 0; i < 200; i++) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('PostgreSQL did not start');
  };
  const stopWith = async (signal: NodeJS.Signals) => {
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc!.once('exit', r));
    proc.kill(signal);
    await exited;
  };
  await start();
  return {
    url,
    port,
    start,
    stop: async () => {
      await stopWith('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
    restart: async () => {
      await stopWith('SIGINT');
      await start();
    },
    kill: () => stopWith('SIGKILL'),
  };
}

/** A new empty database on the server; returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
    await client.query(`create database ${pg.escapeIdentifier(name)}${from}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
