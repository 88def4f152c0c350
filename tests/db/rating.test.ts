// The rating's properties in the database (docs/rating.md): zero-sum per frame, independent of the
// order frames were entered in, and the same after any sequence of writes as a full
// recompute_ratings(). (The same digits on both engines: rating-engines.test.ts.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, createUser, insert, sqlError, user } from './world.ts';

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
  let organiser: string;
  let player: string;
  const players: number[] = [];
  const fixtures: number[] = [];

  /** The journal and every player's rating, keyed by what a frame is rather than by its id. */
  const snapshot = async () => ({
    journal: await db.query(
      `select fixture_id, frame_no, home_player_id, away_player_id, home_before::text, away_before::text,
         home_frames_before, away_frames_before, home_chance::text, delta::text
       from public.frame_ratings order by kickoff_at, fixture_id, frame_no`,
    ),
    ratings: await db.query(
      'select player_id, rating::text, rated_frames, provisional from public.current_ratings order by player_id',
    ),
  });
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
        f.home === null ? null : players[f.home],
        f.away === null ? null : players[f.away],
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
    organiser = await createUser(db);
    player = await createUser(db);
    const league = await insert(db, 'leagues', { name: 'Rated', season: '2027' });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const home = await insert(db, 'teams', { name: 'Home' });
    const away = await insert(db, 'teams', { name: 'Away' });
    const venue = await insert(db, 'venues', { name: 'Hall' });
    for (let i = 0; i < PLAYERS; i++) players.push(await insert(db, 'players', { full_name: `P${i}` }));
    await db.query('update public.players set user_id = $1 where id = $2', [player, players[0]]);
    for (let i = 0; i < FIXTURES; i++) {
      fixtures.push(
        await insert(db, 'fixtures', {
          division_id: division,
          home_team_id: home,
          away_team_id: away,
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
          const ids = (await db.query<{ id: number }>('select id from public.frames order by id')).map(
            (r) => r.id,
          );
          if (w.kind === 'insert') {
            await insertFrames(w.frames.map((f) => ({ ...f, no: f.no + next })));
            next += 10;
          } else if (w.kind === 'score' && ids.length) {
            await db.query('update public.frames set winner = $1, home_player_id = $2 where id = $3', [
              w.winner,
              w.home === null ? null : players[w.home],
              ids[w.pick % ids.length],
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

  it('is recomputed by organisers only; a player cannot set their own starting rating; anyone reads it', async () => {
    expect(
      await sqlError(asUser(db, user(player), (tx) => tx.query('select public.recompute_ratings()'))),
    ).toEqual({
      code: '42501',
      message: 'Only an organiser can recompute the ratings',
    });
    const own = asUser(db, user(player), (tx) =>
      tx.query('update public.players set start_rating = 900 where id = $1', [players[0]]),
    );
    expect(await sqlError(own)).toMatchObject({
      code: '42501',
      message: "Only organisers can set a player's starting rating",
    });
    const write = asUser(db, user(organiser), (tx) => tx.query('delete from public.player_ratings'));
    expect((await sqlError(write)).code).toBe('42501'); // permission denied: only the replay writes
    await asUser(db, user(organiser), (tx) => tx.query('select public.recompute_ratings()'));
    const rows = await asUser(db, anon, (tx) => tx.query('select * from public.current_ratings'));
    expect(rows).toHaveLength(PLAYERS);
  });

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
