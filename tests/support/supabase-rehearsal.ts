// A rehearsal of a Supabase project's topology on one machine, since no Supabase is reachable in CI
// (docs/testing.md, "The Supabase rehearsal"): every piece is a process of its own, talking over
// HTTP, SMTP and the PostgreSQL protocol as on Supabase.
// - Debian's PostgreSQL shaped as a Supabase project (tests/support/supabase-project.sql): the
//   superuser is supabase_admin, `postgres` is not a superuser, the API roles and
//   supabase_auth_admin exist, the auth schema and auth.users belong to Supabase Auth, pg_cron is
//   preloaded. The migrations are applied as `supabase db push` applies them: each file in order, in
//   a transaction, recorded in supabase_migrations.schema_migrations, as `postgres`.
// - Supabase Auth: the host's own /auth/v1 alone in a process (tests/support/auth-stand-in.ts).
// - The Edge Functions `api` and `jobs` under Deno (node_modules/.bin/deno), the api's live stream
//   cut after `liveMaxStreamSeconds` as Supabase's gateway cuts it.
// - Supabase Cron's call of `jobs` (pg_net, which Debian does not package): a timer here that POSTs
//   with the service role key every `jobsEveryMs`.
// - web/dist and kiosk/dist from Caddy's file server, with a config.json naming the auth stand-in
//   and the api function, as a static host (Netlify, Cloudflare Pages, Supabase Storage) would.
// - The public site, embeds and calendars: the site handler's Deno entry (deploy/site/main.ts), as
//   on Deno Deploy beside the project, its live updates from the api function.
// - A real SMTP server (smtp-server) receiving every e-mail.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate, migrationsDir } from '../../server/db/migrate.ts';
import { createKeys } from '../../server/jwt.ts';
import { binDir, freePort, startPostgresServer, type PostgresServer } from './postgres-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message as received, headers unfolded. */
  raw: string;
  /** The message with its quoted-printable parts decoded (links whole again). */
  text: string;
}

