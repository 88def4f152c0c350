// A singles cup in SQL (docs/cups.md): players of one team may meet, the handicap shortens the
// weaker player's race from the rating chart, and the frames name the two players by themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { drawCup } from '@core/rules/cup-draw.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('a singles cup on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let cup: number;
  const player: Record<string, number> = {};
  const entry: Record<string, number> = {};

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    const league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const venue = await insert(db, 'venues', { name: 'The Crown' });
    const team = await insert(db, 'teams', { name: 'Anchor' });
    await insert(db, 'division_teams', { division_id: division, team_id: team });
    for (const [name, rating] of [
      ['Ann', 720],
      ['Bob', 500],
      ['Cy', 500],
    ] as const) {
      player[name] = await insert(db, 'players', { full_name: name, start_rating: rating });
      if (name !== 'Cy') await insert(db, 'team_players', { team_id: team, player_id: player[name] });
    }
    cup = await insert(db, 'cups', {
      league_id: league,
      name: 'Singles',
      kind: 'singles',
      best_of: '{7}',
      handicap: true,
      venue_id: venue,
    });
  }, 120_000);
  afterAll(() => db.close());

  it('takes players on a team of the league only, and players only', async () => {
    const free = await sqlError(insert(db, 'cup_entries', { cup_id: cup, player_id: player.Cy }));
    expect(free.message).toBe("That player is on no team of this cup's league");
    const [team] = await db.query<{ id: number }>('select id from public.teams');
    const wrongKind = await sqlError(insert(db, 'cup_entries', { cup_id: cup, team_id: team.id }));
    expect(wrongKind.message).toBe('A singles cup takes player entries');
  });

  it('gives the weaker player two frames fewer for 220 rating points, and names both players in each frame', async () => {
    entry.Ann = await insert(db, 'cup_entries', { cup_id: cup, player_id: player.Ann });
    entry.Bob = await insert(db, 'cup_entries', { cup_id: cup, player_id: player.Bob });
    const draw = drawCup(
      [
        { id: entry.Ann, rank: 1 },
        { id: entry.Bob, rank: 2 },
      ],
      'rating',
      's',
    );
    await asUser(db, user(organiser), (tx) =>
      tx.query('select public.save_cup_draw($1, $2, $3, $4, $5)', [
        cup,
        'rating',
        's',
        draw.seeds,
        draw.positions,
      ]),
    );
    const [m] = await db.query<Record<string, number>>(
      `select m.home_needs, m.away_needs, f.id as fixture_id, f.home_team_id, f.away_team_id
       from public.cup_matches m join public.fixtures f on f.cup_match_id = m.id where m.cup_id = $1`,
      [cup],
    );
    expect(m).toMatchObject({ home_needs: 4, away_needs: 2 });
    expect(m.home_team_id).toBe(m.away_team_id);
    await insert(db, 'frames', { fixture_id: m.fixture_id, frame_no: 1, winner: 'away' });
    await insert(db, 'frames', { fixture_id: m.fixture_id, frame_no: 2, winner: 'away' });
    const named = await db.query(
      'select home_player_id, away_player_id from public.frames where fixture_id = $1',
      [m.fixture_id],
    );
    expect(named).toEqual([
      { home_player_id: player.Ann, away_player_id: player.Bob },
      { home_player_id: player.Ann, away_player_id: player.Bob },
    ]);
    await asUser(db, user(organiser), (tx) => tx.query('select public.complete_fixture($1)', [m.fixture_id]));
    const [final] = await db.query(
      'select winner_entry_id, decided_by from public.cup_matches where cup_id = $1',
      [cup],
    );
    expect(final).toEqual({ winner_entry_id: entry.Bob, decided_by: 'result' });
  });

  it('follows the race chart: best of N is a race to (N + 1) / 2, one frame off per full 100 points, never below 1', async () => {
    const race = (bestOf: number, home: number | null, away: number | null, handicap = true) =>
      db
        .query('select * from public.cup_race($1, $2, $3, $4)', [bestOf, home, away, handicap])
        .then((r) => r[0]);
    expect(await race(7, 500, 599)).toEqual({ home_needs: 4, away_needs: 4 });
    expect(await race(7, 500, 600)).toEqual({ home_needs: 3, away_needs: 4 });
    expect(await race(7, 900, 500)).toEqual({ home_needs: 4, away_needs: 1 });
    expect(await race(7, 900, 500, false)).toEqual({ home_needs: 4, away_needs: 4 });
    expect(await race(5, null, 500)).toEqual({ home_needs: 3, away_needs: 3 });
  });
});
