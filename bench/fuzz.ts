// Fuzzing at scale: FUZZ_TOTAL (default 10,000) generated bad requests spread over every write
// route of the API, in-process on an embedded database seeded with a small league. Whatever
// arrives (any JSON, broken JSON, a valid body with one field replaced by anything, odd ids in the
// path), the API must never answer 5xx, and a refused request must change nothing in the database.
// Run alone: `npx tsx bench/fuzz.ts`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { createApi } from '../api/app.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { createUser, seedLeague, verifyJwt, type Harness } from '../tests/api/support.ts';

type Seed = Awaited<ReturnType<typeof seedLeague>>;
type Route = [method: string, path: (s: Seed, id?: string) => string, valid: (s: Seed) => unknown];

const img = 'https://cdn.example.com/a.png';
const fixture = (s: Seed) => ({
  divisionId: s.division.id,
  homeTeamId: s.home.id,
  awayTeamId: s.away.id,
  venueId: s.venue.id,
  kickoffAt: '2027-01-07T19:30:00Z',
});
const routes: Route[] = [
  ['POST', () => '/leagues', () => ({ name: 'L', season: 'S' })],
  ['PATCH', (s, id) => `/leagues/${id ?? s.league.id}`, () => ({ name: 'L2' })],
  ['POST', () => '/divisions', (s) => ({ leagueId: s.league.id, name: 'D', sortOrder: 1 })],
  ['PATCH', (s, id) => `/divisions/${id ?? s.division.id}`, () => ({ sortOrder: 2 })],
  ['POST', (s, id) => `/divisions/${id ?? s.division.id}/teams`, (s) => ({ teamId: s.other.id, seed: 1 })],
  ['POST', () => '/teams', () => ({ name: `T ${randomUUID()}`, captainUserId: null })],
  ['PATCH', (s, id) => `/teams/${id ?? s.other.id}`, () => ({ name: 'Renamed' })],
  ['POST', (s, id) => `/teams/${id ?? s.other.id}/players`, (s) => ({ playerId: s.awayPlayer.id })],
  ['POST', () => '/players', () => ({ fullName: 'F', nickname: 'N', userId: null })],
  ['PATCH', (s, id) => `/players/${id ?? s.awayPlayer.id}`, () => ({ nickname: 'Z' })],
  [
    'POST',
    () => '/transfers',
    (s) => ({ playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.away.id }),
  ],
  ['PATCH', (_, id) => `/transfers/${id ?? 1}`, () => ({ status: 'rejected' })],
  [
    'POST',
    () => '/transfer-windows',
    (s) => ({ leagueId: s.league.id, opensAt: '2027-01-01T00:00:00Z', closesAt: '2027-02-01T00:00:00Z' }),
  ],
  ['POST', () => '/venues', () => ({ name: 'V', address: 'A', logoUrl: img })],
  ['PATCH', (s, id) => `/venues/${id ?? s.venue.id}`, () => ({ address: 'B' })],
  [
    'POST',
    (s, id) => `/venues/${id ?? s.venue.id}/tables`,
    () => ({ label: 'T', uniqueCode: randomUUID().slice(0, 9), urlSlug: randomUUID() }),
  ],
  ['POST', () => '/fixtures', fixture],
  ['POST', () => '/fixtures/bulk', (s) => ({ fixtures: [fixture(s)] })],
  ['PATCH', (s, id) => `/fixtures/${id ?? s.fixture.id}`, () => ({ status: 'in_play' })],
  ['POST', (s, id) => `/fixtures/${id ?? s.fixture.id}/frames`, () => ({ winner: 'home' })],
  ['PATCH', (_, id) => `/frames/${id ?? 1}`, () => ({ winner: 'away' })],
  ['POST', () => '/sponsors', () => ({ name: 'S', imageUrl: img, weight: 2, tags: ['a'] })],
  ['POST', () => '/wallboards', (s) => ({ name: 'W', type: 'live_scores', leagueId: s.league.id })],
  [
    'POST',
    () => '/impressions',
    () => ({ sponsorId: 1, wallboardId: 1, durationMs: 100, clientId: randomUUID() }),
  ],
  ['POST', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
  ['DELETE', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 400 }),
  fc.constantFrom(
    0,
    -1,
    1.5,
    1e20,
    2 ** 53,
    '',
    ' ',
    null,
    'javascript:alert(1)',
    'data:,x',
    '9'.repeat(30),
    '2027-13-45T99:99',
  ),
);
const input = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), body: fc.jsonValue() }),
  fc.record({ kind: fc.constant('text' as const), body: fc.string({ maxLength: 50 }) }),
  fc.record({ kind: fc.constant('field' as const), key: fc.string({ maxLength: 12 }), body: oddValue }),
  fc.record({
    kind: fc.constant('path' as const),
    body: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '%00'),
    ),
  }),
);

const tables =
  'leagues divisions teams players division_teams team_players transfer_windows transfers venues venue_tables fixtures frames standings league_histories sponsors wallboards wallboard_sponsors sponsor_impressions profiles user_roles'.split(
    ' ',
  );
const fingerprintSql = `select ${tables
  .map((t) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from public.${t} x)`)
  .join(' || ')} as f`;

/** The API in-process on a new in-memory PGlite (outside vitest, so not tests/api/support's setup). */
async function harness(): Promise<Harness> {
  const db = await openPglite();
  await migrate(db);
  const app = createApi({ db, verifyJwt });
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
    await h.call('POST', '/transfers', { token: h.organiser.token, body: routes[10][2](s) });
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} });
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
    for (const [r, [method, path, valid]] of routes.entries()) {
      for (const given of fc.sample(input, { numRuns: perRoute, seed: (opts.seed ?? 9) + r })) {
        let url = path(s);
        let body: unknown = valid(s);
        if (given.kind === 'json') body = given.body;
        if (given.kind === 'text') body = `{${given.body}`;
        if (given.kind === 'field') body = { ...(body as object), [given.key]: given.body };
        if (given.kind === 'path') {
          url = path(s, encodeURIComponent(given.body));
          if (url === path(s)) url = `${url}/${encodeURIComponent(given.body)}`; // no id: an odd extra segment
        }
        const res = await h.call(method, url, { token: h.organiser.token, body: body ?? null });
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
