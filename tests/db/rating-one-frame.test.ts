// Frames written one statement each, as on match night: a frame scored after its players' others, or
// the newest frame's result corrected, is rated without a replay (20261126010100_ratings_one_frame.sql);
// scored in the past, corrected in the past, moved to other players or deleted, it replays. Whatever
// the path, the journal and the ratings equal a full recompute_ratings(), on both engines.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { allowLongMatches, insert, ratingSnapshot } from './world.ts';

const PLAYERS = 6;
const FIXTURES = 4;
type Winner = 'home' | 'away' | 'na';

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const winner = fc.constantFrom<Winner>('home', 'away', 'home', 'away', 'na');
const write = fc.oneof(
  // a new frame in one of the fixtures (later fixtures are later in the order of play)
  fc.record({
    kind: fc.constant('insert' as const),
    fixture: fc.nat(FIXTURES - 1),
    home: player,
    away: player,
    winner,
  }),
  // a result corrected: the newest frame, or any frame
  fc.record({ kind: fc.constant('newest' as const), winner }),
  fc.record({ kind: fc.constant('score' as const), pick: fc.nat(), winner }),
  // a frame given to another player, or deleted
  fc.record({ kind: fc.constant('player' as const), pick: fc.nat(), home: player }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe.each(engines)('frames written one at a time on %s', (engine) => {
  let db: Db;
  const players: number[] = [];
  const fixtures: number[] = [];
  // A frame names players of the match (on its teams' rosters), so player i plays for team i % 2 and
  // the fixtures alternate which team is at home: every player still plays at home and away.
  const sideOf = (fixture: number, side: 0 | 1) => (fixture + side) % 2;
  const pick = (fixture: number, side: 0 | 1, idx: number) => {
    const team = players.filter((_, i) => i % 2 === sideOf(fixture, side));
    return team[idx % team.length];
  };

  const snapshot = () => ratingSnapshot(db);

  beforeAll(async () => {
    db = await freshDb(engine);
    const league = await insert(db, 'leagues', { name: 'One by one', season: '2027' });
    await allowLongMatches(db, league);
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const teams = [await insert(db, 'teams', { name: 'Home' }), await insert(db, 'teams', { name: 'Away' })];
    const venue = await insert(db, 'venues', { name: 'Hall' });
    for (let i = 0; i < PLAYERS; i++) {
      players.push(
        await insert(db, 'players', { full_name: `P${i}`, start_rating: i % 2 ? 400 + i * 37.5 : null }),
      );
      await insert(db, 'team_players', { team_id: teams[i % 2], player_id: players[i] });
    }
    // one fixture a day, in play: a later fixture is later in the order of play
    const rows = await db.query<{ id: number }>(
      `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
       select $1, case when i % 2 = 0 then $2::bigint else $3::bigint end,
         case when i % 2 = 0 then $3::bigint else $2::bigint end, $4,
         timestamptz '2027-04-01 19:30:00+00' + i * interval '1 day', 'in_play'
       from generate_series(0, $5 - 1) i order by i returning id`,
      [division, teams[0], teams[1], venue, FIXTURES],
    );
    fixtures.push(...rows.map((r) => r.id));
  }, 120_000);
  afterAll(() => db.close());

  it('leave the journal and every rating as a full recompute_ratings() gives them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 30 }), async (writes) => {
        await db.query('delete from public.frames');
        let no = 0;
        for (const w of writes) {
          const frames = await db.query<{ id: number; fixture_id: number }>(
            `select fr.id, fr.fixture_id from public.frames fr join public.fixtures f on f.id = fr.fixture_id
             order by f.kickoff_at, fr.fixture_id, fr.frame_no`,
          );
          const frameAt = (n: number) => frames[n % frames.length];
          if (w.kind === 'insert') {
            await db.query(
              `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
               values ($1, $2, $3, $4, $5)`,
              [fixtures[w.fixture], ++no, pick(w.fixture, 0, w.home), pick(w.fixture, 1, w.away), w.winner],
            );
          } else if (frames.length === 0) {
            continue;
          } else if (w.kind === 'newest' || w.kind === 'score') {
            const id = w.kind === 'newest' ? frames[frames.length - 1].id : frameAt(w.pick).id;
            await db.query('update public.frames set winner = $1 where id = $2', [w.winner, id]);
          } else if (w.kind === 'player') {
            const frame = frameAt(w.pick);
            await db.query('update public.frames set home_player_id = $1 where id = $2', [
              pick(fixtures.indexOf(frame.fixture_id), 0, w.home),
              frame.id,
            ]);
          } else {
            await db.query('delete from public.frames where id = $1', [frameAt(w.pick).id]);
          }
        }
        const incremental = await snapshot();
        await db.query('select public.recompute_ratings()');
        expect(await snapshot()).toEqual(incremental);
      }),
      { numRuns: 40 },
    );
  }, 600_000);
});
