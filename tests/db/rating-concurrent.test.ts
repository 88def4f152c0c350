// Two scorers at once: concurrent transactions writing frames (on PostgreSQL they truly overlap) leave
// the rating exactly as a full recompute gives it, because replays take turns (docs/rating.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { insert } from './world.ts';

describe.each(engines)('concurrent frame writes on %s', (engine) => {
  let db: Db;
  const players: number[] = [];
  const fixtures: number[] = [];

  beforeAll(async () => {
    db = await freshDb(engine);
    const league = await insert(db, 'leagues', { name: 'Busy night', season: '2027' });
    // six frames a match
    await db.query(
      `update public.leagues set settings = settings || '{"frames_per_match": 6}' where id = $1`,
      [league],
    );
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const [home, away] = [await insert(db, 'teams', { name: 'H' }), await insert(db, 'teams', { name: 'A' })];
    const venue = await insert(db, 'venues', { name: 'V' });
    // players 0 and 2 play for H, 1 and 3 for A: a frame names players of the match
    for (let i = 0; i < 4; i++) {
      players.push(await insert(db, 'players', { full_name: `P${i}` }));
      await insert(db, 'team_players', { team_id: i % 2 ? away : home, player_id: players[i] });
    }
    for (const day of ['01', '01', '02', '03']) {
      fixtures.push(
        await insert(db, 'fixtures', {
          division_id: division,
          home_team_id: home,
          away_team_id: away,
          venue_id: venue,
          kickoff_at: `2027-03-${day}T19:30:00Z`,
          status: 'in_play',
        }),
      );
    }
  }, 120_000);
  afterAll(() => db.close());

  const journal = () =>
    db.query(
      `select fixture_id, frame_no, home_before::text, away_before::text, delta::text
       from public.frame_ratings order by kickoff_at, fixture_id, frame_no`,
    );

  it('gives the same journal as recompute_ratings() after scorers write at the same time', async () => {
    const scorer = (fixture: number, offset: number) =>
      db.transaction(async (tx) => {
        for (let no = 1; no <= 6; no++) {
          await tx.query(
            `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
             values ($1, $2, $3, $4, $5)`,
            [
              fixture,
              no,
              players[2 * ((no + offset) % 2)],
              players[2 * ((no + offset + 1) % 2) + 1],
              no % 3 ? 'home' : 'away',
            ],
          );
        }
        await tx.query(`update public.frames set winner = 'away' where fixture_id = $1 and frame_no = 2`, [
          fixture,
        ]);
      });
    await Promise.all(fixtures.map((f, i) => scorer(f, i)));
    const incremental = await journal();
    expect(incremental).toHaveLength(24);
    await db.query('select public.recompute_ratings()');
    expect(await journal()).toEqual(incremental);
  });
});
