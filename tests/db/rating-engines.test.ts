// The rating gives the same digits on PGlite and on PostgreSQL (docs/rating.md): the chance over a
// range of differences, and a seeded season's whole journal and every rating, compared as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { insert } from './world.ts';

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
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const [home, away] = [await insert(db, 'teams', { name: 'H' }), await insert(db, 'teams', { name: 'A' })];
    const venue = await insert(db, 'venues', { name: 'V' });
    const players: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = next(3) === 0 ? 300 + next(50000) / 100 : null;
      players.push(await insert(db, 'players', { full_name: `P${i}`, start_rating: start }));
    }
    for (let night = 0; night < 20; night++) {
      const kickoff = `2027-02-${String(1 + (night >> 1)).padStart(2, '0')}T19:30:00Z`; // two per day: ties
      const fixture = await insert(db, 'fixtures', {
        division_id: division,
        home_team_id: home,
        away_team_id: away,
        venue_id: venue,
        kickoff_at: kickoff,
        status: 'final',
      });
      for (let no = 1; no <= 10; no++) {
        const h = players[next(30)];
        const a = players[next(30)];
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