export interface Rehearsal {
  /** The static server: the web app at /, the kiosk at /kiosk/, /config.json. */
  siteUrl: string;
  /** Supabase Auth's stand-in (its /auth/v1). */
  authUrl: string;
  /** The api Edge Function's /api. */
  apiUrl: string;
  /** The public site, embeds and calendars under Deno (/results/…, /embed/…). */
  pagesUrl: string;
  anonKey: string;
  /** The project's database as `postgres` (SUPABASE_DB_URL on Supabase), and its URL. */
  db: Db;
  dbUrl: string;
  /** Every e-mail the SMTP server received, oldest first. */
  mail: ReceivedMail[];
  /** The first e-mail to `to` whose subject matches, waiting for it to arrive. */
  mailTo(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Everything the processes printed (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

export interface RehearsalOptions {
  /** The api function ends each live stream after this many seconds (LIVE_MAX_STREAM_SECONDS). */
  liveMaxStreamSeconds?: number;
  /** How often the `jobs` function is called (Supabase Cron calls it every minute). */
  jobsEveryMs?: number;
  /** Called with each e-mail as the SMTP server receives it. */
  onMail?: (mail: ReceivedMail) => void;
}

/** What Supabase Auth creates before any migration: auth.users and auth.uid()/role()/jwt(). */
const AUTH_OWN = '20261122000100_auth_compat.sql';

const sql = (file: string) => readFileSync(file, 'utf8');
const as = (serverUrl: string, role: string) => serverUrl.replace(/\/\/[^@]+@/, `//${role}@`);

async function run(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server as a Supabase project's: supabase_admin its superuser, pg_cron preloaded. */
function supabaseServer(): Promise<PostgresServer> {
  // Debian's layout: /usr/lib/postgresql/<version>/{bin,lib} (PATH may hold links to bin).
  const bin = path.dirname(realpathSync(path.join(binDir(), 'postgres')));
  if (!existsSync(path.join(bin, '..', 'lib', 'pg_cron.so')))
    throw new Error('pg_cron is not installed: apt-get install -y postgresql-15-cron (.ci/run does)');
  return startPostgresServer(
    // pg_cron's jobs connect to this address; its database is `postgres` (cron.database_name).
    { shared_preload_libraries: 'pg_cron', 'cron.host': '127.0.0.1' },
    { superuser: 'supabase_admin' },
  );
}

/** The database as a new Supabase project has it, then the migrations as `supabase db push` runs them. */
async function supabaseDatabase(server: PostgresServer) {
  await run(server.url, sql(path.join(root, 'tests/support/supabase-project.sql')));
  // Supabase Auth's own objects, made by its role: our file of what Supabase provides, run as
  // supabase_auth_admin, stands in for GoTrue's migrations.
  await run(as(server.url, 'supabase_auth_admin'), sql(path.join(migrationsDir, AUTH_OWN)));
  const db = openPostgres(as(server.url, 'postgres'), { max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

interface Child {
  name: string;
  proc: ChildProcess;
}

function startChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  log: string[],
) {
  const proc = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  // A program that is not installed (caddy, say) is reported, not thrown in the runner's face.
  proc.on('error', (error) => log.push(`[${name}] ${error.message}\n`));
  proc.stdout?.on('data', (d) => log.push(`[${name}] ${d}`));
  proc.stderr?.on('data', (d) => log.push(`[${name}] ${d}`));
  return { name, proc };
}

/** Waits until `ready` answers true, failing early when the process has exited. */
async function until(child: Child, ready: () => Promise<boolean>, log: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    if (child.proc.exitCode !== null || child.proc.pid === undefined) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${child.name} did not start:\n${log.join('')}`);
}

/** `deno run` of an entry beside its deno.json (node_modules supplies the npm: packages: no registry). */
const deno = (dir: string, entry = 'index.ts') => [
  'run',
  '-A',
  '--node-modules-dir=manual',
  '--config',
  `${dir}/deno.json`,
  `${dir}/${entry}`,
];

function caddyfile(port: number, configDir: string) {
  const files = (dir: string) => `root * ${dir}\n    try_files {path} /index.html\n    file_server`;
  return `{
  admin off
  auto_https off
}
http://127.0.0.1:${port} {
  handle /config.json {
    root * ${configDir}
    header Cache-Control no-cache
    file_server
  }
  handle_path /kiosk/* {
    ${files(path.join(root, 'kiosk/dist'))}
  }
  handle {
    ${files(path.join(root, 'web/dist'))}
  }
}
`;
}

function smtpServer(mail: ReceivedMail[], onMail?: (mail: ReceivedMail) => void): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString()
          .replace(/\r\n[ \t]+/g, ' ');
        const received = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*?)\r?$/m.exec(raw)?.[1] ?? '',
          raw,
          text: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        };
        mail.push(received);
        onMail?.(received);
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp)));
}

export async function startRehearsal(options: RehearsalOptions = {}): Promise<Rehearsal> {
  const log: string[] = [];
  const mail: ReceivedMail[] = [];
  const children: Child[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-rehearsal-'));
  const smtp = await smtpServer(mail, options.onMail);
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const server = await supabaseServer().catch(async (error: Error) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const url = as(server.url, 'postgres');
  const db = openPostgres(url, { max: 2 });
  const secret = randomBytes(32).toString('hex');
  const keys = await createKeys(secret);
  const [sitePort, authPort, apiPort, jobsPort, pagesPort] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => freePort()),
  );
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const authUrl = `http://127.0.0.1:${authPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}/api`;
  const jobsUrl = `http://127.0.0.1:${jobsPort}`;
  const pagesUrl = `http://127.0.0.1:${pagesPort}`;
  const cron: { timer?: NodeJS.Timeout } = {};

  // A runner that exits without stop() (a worker torn down after a timeout) leaves no process behind.
  const orphans = () => {
    for (const { proc } of children) proc.kill('SIGKILL');
    void server.kill();
  };
  process.once('exit', orphans);

  const stop = async () => {
    process.off('exit', orphans);
    clearInterval(cron.timer);
    await Promise.all(
      children.map(({ proc }) => {
        if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        return exited;
      }),
    );
    await db.close();
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    writeFileSync(
      path.join(dir, 'config.json'),
      JSON.stringify({ supabaseUrl: authUrl, supabaseAnonKey: keys.anonKey, apiUrl }),
    );
    writeFileSync(path.join(dir, 'Caddyfile'), caddyfile(sitePort, dir));
    const site = startChild(
      'static',
      'caddy',
      ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
      { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      log,
    );
    const auth = startChild(
      'auth',
      'node_modules/.bin/tsx',
      ['tests/support/auth-stand-in.ts'],
      {
        PORT: String(authPort),
        DATABASE_URL: url,
        JWT_SECRET: secret,
        SITE_URL: siteUrl,
        SMTP_URL: smtpUrl,
        DATA_DIR: dir,
        // A journey signs several people up at once; the auth suite tests the real limits.
        AUTH_SIGNUP_PER_IP: '10000',
        AUTH_SIGNIN_PER_IP: '10000',
        AUTH_EMAIL_PER_IP: '10000',
        AUTH_VERIFY_PER_IP: '10000',
        AUTH_PASSWORD_HASH_COST: '4',
      },
      log,
    );
    const api = startChild(
      'api',
      'node_modules/.bin/deno',
      deno('supabase/functions/api'),
      {
        SUPABASE_DB_URL: url,
        SUPABASE_JWT_SECRET: secret,
        PORT: String(apiPort),
        CORS_ORIGINS: siteUrl,
        LIVE_MAX_STREAM_SECONDS: String(options.liveMaxStreamSeconds ?? 0),
      },
      log,
    );
    const jobs = startChild(
      'jobs',
      'node_modules/.bin/deno',
      deno('supabase/functions/jobs'),
      {
        SUPABASE_DB_URL: url,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SITE_URL: siteUrl,
        SMTP_URL: smtpUrl,
        PORT: String(jobsPort),
      },
      log,
    );
    const pages = startChild(
      'site',
      'node_modules/.bin/deno',
      deno('deploy/site', 'main.ts'),
      { DATABASE_URL: url, SITE_URL: pagesUrl, API_URL: apiUrl, TIME_ZONE: 'UTC', PORT: String(pagesPort) },
      log,
    );
    children.push(site, auth, api, jobs, pages);
    const answers =
      (u: string, status = 200) =>
      async () =>
        (await fetch(u)).status === status;
    // The processes start while the database is made: none touches it before a request.
    await Promise.all([
      supabaseDatabase(server),
      until(site, answers(`${siteUrl}/config.json`), log),
      until(auth, answers(`${authUrl}/auth/v1/health`), log),
      until(api, answers(`${apiUrl}/openapi.json`), log, 120_000),
      until(jobs, answers(jobsUrl, 405), log, 120_000),
      until(pages, async () => (await fetch(`${pagesUrl}/site/`)).status < 500, log, 120_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  // Supabase Cron's pg_net call of the jobs function; a call still running is not doubled.
  let calling = false;
  cron.timer = setInterval(() => {
    if (calling) return;
    calling = true;
    fetch(jobsUrl, { method: 'POST', headers: { authorization: `Bearer ${keys.serviceRoleKey}` } })
      .then((r) => r.text())
      .catch((error: Error) => log.push(`[cron] ${error.message}\n`))
      .finally(() => (calling = false));
  }, options.jobsEveryMs ?? 1000);

  return {
    siteUrl,
    authUrl,
    apiUrl,
    pagesUrl,
    anonKey: keys.anonKey,
    db,
    dbUrl: url,
    mail,
    async mailTo(to, subject = /./, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mail.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    output: () => log.join(''),
    stop,
  };
}
