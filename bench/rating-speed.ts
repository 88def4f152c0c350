// The rating and the statistics at league-history scale: 50,000 frames (20 teams of 8, 6,250
// fixtures in play, 8 frames each, seeded), inserted through SQL in chronological batches of 1,000 as
// the triggers rate them; full recompute_ratings() five times (median and slowest, wall-clock and this
// process's CPU time, in which PGlite runs); the statistics routes, anonymously through the in-process
// API (p95 of 20 calls each); then match-night writes with the rating trigger on and off, interleaved
// (bench/rating-writes.ts). Figures only. Run alone: `npx tsx bench/rating-speed.ts`.
import { pathToFileURL } from 'node:url';
import { createApi } from '../api/app.ts';
import type { Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { benchRatingWrites, type RatingWritesResult, type Timing } from './rating-writes.ts';

const FRAMES = 50_000;
const PER_FIXTURE = 8;
const TEAMS = 20;
const ROSTER = 8;
const BATCH = 1000;

export interface RatingSpeedResult {
  engine: string;
  frames: number;
  insertSeconds: number;
  recompute: { medianSeconds: number; maxSeconds: number; cpuMedianSeconds: number };
  writes: RatingWritesResult;
  routesP95Ms: Record<string, number>;
}

const RECOMPUTES = 5;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function seed(db: Db) {
  let s = 50_000;
  const next = (n: number) => (s = (s * 48271) % 2147483647) % n;
  const [{ id: league }] = await db.query<{ id: number }>(
    // bench/rating-writes.ts appends hundreds of frames to one of its fixtures: no match length to speak of.
    `insert into public.leagues (name, season, settings)
     values ('Speed', '2020-2027', public.default_league_settings() || '{"frames_per_match": 100000}') returning id`,
  );
  const [{ id: division }] = await db.query<{ id: number }>(
    `insert into public.divisions (league_id, name) values ($1, 'One') returning id`,
    [league],
  );
  const teams = (
    await db.query<{ id: number }>(
      `insert into public.teams (name) select 'Team ' || i from generate_series(1, ${TEAMS}) i returning id`,
    )
  ).map((r) => r.id);
  const players = (
    await db.query<{ id: number }>(
      `insert into public.players (full_name) select 'Player ' || i from generate_series(1, ${TEAMS * ROSTER}) i returning id`,
    )
  ).map((r) => r.id);
  // A frame names players of the match: player k plays for team k / ROSTER, from before the first night.
  await db.query(
    `insert into public.team_players (team_id, player_id, joined_at)
     select ($1::bigint[])[1 + k / ${ROSTER}], ($2::bigint[])[1 + k], timestamptz '2019-12-01 00:00:00+00'
     from generate_series(0, ${TEAMS * ROSTER - 1}) k`,
    [teams, players],
  );
  const [{ id: venue }] = await db.query<{ id: number }>(
    `insert into public.venues (name) values ('Speed Hall') returning id`,
  );
  const fixtures = await db.query<{ id: number; home: number; away: number }>(
    `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
     select $1, ($2::bigint[])[1 + i % ${TEAMS}], ($2::bigint[])[1 + (i + 1 + (i / ${TEAMS}) % ${TEAMS - 1}) % ${TEAMS}], $3,
       timestamptz '2020-01-06 19:30:00+00' + (i / 10) * interval '1 day', 'in_play'
     from generate_series(0, ${FRAMES / PER_FIXTURE - 1}) i
     returning id, home_team_id as home, away_team_id as away`,
    [division, teams, venue],
  );
  const roster = (team: number) => players[teams.indexOf(team) * ROSTER + next(ROSTER)];
  let values: unknown[] = [];
  const flush = async () => {
    const rows = Array.from({ length: values.length / 5 }, (_, i) => {
      const p = i * 5;
      return `($${p + 1}::bigint, $${p + 2}::int, $${p + 3}::bigint, $${p + 4}::bigint, $${p + 5}::public.frame_winner)`;
    });
    await db.query(
      `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner) values ${rows.join(', ')}`,
      values,
    );
    values = [];
  };
  let frames = 0;
  for (const f of fixtures) {
    for (let no = 1; no <= PER_FIXTURE; no++) {
      values.push(f.id, no, roster(f.home), roster(f.away), next(2) ? 'home' : 'away');
      if (++frames % BATCH === 0) await flush();
    }
  }
  if (values.length) await flush();
  return { league, team: teams[0], playerA: players[0], playerB: players[ROSTER] };
}

export async function benchRatingSpeed(): Promise<RatingSpeedResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  try {
    await migrate(db);
    let t0 = performance.now();
    const ids = await seed(db);
    const insertSeconds = (performance.now() - t0) / 1000;
    let n = 0;
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < RECOMPUTES; i++) {
      const cpu = process.cpuUsage();
      t0 = performance.now();
      [{ n }] = await db.query<{ n: number }>('select public.recompute_ratings() as n');
      walls.push((performance.now() - t0) / 1000);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1e6);
    }
    const recompute = {
      medianSeconds: median(walls),
      maxSeconds: Math.max(...walls),
      cpuMedianSeconds: median(cpus),
    };

    const app = createApi({ db, verifyJwt: () => Promise.reject(new Error('anonymous only')) });
    const routes: Record<string, string> = {
      'GET /players/{id}/stats': `/api/players/${ids.playerA}/stats`,
      'GET /teams/{id}/stats': `/api/teams/${ids.team}/stats`,
      'GET /leaderboards (rating)': `/api/leaderboards?leagueId=${ids.league}`,
      'GET /leaderboards (win_pct)': `/api/leaderboards?metric=win_pct`,
      'GET /head-to-head': `/api/head-to-head?playerA=${ids.playerA}&playerB=${ids.playerB}`,
    };
    const routesP95Ms: Record<string, number> = {};
    for (const [name, url] of Object.entries(routes)) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        const res = await app.request(url);
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
      routesP95Ms[name] = Math.round(p95(times));
    }
    return {
      engine: db.engine,
      frames: n,
      insertSeconds,
      recompute,
      routesP95Ms,
      writes: await benchRatingWrites(db),
    };
  } finally {
    await db.close();
  }
}

