// The rating's properties in the database (docs/rating.md): zero-sum per frame, independent of the
// order frames were entered in, the same after any sequence of writes as a full recompute_ratings(),
// and the same to the last digit on PGlite and on PostgreSQL. (Who may do what: rating-access.test.ts.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { allowLongMatches, insert, ratingSnapshot } from './world.ts';

const PLAYERS = 6;
const FIXTURES = 4;
type Winner = 'home' | 'away' | 'na';
type Status = 'scheduled' | 'in_play' | 'final';
interface FrameSpec {
  fixture: number;
  no: number;
  home: number | null;
  away: number | null;
  winner: Winner;
}

const playerIdx = fc.option(fc.integer({ min: 0, max: PLAYERS - 1 }), { freq: 6 });
const frameSpec = fc.record({
  fixture: fc.integer({ min: 0, max: FIXTURES - 1 }),
  no: fc.integer({ min: 1, max: 6 }),
  home: playerIdx,
  away: playerIdx,
  winner: fc.constantFrom<Winner>('home', 'away', 'home', 'away', 'na'),
});
/** Frames with distinct (fixture, number), as the unique key demands. */
const frameSet = fc.uniqueArray(frameSpec, { selector: (f) => `${f.fixture}.${f.no}`, maxLength: 18 });
const write = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), frames: frameSet }),
  fc.record({
    kind: fc.constant('score' as const),
    pick: fc.nat(),
    winner: fc.constantFrom<Winner>('home', 'away', 'na'),
    home: playerIdx,
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('status' as const),
    fixture: fc.nat(FIXTURES - 1),
    status: fc.constantFrom<Status>('scheduled', 'in_play', 'final'),
  }),
  fc.record({
    kind: fc.constant('kickoff' as const),
    fixture: fc.nat(FIXTURES - 1),
    day: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('start' as const),
    player: fc.nat(PLAYERS - 1),
    rating: fc.option(fc.integer({ min: 300, max: 800 })),
  }),
);

describe.each(engines)('the rating on %s', (engine) => {
  let db: Db;
  const players: number[] = [];
  const fixtures: number[] = [];
  // A frame names players of the match (on its teams' rosters), so player i plays for team i % 2 and
  // the fixtures alternate which team is at home: every player still plays at home and away.
  const sideOf = (fixture: number, side: 0 | 1) => (fixture + side) % 2;
  const pick = (fixture: number, side: 0 | 1, idx: number | null) => {
    if (idx === null) return null;
    const team = players.filter((_, i) => i % 2 === sideOf(fixture, side));
    return team[idx % team.length];
  };

  const snapshot = () => ratingSnapshot(db);
  const insertFrames = async (frames: FrameSpec[]) => {
    if (frames.length === 0) return;
    const values = frames.map(
      (_, i) =>
        `($${i * 5 + 1}::bigint, $${i * 5 + 2}::int, $${i * 5 + 3}::bigint, $${i * 5 + 4}::bigint, $${i * 5 + 5}::public.frame_winner)`,
    );
    await db.query(
      `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner) values ${values.join(', ')}`,
      frames.flatMap((f) => [
        fixtures[f.fixture],
        f.no,
        pick(f.fixture, 0, f.home),
        pick(f.fixture, 1, f.away),
        f.winner,
      ]),
    );
  };
  const reset = async () => {
    await db.query('delete from public.frames');
    await db.query(`update public.fixtures set status = 'final', kickoff_at = '2027-01-01T19:30:00Z'`);
    await db.query('update public.players set start_rating = null');
  };

  beforeAll(async () => {
    db = await freshDb(engine);
    const league = await insert(db, 'leagues', { name: 'Rated', season: '2027' });
    await allowLongMatches(db, league);
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const teams = [await insert(db, 'teams', { name: 'Home' }), await insert(db, 'teams', { name: 'Away' })];
    const venue = await insert(db, 'venues', { name: 'Hall' });
    for (let i = 0; i < PLAYERS; i++) {
      players.push(await insert(db, 'players', { full_name: `P${i}` }));
      await insert(db, 'team_players', { team_id: teams[i % 2], player_id: players[i] });
    }
    for (let i = 0; i < FIXTURES; i++) {
      fixtures.push(
        await insert(db, 'fixtures', {
          division_id: division,
          home_team_id: teams[sideOf(i, 0)],
          away_team_id: teams[sideOf(i, 1)],
          venue_id: venue,
        }),
      );
    }
  }, 120_000);
  afterAll(() => db.close());

  it('is zero-sum: every rated frame moves both players by the same points, so the total stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        frameSet,
        fc.array(fc.option(fc.integer({ min: 300, max: 800 })), { minLength: PLAYERS, maxLength: PLAYERS }),
        async (frames, starts) => {
          await reset();
          for (const [i, start] of starts.entries()) {
            await db.query('update public.players set start_rating = $1 where id = $2', [start, players[i]]);
          }
          await insertFrames(frames);
          const [row] = await db.query<{ gained: string }>(
            `select coalesce(sum(c.rating - coalesce(p.start_rating, public.rating_start())), 0)::text as gained
           from public.current_ratings c join public.players p on p.id = c.player_id`,
          );
          expect(row.gained).toBe('0.00');
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);

  it('does not depend on the order the frames were entered in (their ids)', async () => {
    await fc.assert(
      fc.asyncProperty(frameSet, fc.nat(), async (frames, split) => {
        await reset();
        await insertFrames(frames);
        const inOrder = await snapshot();
        await db.query('delete from public.frames');
        const shuffled = [...frames].reverse();
        const at = frames.length ? split % frames.length : 0;
        await insertFrames(shuffled.slice(at));
        await insertFrames(shuffled.slice(0, at));
        expect(await snapshot()).toEqual(inOrder);
      }),
      { numRuns: 20 },
    );
  }, 300_000);

  it('after any sequence of writes, equals a full recompute_ratings()', async () => {
    await fc.assert(
      fc.asyncProperty(frameSet, fc.array(write, { maxLength: 8 }), async (initial, writes) => {
        await reset();
        await insertFrames(initial);
        let next = 100; // frame numbers above any taken so far
        for (const w of writes) {
          const rows = await db.query<{ id: number; fixture_id: number }>(
            'select id, fixture_id from public.frames order by id',
          );
          const ids = rows.map((r) => r.id);
          if (w.kind === 'insert') {
            await insertFrames(w.frames.map((f) => ({ ...f, no: f.no + next })));
            next += 10;
          } else if (w.kind === 'score' && ids.length) {
            const frame = rows[w.pick % rows.length];
            await db.query('update public.frames set winner = $1, home_player_id = $2 where id = $3', [
              w.winner,
              pick(fixtures.indexOf(frame.fixture_id), 0, w.home),
              frame.id,
            ]);
          } else if (w.kind === 'delete' && ids.length) {
            await db.query('delete from public.frames where id = $1', [ids[w.pick % ids.length]]);
          } else if (w.kind === 'status') {
            await db.query('update public.fixtures set status = $1 where id = $2', [
              w.status,
              fixtures[w.fixture],
            ]);
          } else if (w.kind === 'kickoff') {
            await db.query('update public.fixtures set kickoff_at = $1 where id = $2', [
              `2027-01-0${w.day}T19:30:00Z`,
              fixtures[w.fixture],
            ]);
          } else if (w.kind === 'start') {
            await db.query('update public.players set start_rating = $1 where id = $2', [
              w.rating,
              players[w.player],
            ]);
          }
        }
        const incremental = await snapshot();
        await db.query('select public.recompute_ratings()');
        expect(await snapshot()).toEqual(incremental);
      }),
      { numRuns: 40 },
    );
  }, 600_000);

  it("takes a deleted fixture's frames out of the rating, as a recompute would", async () => {
    await reset();
    const frames = [0, 1, 2, 3].flatMap((fixture) => [
      { fixture, no: 1, home: 0, away: 1, winner: 'home' as const },
      { fixture, no: 2, home: 2, away: 0, winner: 'away' as const },
    ]);
    await insertFrames(frames);
    await db.query('delete from public.fixtures where id = $1', [fixtures[1]]);
    const [{ n }] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.frame_ratings where fixture_id = $1',
      [fixtures[1]],
    );
    expect(n).toBe(0);
    const incremental = await snapshot();
    expect(incremental.journal).toHaveLength(6);
    await db.query('select public.recompute_ratings()');
    expect(await snapshot()).toEqual(incremental);
  });
});

