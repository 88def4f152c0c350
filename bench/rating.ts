// How well the rating predicts frames (docs/rating.md). A synthetic league is drawn from hidden "true"
// strengths with a seeded generator: 12 teams of 6 (72 players), 3 seasons of a double round robin,
// 8 frames a match; strengths drift between seasons and 6 players are replaced by new ones each
// season. Frames go in through SQL night by night, so the database's triggers rate them as on a
// real league. The last season's frames are then scored, each with the chance the rating gave before
// it (the journal's home_chance), against a coin flip, against "the player with the better win
// percentage so far wins with that win rate" (Laplace-smoothed, (won + 1) / (played + 2), so a 3-0
// start is not a certainty), and against the true strengths themselves (the best any rating could
// do). Log-loss and Brier score, lower is better. Figures only. Run alone: `npx tsx bench/rating.ts`.
import { pathToFileURL } from 'node:url';
import type { Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { benchRatingWrites, type RatingWritesResult } from './rating-writes.ts';

const TEAMS = 12;
const ROSTER = 6;
const SEASONS = 3;
const FRAMES_A_MATCH = 8;

interface Score {
  logLoss: number;
  brier: number;
}
export interface RatingBenchResult {
  engine: string;
  players: number;
  frames: number;
  scored: number;
  rating: Score;
  coin: Score;
  winPct: Score;
  truth: Score;
  insertSeconds: number;
  recomputeSeconds: number;
  writes: RatingWritesResult;
}

/** A seeded generator (mulberry32), so every run draws the same league. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal, pick: (n: number) => Math.floor(next() * n) };
}

const chance = (diff: number) => 1 / (1 + 2 ** (-diff / 100));

/** Round-robin pairings by the circle method: rounds of [home, away] team indexes. */
function roundRobin(n: number): [number, number][][] {
  const idx = Array.from({ length: n }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    rounds.push(Array.from({ length: n / 2 }, (_, i) => [idx[i], idx[n - 1 - i]] as [number, number]));
    idx.splice(1, 0, idx.pop() as number);
  }
  return [...rounds, ...rounds.map((round) => round.map(([h, a]) => [a, h] as [number, number]))];
}

async function ids(db: Db, sql: string, params: unknown[] = []) {
  return (await db.query<{ id: number }>(sql, params)).map((r) => r.id);
}

/** Draws the league and inserts it; returns each player's true strength by id. */
export async function seedLeague(db: Db) {
  const rng = generator(20261123);
  const teams = await ids(
    db,
    `insert into public.teams (name) select 'Team ' || i from generate_series(1, ${TEAMS}) i returning id`,
  );
  const [venue] = await ids(db, `insert into public.venues (name) values ('Bench Hall') returning id`);
  const truth = new Map<number, number>();
  // A frame names players of the match: each player is on their one team's roster from the start.
  const newPlayer = async (team: number) => {
    const [id] = await ids(db, `insert into public.players (full_name) values ('P') returning id`);
    await db.query(
      `insert into public.team_players (team_id, player_id, joined_at) values ($1, $2, '2024-01-01T00:00:00Z')`,
      [teams[team], id],
    );
    truth.set(id, 500 + 90 * rng.normal());
    return id;
  };
  const rosters: number[][] = [];
  for (let t = 0; t < TEAMS; t++) {
    const roster: number[] = [];
    for (let i = 0; i < ROSTER; i++) roster.push(await newPlayer(t));
    rosters.push(roster);
  }
  const seasons: number[] = [];
  for (let season = 0; season < SEASONS; season++) {
    const [league] = await ids(
      db,
      `insert into public.leagues (name, season, settings)
       values ('Bench', $1, public.default_league_settings() || jsonb_build_object('frames_per_match', ${FRAMES_A_MATCH}))
       returning id`,
      [String(2025 + season)],
    );
    seasons.push(league);
    const [division] = await ids(
      db,
      `insert into public.divisions (league_id, name) values ($1, 'One') returning id`,
      [league],
    );
    for (const [r, round] of roundRobin(TEAMS).entries()) {
      const kickoff = new Date(Date.UTC(2025 + season, 0, 7 + 7 * r, 19, 30)).toISOString();
      const values: unknown[] = [];
      for (const [h, a] of round) {
        const [fixture] = await ids(
          db,
          `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
           values ($1, $2, $3, $4, $5, 'final') returning id`,
          [division, teams[h], teams[a], venue, kickoff],
        );
        for (let no = 1; no <= FRAMES_A_MATCH; no++) {
          const home = rosters[h][rng.pick(ROSTER)];
          const away = rosters[a][rng.pick(ROSTER)];
          const won = rng.next() < chance((truth.get(home) ?? 0) - (truth.get(away) ?? 0));
          values.push(fixture, no, home, away, won ? 'home' : 'away');
        }
      }
      const rows = Array.from({ length: values.length / 5 }, (_, i) => {
        const p = i * 5;
        return `($${p + 1}::bigint, $${p + 2}::int, $${p + 3}::bigint, $${p + 4}::bigint, $${p + 5}::public.frame_winner)`;
      });
      await db.query(
        `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner) values ${rows.join(', ')}`,
        values,
      );
    }
    for (const [id, strength] of truth) truth.set(id, strength + 15 * rng.normal());
    for (let k = 0; k < 6; k++) {
      const team = rng.pick(TEAMS);
      rosters[team][rng.pick(ROSTER)] = await newPlayer(team);
    }
  }
  return { truth, lastSeason: seasons[SEASONS - 1] };
}

function score(predictions: { p: number; won: boolean }[]): Score {
  let logLoss = 0;
  let brier = 0;
  for (const { p, won } of predictions) {
    const q = Math.min(Math.max(won ? p : 1 - p, 1e-15), 1);
    logLoss -= Math.log(q);
    brier += (won ? 1 - p : p) ** 2;
  }
  const n = predictions.length;
  return { logLoss: logLoss / n, brier: brier / n };
}

export async function benchRating(): Promise<RatingBenchResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  try {
    await migrate(db);
    let t0 = performance.now();
    const { truth, lastSeason } = await seedLeague(db);
    const insertSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await db.query('select public.recompute_ratings()');
    const recomputeSeconds = (performance.now() - t0) / 1000;

    const frames = await db.query<{
      home: number;
      away: number;
      won: boolean;
      chance: number;
      league: number;
    }>(
      `select s.home_player_id as home, s.away_player_id as away, s.winner = 'home' as won,
         r.home_chance as chance, s.league_id as league
       from public.scored_frames s join public.frame_ratings r on r.frame_id = s.id
       order by s.kickoff_at, s.fixture_id, s.frame_no`,
    );
    const record = new Map<number, { won: number; played: number }>();
    const rate = (id: number) => {
      const r = record.get(id) ?? { won: 0, played: 0 };
      return (r.won + 1) / (r.played + 2);
    };
    const predictions = { rating: [], coin: [], winPct: [], truth: [] } as Record<
      'rating' | 'coin' | 'winPct' | 'truth',
      { p: number; won: boolean }[]
    >;
    for (const f of frames) {
      if (f.league === lastSeason) {
        const [h, a] = [rate(f.home), rate(f.away)];
        predictions.rating.push({ p: f.chance, won: f.won });
        predictions.coin.push({ p: 0.5, won: f.won });
        predictions.winPct.push({ p: h > a ? h : a > h ? 1 - a : 0.5, won: f.won });
        predictions.truth.push({
          p: chance((truth.get(f.home) ?? 0) - (truth.get(f.away) ?? 0)),
          won: f.won,
        });
      }
      for (const [id, won] of [
        [f.home, f.won],
        [f.away, !f.won],
      ] as const) {
        const r = record.get(id) ?? { won: 0, played: 0 };
        record.set(id, { won: r.won + (won ? 1 : 0), played: r.played + 1 });
      }
    }
    return {
      engine: db.engine,
      players: truth.size,
      frames: frames.length,
      scored: predictions.rating.length,
      rating: score(predictions.rating),
      coin: score(predictions.coin),
      winPct: score(predictions.winPct),
      truth: score(predictions.truth),
      insertSeconds,
      recomputeSeconds,
      writes: await benchRatingWrites(db, 10, 10),
    };
  } finally {
    await db.close();
  }
}

