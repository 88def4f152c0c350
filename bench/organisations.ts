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
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { SignJWT } from 'jose';
import type { Db } from '../api/db/port.ts';
import { openPglite } from '../server/db/pglite.ts';
import { migratedDataDir, startHost, type Host } from '../tests/support/host.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = 200;
const SECONDS = 2;
/** Rounds alternating between the hosts: this shared machine's load swings, so each figure is a median. */
const ROUNDS = 3;
const ORGANISATIONS = Number(process.env.BENCH_ORGANISATIONS ?? 100);
const SWEEP_ROUNDS = 30;
/** The goal: the 100-organisation figures within 10 % of the one-organisation ones. */
const GOAL = 0.1;
const JWT_SECRET = 'bench-organisations-secret-0123456789abcdef';

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** What one seeded organisation offers the reads: its ids, and its organiser's token. */
interface Target {
  organisationId: number;
  divisionId: number;
  teamId: number;
  wallboardId: number;
  token: string;
}

interface Side {
  organisations: number;
  seedMs: number;
  config: Load;
  reads: Record<string, Load>;
  sweep: {
    calls: number;
    msPerRequest: number;
    p50Ms: number;
    p95Ms: number;
    refused: number;
    /** Each call's median, by its method and path pattern. */
    perCallP50Ms: Record<string, number>;
  };
}

export interface OrganisationsBenchResult {
  engine: string;
  one: Side;
  hundred: Side;
}

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

/**
 * `count` organisations, each with the same season, in one set-based statement per table (org 1
 * exists already: the migration made it), so the triggers run once per statement, as a bulk
 * import's would, and the seed takes seconds, not the minutes of thousands of /api calls.
 */
async function seedOrganisations(db: Db, count: number): Promise<void> {
  const statements = [
    `insert into public.organisations (name, slug)
     select 'League ' || n, 'league-' || n from generate_series(2, ${count}) n`,
    `insert into public.leagues (organisation_id, name, season, created_by)
     select id, 'League ' || id, '2027', null from public.organisations`,
    `insert into public.divisions (league_id, name, sort_order)
     select l.id, d.name, d.s from public.leagues l, (values ('Premier', 1), ('First', 2)) d(name, s)`,
    `insert into public.venues (organisation_id, name)
     select o.id, 'Hall ' || i from public.organisations o, generate_series(1, 4) i`,
    // Team names carry their division's id, which the next statement reads back.
    `insert into public.teams (organisation_id, name, home_venue_id)
     select d.organisation_id, 'Team ' || d.id || '-' || i,
            (select v.id from public.venues v where v.organisation_id = d.organisation_id
             order by v.id offset i % 4 limit 1)
     from public.divisions d, generate_series(1, 8) i`,
    `insert into public.division_teams (division_id, team_id)
     select split_part(substr(name, 6), '-', 1)::bigint, id from public.teams`,
    `insert into public.players (organisation_id, full_name)
     select t.organisation_id, 'Player ' || t.id || '-' || i from public.teams t, generate_series(1, 5) i`,
    `insert into public.team_players (team_id, player_id)
     select split_part(substr(full_name, 8), '-', 1)::bigint, id from public.players`,
    // A double round robin (every ordered pair of a division), the first half of its weeks played.
    `with team as (select dt.division_id, t.id, t.home_venue_id from public.division_teams dt
                   join public.teams t on t.id = dt.team_id),
     pair as (select h.division_id, h.id home, a.id away, h.home_venue_id venue,
                     row_number() over (partition by h.division_id order by h.id, a.id) - 1 k
              from team h join team a on a.division_id = h.division_id and a.id <> h.id)
     insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
     select division_id, home, away, venue, timestamptz '2027-01-07 19:30Z' + (k % 14) * interval '7 days',
            (case when k % 14 < 7 then 'in_play' else 'scheduled' end)::public.fixture_status
     from pair`,
    // Frames and results go in with the row triggers off (a restore's replica mode): a standings
    // recompute per frame made this seed take minutes. Standings and ratings are then computed once,
    // by the functions those triggers call.
    `set session_replication_role = replica`,
    `with roster as (select team_id, player_id,
                            row_number() over (partition by team_id order by player_id) % 5 slot
                     from public.team_players)
     insert into public.frames (organisation_id, fixture_id, frame_no, home_player_id, away_player_id, winner)
     select f.organisation_id, f.id, i, h.player_id, a.player_id,
            (case when (f.id + i) % 3 = 0 then 'away' else 'home' end)::public.frame_winner
     from public.fixtures f cross join generate_series(1, 5) i
     join roster h on h.team_id = f.home_team_id and h.slot = i % 5
     join roster a on a.team_id = f.away_team_id and a.slot = i % 5
     where f.status = 'in_play'`,
    `update public.fixtures set status = 'final', completed_at = kickoff_at where status = 'in_play'`,
    `set session_replication_role = origin`,
    `select public.refresh_standings(id) from public.divisions`,
    `select public.recompute_ratings()`,
    `insert into public.wallboards (organisation_id, name, type, league_id, division_id, is_public)
     select l.organisation_id, 'Club TV', 'league_table', l.id,
            (select min(d.id) from public.divisions d where d.league_id = l.id), true
     from public.leagues l`,
  ];
  for (const sql of statements) await db.query(sql);
  // Fresh statistics, as a maintained database has (autovacuum's analyze on PostgreSQL).
  await db.query('analyze');
}