// Issue 15's goals at this scale, printed next to each figure.
const GOALS = { playerStatsMs: 20, leaderboardMs: 50, recomputeSeconds: 3, writeRatio: 1.3 };
const goal = (met: boolean, text: string) => `(goal ${text}${met ? '' : ', not met'})`;

export function printRatingSpeed(r: RatingSpeedResult) {
  console.log(`Rating and statistics at scale (${r.engine}): ${r.frames} rated frames`);
  const rc = r.recompute;
  console.log(
    `  inserted in batches of ${BATCH} (rated as they go) in ${r.insertSeconds.toFixed(1)} s; ` +
      `full recompute_ratings() ${RECOMPUTES} times: median ${rc.medianSeconds.toFixed(2)} s ` +
      goal(rc.medianSeconds <= GOALS.recomputeSeconds, `<= ${GOALS.recomputeSeconds} s`) +
      `, slowest ${rc.maxSeconds.toFixed(2)} s, CPU median ${rc.cpuMedianSeconds.toFixed(2)} s`,
  );
  const w = r.writes;
  for (const [name, f] of [
    ['a frame scored after every other (insert)', w.append],
    [`the newest frame's result corrected (update)`, w.correct],
  ] as const) {
    const t = (m: Timing) => `${m.medianMs} / ${m.p95Ms} ms (CPU ${m.cpuMedianMs} / ${m.cpuP95Ms} ms)`;
    console.log(
      `  ${name}, median / p95 of ${f.samples} each, interleaved: with the rating trigger ${t(f.modes.with)}; ` +
        `without ${t(f.modes.without)}: ${f.ratio.toFixed(2)}x ` +
        goal(f.ratio <= GOALS.writeRatio, `<= ${GOALS.writeRatio}x`) +
        ` (CPU ${f.cpuRatio.toFixed(2)}x); without the statistics' trigger either ${t(f.modes.bare)}`,
    );
  }
  console.log(`  correcting the first frame (replays ${w.replayed}): ${w.firstFrameMs} ms`);
  for (const [name, ms] of Object.entries(r.routesP95Ms)) {
    const limit = name.startsWith('GET /players/')
      ? GOALS.playerStatsMs
      : name.startsWith('GET /leaderboards')
        ? GOALS.leaderboardMs
        : undefined;
    const note = limit === undefined ? '' : ` ${goal(ms <= limit, `<= ${limit} ms`)}`;
    console.log(`  ${name.padEnd(30)} p95 ${ms} ms${note}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRatingSpeed(await benchRatingSpeed());
}
