// Who may do what with the kept player statistics (public.player_stat_totals): anyone reads them,
// nobody writes them by hand, and the functions that keep them are the database's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('player statistics access on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let player: number;

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db); // the first confirmed user becomes organiser
    const league = await insert(db, 'leagues', { name: 'Kept', season: '2027' });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const [home, away] = [await insert(db, 'teams', { name: 'H' }), await insert(db, 'teams', { name: 'A' })];
    const venue = await insert(db, 'venues', { name: 'V' });
    player = await insert(db, 'players', { full_name: 'Kept' });
    await insert(db, 'team_players', { team_id: home, player_id: player });
    const fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: home,
      away_team_id: away,
      venue_id: venue,
      status: 'final',
    });
    await insert(db, 'frames', { fixture_id: fixture, frame_no: 1, home_player_id: player, winner: 'home' });
  }, 120_000);
  afterAll(() => db.close());

  it('lets anyone read them', async () => {
    const rows = await asUser(db, anon, (tx) =>
      tx.query(
        'select played, won, results from public.player_stat_totals where player_id = $1 and league_id = 0',
        [player],
      ),
    );
    expect(rows).toEqual([{ played: 1, won: 1, results: 'W' }]);
  });

  it('keeps the table for the triggers alone, and the functions that write it for the database', async () => {
    const write = asUser(db, user(organiser), (tx) =>
      tx.query('update public.player_stat_totals set won = 0 where player_id = $1', [player]),
    );
    expect((await sqlError(write)).code).toBe('42501'); // permission denied
    for (const call of [
      `select public.refresh_player_stat_totals(array[${player}]::bigint[])`,
      `select public.player_stat_totals_follow('{}', '{}')`,
      `select public.rate_frames('{}')`,
    ]) {
      for (const claims of [anon, user(organiser)]) {
        expect((await sqlError(asUser(db, claims, (tx) => tx.query(call)))).code).toBe('42501');
      }
    }
  });
});
