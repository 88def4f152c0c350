// The rating counts the racks of a race-to rubber as frames (docs/rating.md, "Races"): a rubber won
// 4-2 moves both players as six frames would, rack by rack in rack_home_won()'s order (the loser's
// racks and the winner's alternate, the loser's first; the winner takes the last), whether it is
// rated as scored on match night, corrected, or replayed by recompute_ratings(). Both engines.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { insert, ratingSnapshot } from './world.ts';

/** A home player's journal rows, rack by rack, with each rack's result (rack_home_won()). */
const journalOf = (db: Db, home: number) =>
  db.query<{ rack: number; home_won: boolean; home_before: string; away_before: string; delta: string }>(
    `select r.rack, public.rack_home_won(r.rack, f.home_racks, f.away_racks, f.winner = 'home') as home_won,
       r.home_before::text, r.away_before::text, r.home_frames_before, r.home_chance::text, r.delta::text
     from public.frame_ratings r join public.frames f on f.id = r.frame_id
     where r.home_player_id = $1 order by r.kickoff_at, r.fixture_id, r.frame_no, r.rack`,
    [home],
  );
const ratingOf = async (db: Db, player: number) =>
  (
    await db.query<{ rating: string; rated_frames: number }>(
      'select rating::text, rated_frames from public.current_ratings where player_id = $1',
      [player],
    )
  )[0];

// Two new players (500 each), the home player winning 4-2: L W L W W W from the home player's side.
const fourTwo = [
  {
    rack: 1,
    home_won: false,
    home_before: '500.00',
    away_before: '500.00',
    home_frames_before: 0,
    home_chance: '0.500000000000',
    delta: '-16.00',
  },
  {
    rack: 2,
    home_won: true,
    home_before: '484.00',
    away_before: '516.00',
    home_frames_before: 1,
    home_chance: '0.444774457425',
    delta: '17.77',
  },
  {
    rack: 3,
    home_won: false,
    home_before: '501.77',
    away_before: '498.23',
    home_frames_before: 2,
    home_chance: '0.506134044783',
    delta: '-16.20',
  },
  {
    rack: 4,
    home_won: true,
    home_before: '485.57',
    away_before: '514.43',
    home_frames_before: 3,
    home_chance: '0.450155538622',
    delta: '17.60',
  },
  {
    rack: 5,
    home_won: true,
    home_before: '503.17',
    away_before: '496.83',
    home_frames_before: 4,
    home_chance: '0.510984615069',
    delta: '15.65',
  },
  {
    rack: 6,
    home_won: true,
    home_before: '518.82',
    away_before: '481.18',
    home_frames_before: 5,
    home_chance: '0.564857666026',
    delta: '13.92',
  },
];