/** The ids one organisation's reads use. */
async function targetOf(db: Db, organisationId: number): Promise<Omit<Target, 'token'>> {
  const [row] = await db.query<{ division: string; team: string; wallboard: string }>(
    `select w.division_id division, w.id wallboard,
            (select min(team_id) from public.division_teams where division_id = w.division_id) team
     from public.wallboards w where w.organisation_id = $1`,
    [organisationId],
  );
  return {
    organisationId,
    divisionId: Number(row.division),
    teamId: Number(row.team),
    wallboardId: Number(row.wallboard),
  };
}

/** An organiser of the organisation with a live session, and a token for it as the host signs them. */
async function organiser(db: Db, organisationId: number): Promise<string> {
  // The first confirmed account owns the deployment and organises organisation 1
  // (grant_first_organiser()); the organiser measured is the next, in both databases alike.
  await db.query(`insert into auth.users (email, email_confirmed_at) values ('owner@example.com', now())`);
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id::text id`,
    [`organiser-${organisationId}@example.com`],
  );
  await db.query(
    `insert into public.user_roles (user_id, role, organisation_id) values ($1::uuid, 'organiser', $2)`,
    [user.id, organisationId],
  );
  const [session] = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id::text id',
    [user.id],
  );
  return new SignJWT({ sub: user.id, role: 'authenticated', session_id: session.id, aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** A migrated PGlite folder holding `count` seeded organisations; the reads use the middle one's. */
async function seededDataDir(count: number): Promise<{ dataDir: string; target: Target; seedMs: number }> {
  const dataDir = await migratedDataDir();
  const db = await openPglite(path.join(dataDir, 'pgdata'));
  const started = Date.now();
  try {
    await seedOrganisations(db, count);
    const seedMs = Date.now() - started;
    const target = await targetOf(db, Math.ceil(count / 2));
    const token = await organiser(db, target.organisationId);
    return { dataDir, target: { ...target, token }, seedMs };
  } finally {
    await db.close();
  }
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

/** Prints the table; true when every figure is within the goal and nothing errored. */
export function printOrganisationsBench(r: OrganisationsBenchResult): boolean {
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  console.log(
    `organisations on ${r.engine}: one organisation's reads with ${r.hundred.organisations} organisations in the database ` +
      `against ${r.one.organisations}; ${CLIENTS} clients from autocannon (its own process), ${ROUNDS} rounds of ` +
      `${SECONDS} s per address alternating between the hosts, medians; seeded in ${(r.one.seedMs / 1000).toFixed(1)} s ` +
      `and ${(r.hundred.seedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `GET /config.json: ${r.one.config.requestsPerSecond} req/s (1 org), ${r.hundred.config.requestsPerSecond} req/s ` +
      `(${r.hundred.organisations} orgs) (the baseline each ratio divides by)`,
  );
  const rows: string[][] = [];
  let ok = true;
  for (const name of Object.keys(r.one.reads)) {
    const one = r.one.reads[name];
    const many = r.hundred.reads[name];
    const ratioOne = one.requestsPerSecond / r.one.config.requestsPerSecond;
    const ratioMany = many.requestsPerSecond / r.hundred.config.requestsPerSecond;
    const change = ratioMany / ratioOne - 1;
    const clean = one.errors + one.non2xx + many.errors + many.non2xx === 0;
    const within = change >= -GOAL;
    ok &&= within && clean;
    rows.push([
      name,
      `${one.requestsPerSecond} (${ratioOne.toFixed(3)}x)`,
      `${many.requestsPerSecond} (${ratioMany.toFixed(3)}x)`,
      `${(ratioMany / ratioOne).toFixed(2)} (${pct(change)}; raw ${(many.requestsPerSecond / one.requestsPerSecond).toFixed(2)})`,
      `${one.p99Ms} / ${many.p99Ms}`,
      within ? (clean ? 'yes' : 'errors') : 'NO',
    ]);
  }
  // The median: on a loaded machine the mean follows a few stalls of hundreds of milliseconds.
  const sweepChange = r.hundred.sweep.p50Ms / r.one.sweep.p50Ms - 1;
  const sweepWithin = sweepChange <= GOAL && r.one.sweep.refused + r.hundred.sweep.refused === 0;
  ok &&= sweepWithin;
  rows.push([
    `authorization sweep (${r.one.sweep.calls} signed-in calls x ${SWEEP_ROUNDS}), ms per request`,
    `p50 ${r.one.sweep.p50Ms} (mean ${r.one.sweep.msPerRequest}, p95 ${r.one.sweep.p95Ms})`,
    `p50 ${r.hundred.sweep.p50Ms} (mean ${r.hundred.sweep.msPerRequest}, p95 ${r.hundred.sweep.p95Ms})`,
    `${(r.hundred.sweep.p50Ms / r.one.sweep.p50Ms).toFixed(2)} (${pct(sweepChange)} time)`,
    '',
    sweepWithin ? 'yes' : 'NO',
  ]);
  const headers = [
    'read (anonymous)',
    'req/s 1 org (x config)',
    `req/s ${r.hundred.organisations} orgs (x config)`,
    `${r.hundred.organisations}-org / 1-org (of the ratios)`,
    'p99 ms',
    `within ${GOAL * 100} %`,
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
  console.log(
    `sweep, each call's p50 ms (1 org / ${r.hundred.organisations} orgs): ` +
      Object.keys(r.one.sweep.perCallP50Ms)
        .map((k) => `${k} ${r.one.sweep.perCallP50Ms[k]} / ${r.hundred.sweep.perCallP50Ms[k]}`)
        .join('; '),
  );
  const refused = r.one.sweep.refused + r.hundred.sweep.refused;
  if (refused) console.log(`sweep: ${refused} calls refused (each should succeed)`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printOrganisationsBench(await benchOrganisations());
}