describe('the rating on PGlite and PostgreSQL', () => {
  const dbs: Db[] = [];
  beforeAll(async () => {
    for (const engine of engines) dbs.push(await freshDb(engine));
  }, 120_000);
  afterAll(() => Promise.all(dbs.map((db) => db.close())));

  /** A season from a seeded generator: 30 players (some with a starting rating), 20 nights of 10 frames. */
  async function season(db: Db) {
    let seed = 20271;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const league = await insert(db, 'leagues', { name: 'Same', season: '2027' });
    await allowLongMatches(db, league);
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const teams = [await insert(db, 'teams', { name: 'H' }), await insert(db, 'teams', { name: 'A' })];
    const venue = await insert(db, 'venues', { name: 'V' });
    const players: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = next(3) === 0 ? 300 + next(50000) / 100 : null;
      players.push(await insert(db, 'players', { full_name: `P${i}`, start_rating: start }));
      await insert(db, 'team_players', { team_id: teams[i % 2], player_id: players[i] });
    }
    for (let night = 0; night < 20; night++) {
      const kickoff = `2027-02-${String(1 + (night >> 1)).padStart(2, '0')}T19:30:00Z`; // two per day: ties
      const fixture = await insert(db, 'fixtures', {
        division_id: division,
        home_team_id: teams[night % 2],
        away_team_id: teams[(night + 1) % 2],
        venue_id: venue,
        kickoff_at: kickoff,
        status: 'final',
      });
      for (let no = 1; no <= 10; no++) {
        // players on the home team's roster at home, the away team's away (player i plays for team i % 2)
        const h = players[2 * next(15) + (night % 2)];
        const a = players[2 * next(15) + ((night + 1) % 2)];
        await insert(db, 'frames', {
          fixture_id: fixture,
          frame_no: no,
          home_player_id: h,
          away_player_id: a,
          winner: next(2) ? 'home' : 'away',
        });
      }
    }
  }

  it('computes every chance, journal row and rating to the same last digit', async () => {
    const digits = [];
    for (const db of dbs) {
      await season(db);
      const [chances] = await db.query<{ t: string }>(
        `select string_agg(public.rating_chance(d / 7.0)::text, ',' order by d) as t from generate_series(-16000, 16000, 13) d`,
      );
      const [journal] = await db.query<{ t: string }>(
        `select string_agg(concat_ws(' ', frame_no, home_before, away_before, home_chance, delta), ',' order by kickoff_at, fixture_id, frame_no) as t
         from public.frame_ratings`,
      );
      const [ratings] = await db.query<{ t: string }>(
        `select string_agg(concat_ws(' ', p.full_name, c.rating, c.rated_frames), ',' order by p.full_name) as t
         from public.current_ratings c join public.players p on p.id = c.player_id`,
      );
      digits.push({ chances: chances.t, journal: journal.t, ratings: ratings.t });
    }
    expect(digits[0].journal.split(',').length).toBeGreaterThan(150);
    expect(digits[1]).toEqual(digits[0]);
  }, 120_000);
});