describe.each(engines)('the rating of race-to rubbers on %s', (engine) => {
  let db: Db;
  let raceDivision: number;
  let frameDivision: number;
  let venue: number;
  let home: number;
  let away: number;
  let kickoffDay = 1;

  /** A pair of new players on two new teams of the division, and a fixture between them in play. */
  async function pairing(division: number, names: [string, string]) {
    const teams = [
      await insert(db, 'teams', { name: `${names[0]} team` }),
      await insert(db, 'teams', { name: `${names[1]} team` }),
    ];
    const players = [];
    for (const [i, name] of names.entries()) {
      players.push(await insert(db, 'players', { full_name: name }));
      await insert(db, 'division_teams', { division_id: division, team_id: teams[i] });
      await insert(db, 'team_players', { team_id: teams[i], player_id: players[i] });
    }
    const fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: teams[0],
      away_team_id: teams[1],
      venue_id: venue,
      status: 'in_play',
      kickoff_at: `2027-02-${String(kickoffDay++).padStart(2, '0')}T19:30:00Z`,
    });
    return { fixture, home: players[0], away: players[1], teams };
  }

  beforeAll(async () => {
    db = await freshDb(engine);
    venue = await insert(db, 'venues', { name: 'Hall' });
    const races = await insert(db, 'leagues', { name: 'Races', season: '2027' });
    await db.query(
      `update public.leagues set settings = settings || '{"match_format": "races", "race_to": 4, "frames_per_match": 99}' where id = $1`,
      [races],
    );
    raceDivision = await insert(db, 'divisions', { league_id: races, name: 'One' });
    const frames = await insert(db, 'leagues', { name: 'Frames', season: '2027' });
    await db.query(
      `update public.leagues set settings = settings || '{"frames_per_match": 99}' where id = $1`,
      [frames],
    );
    frameDivision = await insert(db, 'divisions', { league_id: frames, name: 'One' });
  }, 120_000);
  afterAll(() => db.close());

  it('rates a rubber won 4-2, scored a rack at a time on match night, as six racks in order', async () => {
    const p = await pairing(raceDivision, ['Rae Home', 'Ray Away']);
    [home, away] = [p.home, p.away];
    const rubber = await insert(db, 'frames', {
      fixture_id: p.fixture,
      frame_no: 1,
      home_player_id: home,
      away_player_id: away,
    });
    // the scorer's taps, in the order the racks fell: no rating moves until a side reaches 4
    for (const [h, a] of [
      [0, 1],
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 2],
    ]) {
      await db.query('update public.frames set home_racks = $1, away_racks = $2 where id = $3', [
        h,
        a,
        rubber,
      ]);
      expect(await journalOf(db, home)).toEqual([]);
    }
    await db.query('update public.frames set home_racks = 4 where id = $1', [rubber]);
    expect(await journalOf(db, home)).toEqual(fourTwo);
    expect(await ratingOf(db, home)).toEqual({ rating: '532.74', rated_frames: 6 });
    expect(await ratingOf(db, away)).toEqual({ rating: '467.26', rated_frames: 6 });
  });

  it('moves both players exactly as six one-rack frames with the same results would', async () => {
    const p = await pairing(frameDivision, ['Fay Home', 'Fox Away']);
    for (const [i, won] of [false, true, false, true, true, true].entries()) {
      await insert(db, 'frames', {
        fixture_id: p.fixture,
        frame_no: i + 1,
        home_player_id: p.home,
        away_player_id: p.away,
        winner: won ? 'home' : 'away',
      });
    }
    const frames = await journalOf(db, p.home);
    expect(frames.map((r) => ({ ...r, rack: 1 }))).toEqual(fourTwo.map((r) => ({ ...r, rack: 1 })));
    expect(await ratingOf(db, p.home)).toEqual({ rating: '532.74', rated_frames: 6 });
  });

  it('rates a corrected score again, and recompute_ratings() gives the same journal and ratings', async () => {
    const rubber = (
      await db.query<{ id: number }>('select id from public.frames where home_player_id = $1', [home])
    )[0].id;
    // 4-2 becomes 4-3: L W L W L W W, seven racks
    await db.query('update public.frames set away_racks = 3 where id = $1', [rubber]);
    const journal = await journalOf(db, home);
    expect(journal.map((r) => [r.rack, r.home_won, r.delta])).toEqual([
      [1, false, '-16.00'],
      [2, true, '17.77'],
      [3, false, '-16.20'],
      [4, true, '17.60'],
      [5, false, '-16.35'],
      [6, true, '17.46'],
      [7, true, '15.53'],
    ]);
    expect(await ratingOf(db, home)).toEqual({ rating: '519.81', rated_frames: 7 });
    const incremental = await ratingSnapshot(db);
    await db.query('select public.recompute_ratings()');
    expect(await ratingSnapshot(db)).toEqual(incremental);
  });

  it('replays the rubbers after an earlier rubber whose score changes', async () => {
    // a second night for the same two players, then the first night's score corrected to 3-4
    const teams = await db.query<{ team_id: number }>(
      'select team_id from public.team_players where player_id in ($1, $2) order by player_id',
      [home, away],
    );
    const fixture = await insert(db, 'fixtures', {
      division_id: raceDivision,
      home_team_id: teams[0].team_id,
      away_team_id: teams[1].team_id,
      venue_id: venue,
      status: 'final',
      kickoff_at: '2027-03-01T19:30:00Z',
    });
    await insert(db, 'frames', {
      fixture_id: fixture,
      frame_no: 1,
      home_player_id: home,
      away_player_id: away,
      home_racks: 1,
      away_racks: 4,
    });
    await db.query(
      'update public.frames set home_racks = 3, away_racks = 4 where home_player_id = $1 and frame_no = 1 and fixture_id <> $2',
      [home, fixture],
    );
    const journal = await journalOf(db, home);
    expect(journal).toHaveLength(7 + 5);
    expect(journal.filter((r) => r.home_won)).toHaveLength(3 + 1);
    const incremental = await ratingSnapshot(db);
    await db.query('select public.recompute_ratings()');
    expect(await ratingSnapshot(db)).toEqual(incremental);
  });

  it('orders every score up to a race to 25: each side wins its racks, the winner the last', async () => {
    const [row] = await db.query<{ scores: number; off: number }>(
      `select count(*)::int as scores, count(*) filter (where x.home_won_racks <> x.h or x.last_home_won <> x.home_won)::int as off
       from (
         select h, a, w as home_won,
           (select count(*) filter (where public.rack_home_won(r, h, a, w)) from generate_series(1, h + a) r) as home_won_racks,
           public.rack_home_won(h + a, h, a, w) as last_home_won
         from generate_series(0, 25) h cross join generate_series(0, 25) a cross join (values (true), (false)) v (w)
         where (case when w then h else a end) >= 1
       ) x`,
    );
    expect(row).toEqual({ scores: 2 * 26 * 25, off: 0 });
  });

  it('after any sequence of rubbers scored, corrected and deleted, equals a full recompute_ratings()', async () => {
    const p = await pairing(raceDivision, ['Pia Home', 'Pat Away']);
    const q = await insert(db, 'players', { full_name: 'Quin Home' });
    await insert(db, 'team_players', { team_id: p.teams[0], player_id: q });
    const homes = [p.home, q];
    const score = fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
      .filter(([h, a]) => !(h === 4 && a === 4));
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        no: fc.integer({ min: 1, max: 6 }),
        home: fc.nat(1),
        score,
      }),
      fc.record({ kind: fc.constant('score' as const), pick: fc.nat(), score }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom('in_play', 'scheduled') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 10 }), async (writes) => {
        await db.query('delete from public.frames where fixture_id = $1', [p.fixture]);
        await db.query(`update public.fixtures set status = 'in_play' where id = $1`, [p.fixture]);
        for (const w of writes) {
          const rows = await db.query<{ id: number }>(
            'select id from public.frames where fixture_id = $1 order by id',
            [p.fixture],
          );
          if (w.kind === 'insert') {
            await db.query(
              `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, home_racks, away_racks)
               values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
              [p.fixture, w.no, homes[w.home], p.away, ...w.score],
            );
          } else if (w.kind === 'score' && rows.length) {
            await db.query('update public.frames set home_racks = $1, away_racks = $2 where id = $3', [
              ...w.score,
              rows[w.pick % rows.length].id,
            ]);
          } else if (w.kind === 'delete' && rows.length) {
            await db.query('delete from public.frames where id = $1', [rows[w.pick % rows.length].id]);
          } else if (w.kind === 'status') {
            await db.query('update public.fixtures set status = $1 where id = $2', [w.status, p.fixture]);
          }
        }
        const incremental = await ratingSnapshot(db);
        await db.query('select public.recompute_ratings()');
        expect(await ratingSnapshot(db)).toEqual(incremental);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
