// What keeping the rating current costs a frame write, on the rating bench's league (bench/rating.ts):
// a match-night write (the newest frame's winner, as a scorer's tap sends it) with the rating's
// update trigger on and off in alternating rounds (and with the statistics' trigger off too), and a
// correction of the league's very first frame, which replays every frame after it. Bare SQL updates as the database owner: the trigger's own cost.
// It changes the league, so it runs after the quality figures are taken.
import type { Db } from '../api/db/port.ts';

export interface RatingWritesResult {
  newestP95WithMs: number;
  newestP95WithoutMs: number;
  newestP95BareMs: number;
  firstFrameMs: number;
  replayed: number;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1];
const round = (x: number) => Math.round(x * 100) / 100;

async function timed(fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export async function benchRatingWrites(db: Db, rounds = 10, perRound = 20): Promise<RatingWritesResult> {
  const order = (dir: string) => `order by s.kickoff_at ${dir}, s.fixture_id ${dir}, s.frame_no ${dir}`;
  const [newest] = await db.query<{ id: number }>(
    `select s.id from public.scored_frames s ${order('desc')} limit 1`,
  );
  const [first] = await db.query<{ id: number; winner: string }>(
    `select s.id, s.winner::text from public.scored_frames s ${order('asc')} limit 1`,
  );
  let n = 0;
  const write = (id: number) => () =>
    db.query('update public.frames set winner = $2 where id = $1', [id, n++ % 2 ? 'home' : 'away']);
  const times = { with: [] as number[], without: [] as number[], bare: [] as number[] };
  // bare: without the statistics' trigger either (20261124001100_player_stat_totals_follow.sql)
  const toggle = (rating: boolean, stats: boolean) =>
    db.exec(
      `alter table public.frames ${rating ? 'enable' : 'disable'} trigger frames_ratings_follow_update;
       alter table public.frames ${stats ? 'enable' : 'disable'} trigger frames_stat_totals_follow_update`,
    );
  try {
    for (let r = 0; r < rounds; r++) {
      for (const mode of ['with', 'without', 'bare'] as const) {
        await toggle(mode === 'with', mode !== 'bare');
        // untimed: the first write after ALTER TABLE plans every trigger's statements again, which
        // a match night never does
        await write(newest.id)();
        for (let i = 0; i < perRound; i++) times[mode].push(await timed(write(newest.id)));
      }
    }
  } finally {
    await toggle(true, true);
  }
  // The bare rounds left the newest frame's players' statistics behind: count them again.
  await db.query(
    `select public.refresh_player_stat_totals(array[f.home_player_id, f.away_player_id])
     from public.frames f where f.id = $1`,
    [newest.id],
  );
  // The rounds without the trigger left the newest frame's journal row stale; correcting the first
  // frame replays everything, the newest frame included, and putting it back replays again.
  const flip = first.winner === 'home' ? 'away' : 'home';
  const firstFrameMs = await timed(() =>
    db.query('update public.frames set winner = $2 where id = $1', [first.id, flip]),
  );
  await db.query('update public.frames set winner = $2 where id = $1', [first.id, first.winner]);
  const [{ replayed }] = await db.query<{ replayed: number }>(
    'select count(*)::int as replayed from public.frame_ratings',
  );
  return {
    newestP95WithMs: round(p95(times.with)),
    newestP95WithoutMs: round(p95(times.without)),
    newestP95BareMs: round(p95(times.bare)),
    firstFrameMs: Math.round(firstFrameMs),
    replayed,
  };
}
