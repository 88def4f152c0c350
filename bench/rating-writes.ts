// What keeping the rating current costs a frame write, on the league of bench/rating-speed.ts. Two
// match-night writes: a frame scored after every other (an insert: rated on its own) and the newest
// frame's result corrected (an update, as a scorer's tap sends it). Each runs with the rating's update
// trigger on ("with") and off ("without"; the statistics' trigger on in both), and with neither
// ("bare"). The three alternate in short rounds whose order rotates, so a busy moment of a shared
// machine falls on all of them alike; each round starts with untimed writes (the first write after
// ALTER TABLE plans the triggers' statements again, which a match night never does). Figures are the
// median and p95 of wall-clock time and of this process's CPU time (PGlite runs in it; on a loaded
// machine CPU time moves far less than wall-clock time). Last, a correction of the league's first
// frame, which replays every frame after it. Bare SQL as the database owner: the triggers' own cost.
import type { Db } from '../api/db/port.ts';

export interface Timing {
  medianMs: number;
  p95Ms: number;
  cpuMedianMs: number;
  cpuP95Ms: number;
}
const MODES = ['with', 'without', 'bare'] as const;
type Mode = (typeof MODES)[number];
export interface WriteFigures {
  samples: number;
  modes: Record<Mode, Timing>;
  /** with / without, of the medians */
  ratio: number;
  cpuRatio: number;
}
export interface RatingWritesResult {
  append: WriteFigures;
  correct: WriteFigures;
  firstFrameMs: number;
  replayed: number;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1];
const round = (x: number) => Math.round(x * 100) / 100;

async function timed(fn: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t0, cpu: (used.user + used.system) / 1000 };
}

/** Runs write in every mode, rounds x perRound timed times each, interleaved. */
async function abWrites(
  db: Db,
  event: 'insert' | 'update',
  write: () => Promise<unknown>,
  rounds: number,
  perRound: number,
): Promise<WriteFigures> {
  const toggle = (rating: boolean, stats: boolean) =>
    db.exec(
      `alter table public.frames ${rating ? 'enable' : 'disable'} trigger frames_ratings_follow_${event};
       alter table public.frames ${stats ? 'enable' : 'disable'} trigger frames_stat_totals_follow_${event}`,
    );
  const times = Object.fromEntries(MODES.map((m) => [m, { wall: [] as number[], cpu: [] as number[] }]));
  try {
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < MODES.length; i++) {
        const mode = MODES[(r + i) % MODES.length];
        await toggle(mode === 'with', mode !== 'bare');
        for (let w = 0; w < 3; w++) await write();
        for (let w = 0; w < perRound; w++) {
          const t = await timed(write);
          times[mode].wall.push(t.wall);
          times[mode].cpu.push(t.cpu);
        }
      }
    }
  } finally {
    await toggle(true, true);
  }
  const modes = Object.fromEntries(
    MODES.map((m) => [
      m,
      {
        medianMs: round(quantile(times[m].wall, 0.5)),
        p95Ms: round(quantile(times[m].wall, 0.95)),
        cpuMedianMs: round(quantile(times[m].cpu, 0.5)),
        cpuP95Ms: round(quantile(times[m].cpu, 0.95)),
      },
    ]),
  ) as Record<Mode, Timing>;
  return {
    samples: rounds * perRound,
    modes,
    ratio: quantile(times.with.wall, 0.5) / quantile(times.without.wall, 0.5),
    cpuRatio: quantile(times.with.cpu, 0.5) / quantile(times.without.cpu, 0.5),
  };
}

export async function benchRatingWrites(db: Db, rounds = 30, perRound = 10): Promise<RatingWritesResult> {
  const order = (dir: string) => `order by s.kickoff_at ${dir}, s.fixture_id ${dir}, s.frame_no ${dir}`;
  const [newest] = await db.query<{ id: number; fixture_id: number; home: number; away: number }>(
    `select s.id, s.fixture_id, s.home_player_id as home, s.away_player_id as away
     from public.scored_frames s ${order('desc')} limit 1`,
  );
  const [first] = await db.query<{ id: number; winner: string }>(
    `select s.id, s.winner::text from public.scored_frames s ${order('asc')} limit 1`,
  );
  // Tonight's match, after every other, between the newest match's teams: its frames are scored by
  // two players of each side who played in that match (a frame names players of the match), but not
  // the newest frame's two, so that frame stays their newest and its correction is rated in one
  // statement, as the figure says.
  const [tonight] = await db.query<{ id: number }>(
    `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
     select f.division_id, f.home_team_id, f.away_team_id, f.venue_id, f.kickoff_at + interval '1 day', 'in_play'
     from public.fixtures f where f.id = $1 returning id`,
    [newest.fixture_id],
  );
  // Tonight's match takes every frame the bench appends, far more than a real match's length.
  await db.query(
    `update public.leagues l set settings = l.settings || '{"frames_per_match": 100000}'
     from public.fixtures f join public.divisions d on d.id = f.division_id
     where f.id = $1 and l.id = d.league_id`,
    [tonight.id],
  );
  const [{ home, away }] = await db.query<{ home: number[]; away: number[] }>(
    `select array(select distinct s.home_player_id from public.frames s
                  where s.fixture_id = $1 and s.home_player_id <> $2 limit 2) as home,
       array(select distinct s.away_player_id from public.frames s
             where s.fixture_id = $1 and s.away_player_id <> $3 limit 2) as away`,
    [newest.fixture_id, newest.home, newest.away],
  );
  let n = 0;
  const append = () => {
    n++;
    return db.query(
      `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
       values ($1, $2, $3, $4, $5)`,
      [tonight.id, n, home[n % home.length], away[n % away.length], n % 3 ? 'home' : 'away'],
    );
  };
  const correct = () =>
    db.query('update public.frames set winner = $2 where id = $1', [newest.id, n++ % 2 ? 'home' : 'away']);
  const appendFigures = await abWrites(db, 'insert', append, rounds, perRound);
  const correctFigures = await abWrites(db, 'update', correct, rounds, perRound);

  // The rounds without the triggers left the statistics of these players behind: count them again.
  await db.query(
    `select public.refresh_player_stat_totals(array(
       select x.p from public.frames f cross join unnest(array[f.home_player_id, f.away_player_id]) x (p)
       where f.fixture_id = $1 or f.id = $2))`,
    [tonight.id, newest.id],
  );
  // ...and the journal: correcting the first frame replays everything, tonight's frames included,
  // and putting it back replays again.
  const flip = first.winner === 'home' ? 'away' : 'home';
  const { wall: firstFrameMs } = await timed(() =>
    db.query('update public.frames set winner = $2 where id = $1', [first.id, flip]),
  );
  await db.query('update public.frames set winner = $2 where id = $1', [first.id, first.winner]);
  const [{ replayed }] = await db.query<{ replayed: number }>(
    'select count(*)::int as replayed from public.frame_ratings',
  );
  return {
    append: appendFigures,
    correct: correctFigures,
    firstFrameMs: Math.round(firstFrameMs),
    replayed,
  };
}
