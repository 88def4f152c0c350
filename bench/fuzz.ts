// Fuzzing at scale: FUZZ_TOTAL (default 10,000) generated bad requests spread over every write
// route of the API, in-process on an embedded database seeded with a small league. Whatever
// arrives (any JSON, broken JSON, a valid body with one field replaced by anything, odd ids in the
// path), the API must never answer 5xx, and a refused request must change nothing in the database.
// Run alone: `npx tsx bench/fuzz.ts`.
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createApi } from '../api/app.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { hostAccounts } from '../server/accounts.ts';
import { createMailer } from '../server/mail/mailer.ts';
import {
  badInput,
  badRequest,
  fingerprintSql,
  prepareFuzzTargets,
  writeRoutes as routes,
} from '../tests/api/fuzz-cases.ts';
import { createUser, seedLeague, verifyJwt, type Harness } from '../tests/api/support.ts';

/**
 * The API in-process on a new in-memory PGlite (outside vitest, so not tests/api/support's setup),
 * wired as server/main.ts wires it on a host without SMTP_URL: accounts in auth.users and e-mail to
 * the local mailbox, so invitations are sent as on any deployment.
 */
async function harness(): Promise<Harness> {
  const db = await openPglite();
  await migrate(db);
  const siteUrl = 'http://localhost:8787';
  const mailer = createMailer({ db, from: 'Cueboard <no-reply@cueboard.local>', siteUrl });
  const app = createApi({ db, verifyJwt, accounts: hostAccounts(db, mailer, siteUrl) });
  const organiser = await createUser(db, 'organiser@example.com');
  const call: Harness['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const body =
      opts.body === undefined || typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    const res = await app.request(`/api${path}`, { method, headers, body: body as string | undefined });
    const text = res.status === 204 ? '' : await res.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: json as never, headers: res.headers };
  };
  return { db, app, organiser, call, count: async () => 0, close: () => db.close() };
}

export interface FuzzResult {
  routes: number;
  requests: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  changedOnRefusal: number;
  seconds: number;
  failures: string[];
}

export async function fuzz(opts: { total?: number; seed?: number } = {}): Promise<FuzzResult> {
  const total = opts.total ?? Number(process.env.FUZZ_TOTAL ?? 10_000);
  const perRoute = Math.ceil(total / routes.length);
  const started = Date.now();
  const h = await harness();
  try {
    const s = await seedLeague(h);
    await prepareFuzzTargets(h, s);
    const fingerprint = async () => (await h.db.query<{ f: string }>(fingerprintSql))[0].f;
    // The WAL position moves with any write: when it has not moved, nothing changed, and the full
    // fingerprint (every row of every table) is only computed when it has.
    const lsn = async () =>
      (await h.db.query<{ l: string }>('select pg_current_wal_insert_lsn()::text as l'))[0].l;
    const result: FuzzResult = {
      routes: routes.length,
      requests: 0,
      accepted: 0,
      refused: 0,
      serverErrors: 0,
      changedOnRefusal: 0,
      seconds: 0,
      failures: [],
    };
    let known = await fingerprint();
    let knownLsn = await lsn();
    for (const [r, route] of routes.entries()) {
      for (const given of fc.sample(badInput, { numRuns: perRoute, seed: (opts.seed ?? 9) + r })) {
        const request = badRequest(route, s, given);
        const { method, body } = request;
        // A path without an id gets the odd value as an extra segment instead.
        const url = request.idInPath
          ? request.url
          : `${request.url}/${encodeURIComponent(String(given.body))}`;
        const res = await h.call(method, url, { token: h.organiser.token, body });
        result.requests++;
        const what = `${method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${res.status}`;
        if (res.status >= 500) {
          result.serverErrors++;
          result.failures.push(what);
        }
        const nowLsn = await lsn();
        const now = nowLsn === knownLsn ? known : await fingerprint();
        if (res.status < 300) result.accepted++;
        else {
          result.refused++;
          if (now !== known) {
            result.changedOnRefusal++;
            result.failures.push(`${what}: the database changed`);
          }
        }
        known = now;
        knownLsn = nowLsn;
      }
    }
    result.seconds = Math.round((Date.now() - started) / 1000);
    return result;
  } finally {
    await h.close();
  }
}

export function printFuzz(r: FuzzResult) {
  console.log(
    `Fuzz: ${r.requests} generated requests over ${r.routes} write routes in ${r.seconds} s (embedded PGlite, in-process API)`,
  );
  console.log(
    `  accepted ${r.accepted}, refused ${r.refused}, 5xx ${r.serverErrors} (goal 0), refused but changed the database ${r.changedOnRefusal} (goal 0)`,
  );
  for (const f of r.failures.slice(0, 20)) console.log(`  FAIL ${f}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await fuzz();
  printFuzz(r);
  process.exit(r.serverErrors || r.changedOnRefusal ? 1 : 0);
}
