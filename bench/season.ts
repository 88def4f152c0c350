// A season's heavy calls through the in-process app, as the web app makes them: creating a 20-team
// double round robin (380 fixtures) with the fixture wizard's one call, completing the last match of
// that season when 379 are already final (p95; goal <= 15 ms), and a settings change recomputing a
// 10-division league of such seasons. PGlite unless DATABASE_URL is set. Run alone:
// `npx tsx bench/season.ts`.
import { pathToFileURL } from 'node:url';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../api/app.ts';
import { asUser, type Claims, type Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { planRoundRobin } from '@core/schedule/round-robin.ts';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

export interface SeasonBenchResult {
  engine: string;
  createMs: number[];
  completeP95Ms: number;
  completeMedianMs: number;
  completions: number;
  sqlP95Ms: number;
  sqlMedianMs: number;
  settingsFixtures: number;
  settingsMs: number[];
}

const COMPLETE_GOAL_MS = 15;
const TEAMS = 20;
const DIVISIONS = 10;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil(p * xs.length) - 1];
const round = (x: number) => Math.round(x * 10) / 10;
const secret = new TextEncoder().encode('bench-season-secret-0123456789abcdef0123');

async function timed(fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export async function benchSeason(): Promise<SeasonBenchResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db: Db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  await migrate(db);
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ('season-bench@example.com', now()) returning id::text as id`,
  );
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'organiser') on conflict do nothing`,
    [user.id],
  );
  const claims: Claims = { role: 'authenticated', sub: user.id };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(secret);
  const app = createApi({
    db,
    verifyJwt: async (t) => (await jwtVerify(t, secret)).payload as unknown as Claims,
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number }[] & { id: number }>;
  };

  try {
    const league = await call('POST', '/leagues', { name: 'Bench League', season: '2027' });
    const venue = await call('POST', '/venues', { name: 'Bench Hall' });
    const createMs: number[] = [];
    const divisions: number[] = [];
    for (let d = 0; d < DIVISIONS; d++) {
      const division = await call('POST', '/divisions', { leagueId: league.id, name: `Division ${d + 1}` });
      divisions.push(division.id);
      const teams: number[] = [];
      for (let t = 0; t < TEAMS; t++) {
        const team = await call('POST', '/teams', { name: `D${d + 1} Team ${t + 1}` });
        await call('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
        teams.push(team.id);
      }
      const plan = planRoundRobin(teams, { start: '2027-01-07', double: true, time: '19:30' });
      const fixtures = plan.map((m) => ({
        divisionId: division.id,
        homeTeamId: m.home,
        awayTeamId: m.away,
        venueId: venue.id,
        kickoffAt: `${m.date}T19:30:00.000Z`,
      }));
      createMs.push(await timed(() => call('POST', '/fixtures/bulk', { fixtures })));
    }

    // Every match played 3-2; all final but the first division's last one, without 3,799 recomputes.
    await db.exec(`insert into public.frames (fixture_id, frame_no, winner)
      select f.id, n, case when n <= 3 then 'home'::public.frame_winner else 'away' end
      from public.fixtures f cross join generate_series(1, 5) n`);
    const [last] = await db.query<{ id: number }>(
      'select id from public.fixtures where division_id = $1 order by kickoff_at desc, id desc limit 1',
      [divisions[0]],
    );
    await db.exec('alter table public.fixtures disable trigger fixtures_recompute_standings');
    await db.query(`update public.fixtures set status = 'final' where id <> $1`, [last.id]);
    await db.exec('alter table public.fixtures enable trigger fixtures_recompute_standings');
    for (const d of divisions) await db.query('select 1 from public.recompute_standings($1)', [d]);
    // A live database has statistics (autovacuum on a server); the bulk seed above has none yet.
    await db.exec('analyze');

    const completions: number[] = [];
    for (let i = 0; i < 60; i++) {
      const ms = await timed(() => call('PATCH', `/fixtures/${last.id}`, { status: 'final' }));
      if (i >= 10) completions.push(ms); // the first ten warm up
      await call('PATCH', `/fixtures/${last.id}`, { status: 'in_play' });
    }

    // The same in SQL as the organiser (complete_fixture): the rules' share without the API around it.
    const sql: number[] = [];
    for (let i = 0; i < 60; i++) {
      const ms = await timed(() =>
        asUser(db, claims, (tx) => tx.query('select 1 from public.complete_fixture($1)', [last.id])),
      );
      if (i >= 10) sql.push(ms);
      await call('PATCH', `/fixtures/${last.id}`, { status: 'in_play' });
    }

    const settingsMs: number[] = [];
    const defaults = leagueSettingsSchema.parse({});
    for (let i = 0; i < 10; i++) {
      const settings = { ...defaults, points: { ...defaults.points, win: 3 + (i % 2) } };
      settingsMs.push(await timed(() => call('PATCH', `/leagues/${league.id}`, { settings })));
    }
    return {
      engine: db.engine,
      createMs: createMs.map(round),
      completeP95Ms: round(pct(completions, 0.95)),
      completeMedianMs: round(pct(completions, 0.5)),
      completions: completions.length,
      sqlP95Ms: round(pct(sql, 0.95)),
      sqlMedianMs: round(pct(sql, 0.5)),
      settingsFixtures: DIVISIONS * TEAMS * (TEAMS - 1),
      settingsMs: settingsMs.map(round),
    };
  } finally {
    await db.close();
  }
}

/** Prints the figures; false when completing a match misses its goal. */
export function printSeasonBench(r: SeasonBenchResult): boolean {
  const median = (xs: number[]) => round(pct(xs, 0.5));
  console.log(`Season (${r.engine})`);
  console.log(
    `  POST /api/fixtures/bulk, ${TEAMS}-team double round robin (${TEAMS * (TEAMS - 1)} fixtures): ` +
      `median ${median(r.createMs)} ms, max ${round(Math.max(...r.createMs))} ms over ${r.createMs.length} divisions`,
  );
  const missed = r.completeP95Ms > COMPLETE_GOAL_MS;
  console.log(
    `  completing the last match, 379 final in its division: p95 ${r.completeP95Ms} ms, median ` +
      `${r.completeMedianMs} ms over ${r.completions} (goal <= ${COMPLETE_GOAL_MS} ms)${missed ? ' MISSED' : ''}`,
  );
  console.log(`  the same with complete_fixture() in SQL: p95 ${r.sqlP95Ms} ms, median ${r.sqlMedianMs} ms`);
  console.log(
    `  a settings change recomputing ${DIVISIONS} divisions (${r.settingsFixtures} final fixtures): ` +
      `median ${median(r.settingsMs)} ms, max ${round(Math.max(...r.settingsMs))} ms over ${r.settingsMs.length}`,
  );
  return !missed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSeasonBench(await benchSeason());
}
