// Every journal row follows the model's functions (docs/rating.md): the chance is rating_chance() of
// the two ratings before the frame and delta is rating_delta() of the steps and the result, whether
// the row came from a full recompute (which reads 2^f from rating_powers) or from a frame scored after
// the others (rated alone). Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { allowLongMatches, insert } from './world.ts';

/** Journal rows whose chance or delta differ from the functions' own answer (a rack's result is
 *  rack_home_won()'s; a frame of one rack is its winner). */
const offModel = `
  select r.frame_id from public.frame_ratings r join public.frames f on f.id = r.frame_id
  where r.home_chance <> public.rating_chance(r.home_before - r.away_before)
     or r.delta <> public.rating_delta(r.home_chance, public.rating_step(r.home_frames_before),
       public.rating_step(r.away_frames_before),
       public.rack_home_won(r.rack, f.home_racks, f.away_racks, f.winner = 'home'))`;

describe.each(engines)('the rating journal on %s', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(engine);
  }, 120_000);
  afterAll(() => db.close());

  it('reads 2^f from rating_powers, which holds rating_two_to_fraction() of each of the 10,000 fractions', async () => {
    const [row] = await db.query<{ n: number; off: number }>(
      `select count(*)::int as n,
         (count(*) filter (where p.value <> public.rating_two_to_fraction(p.fraction / 10000.0)))::int as off
       from public.rating_powers p`,
    );
    expect(row).toEqual({ n: 10000, off: 0 });
  }, 120_000);

  it('follows rating_chance() and rating_delta() on every row, recomputed or rated as scored', async () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const league = await insert(db, 'leagues', { name: 'Journal', season: '2027' });
    await allowLongMatches(db, league);
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const teams = [await insert(db, 'teams', { name: 'H' }), await insert(db, 'teams', { name: 'A' })];
    const venue = await insert(db, 'venues', { name: 'V' });
    const players: number[] = [];
    for (let i = 0; i < 12; i++) {
      // starting ratings far apart, so differences beyond 2000 points and fractions of all kinds occur
      const start = next(2) ? next(200000) / 100 : null;
      players.push(await insert(db, 'players', { full_name: `P${i}`, start_rating: start }));
      await insert(db, 'team_players', { team_id: teams[i % 2], player_id: players[i] });
    }
    for (let night = 0; night < 12; night++) {
      const fixture = await insert(db, 'fixtures', {
        division_id: division,
        home_team_id: teams[night % 2],
        away_team_id: teams[(night + 1) % 2],
        venue_id: venue,
        kickoff_at: `2027-03-${String(1 + night).padStart(2, '0')}T19:30:00Z`,
        status: 'final',
      });
      for (let no = 1; no <= 8; no++) {
        // player i plays for team i % 2, and the teams take turns at home
        await insert(db, 'frames', {
          fixture_id: fixture,
          frame_no: no,
          home_player_id: players[2 * next(6) + (night % 2)],
          away_player_id: players[2 * next(6) + ((night + 1) % 2)],
          winner: next(2) ? 'home' : 'away',
        });
      }
    }
    expect(await db.query(offModel)).toEqual([]);
    await db.query('select public.recompute_ratings()');
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from public.frame_ratings');
    expect(n).toBe(96);
    expect(await db.query(offModel)).toEqual([]);
  }, 120_000);
});