export function printRatingBench(r: RatingBenchResult) {
  const row = (name: string, s: Score) =>
    console.log(`  ${name.padEnd(40)} log-loss ${s.logLoss.toFixed(4)}   Brier ${s.brier.toFixed(4)}`);
  console.log(
    `Rating quality (${r.engine}): ${r.players} players, ${r.frames} frames over ${SEASONS} seasons; ` +
      `the last season's ${r.scored} frames, each predicted before it was rated`,
  );
  row('rating', r.rating);
  row('coin flip', r.coin);
  row('better win % so far wins at its rate', r.winPct);
  row('true strengths (the best possible)', r.truth);
  console.log(
    `  inserted night by night (triggers rating as they go) in ${r.insertSeconds.toFixed(1)} s; ` +
      `full recompute_ratings() in ${r.recomputeSeconds.toFixed(1)} s`,
  );
  const w = r.writes;
  const f = (x: typeof w.append) =>
    `median ${x.modes.with.medianMs} ms with the rating trigger, ${x.modes.without.medianMs} ms without ` +
    `(${x.ratio.toFixed(2)}x)`;
  console.log(
    `  a match-night frame write (interleaved, bench/rating-writes.ts): scored after every other ${f(w.append)}; ` +
      `the newest corrected ${f(w.correct)}; correcting the first frame (replays ${w.replayed}): ${w.firstFrameMs} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRatingBench(await benchRating());
}
