// Statistics from frame details (issue 29), exact on a small season: high breaks highest first,
// each player's high break, centuries, dishes, golden breaks and frame points for and against;
// race rubbers counted as frames by their winners; the points_difference tie-breaker. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, type World } from './world.ts';
import { isCentury } from '@core/rules/frame-details.ts';

const day = 86400_000;

describe.each(engines)('frame detail statistics on %s', (engine) => {
  let db: Db;
  let w: World;
  const settings = (league: number, patch: object) =>
    db.query(`update public.leagues set settings = settings || $2::jsonb where id = $1`, [
      league,
      JSON.stringify(patch),
    ]);
  const details = async (player: number, league: number | null = null) =>
    (await db.query('select * from public.player_frame_details($1, $2)', [player, league]))[0];

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    await settings(w.league, {
      game: 'snooker',
      frame_points: true,
      frame_events: true,
      break_threshold: 30,
    });
    // F1 Anchor v Bell (Alice v Bob) tomorrow, F2 Crown v Dragon (Cat v nobody) the day after
    for (const [f, days] of [
      [w.f1, 1],
      [w.f2, 2],
    ] as const) {
      await db.query(`update public.fixtures set kickoff_at = $2, status = 'in_play' where id = $1`, [
        f,
        new Date(Date.now() + days * day).toISOString(),
      ]);
    }
    const frame = (fixture: number, no: number, cols: Record<string, unknown>) =>
      insert(db, 'frames', { fixture_id: fixture, frame_no: no, ...cols });
    const brk = (frame_id: number, player_id: number, value: number) =>
      insert(db, 'breaks', { frame_id, player_id, value });
    const ab = { home_player_id: w.pA, away_player_id: w.pB };
    const f1a = await frame(w.f1, 2, { ...ab, home_points: 110, away_points: 20, event: 'golden_break' });
    const f1b = await frame(w.f1, 3, { ...ab, home_points: 30, away_points: 75 });
    const f1c = await frame(w.f1, 4, { ...ab, home_points: 71, away_points: 0, event: 'dish' });
    // a frame still being played: its points count for nobody yet, its break is made
    const f1d = await frame(w.f1, 5, { ...ab, home_points: 40, away_points: 40 });
    await brk(f1a, w.pA, 102);
    await brk(f1b, w.pB, 50);
    await brk(f1c, w.pA, 71);
    await brk(f1d, w.pB, 33);
    const f2a = await frame(w.f2, 2, { home_player_id: w.pC, home_points: 71, away_points: 10 });
    await brk(f2a, w.pC, 71);
    await db.query(`update public.fixtures set status = 'final' where id = $1`, [w.f1]);
  }, 120_000);
  afterAll(() => db.close());

  it("lists the league's breaks highest first, the earlier of equal breaks first", async () => {
    const rows = await db.query(
      `select player_name, team_name, value, fixture_id from public.high_breaks($1)`,
      [w.league],
    );
    expect(rows).toEqual([
      { player_name: 'Alice Able', team_name: 'Anchor', value: 102, fixture_id: w.f1 },
      { player_name: 'Alice Able', team_name: 'Anchor', value: 71, fixture_id: w.f1 },
      { player_name: 'Cat Cole', team_name: 'Crown', value: 71, fixture_id: w.f2 },
      { player_name: 'Bob Baker', team_name: 'Bell', value: 50, fixture_id: w.f1 },
      { player_name: 'Bob Baker', team_name: 'Bell', value: 33, fixture_id: w.f1 },
    ]);
    // a postponed fixture's breaks are off the list until it is played
    await db.query(`update public.fixtures set status = 'postponed' where id = $1`, [w.f2]);
    expect(await db.query('select value from public.high_breaks($1)', [w.league])).toHaveLength(4);
    await db.query(`update public.fixtures set status = 'in_play' where id = $1`, [w.f2]);
  });

  it("gives each player's high break, centuries, dishes, golden breaks and frame points exactly", async () => {
    expect(await details(w.pA)).toEqual({
      high_break: 102,
      centuries: 1,
      dishes: 1,
      golden_breaks: 1,
      whitewashes: 0,
      frame_points_for: 110 + 30 + 71,
      frame_points_against: 20 + 75 + 0,
    });
    expect(await details(w.pB, w.league)).toEqual({
      high_break: 50,
      centuries: 0,
      dishes: 0,
      golden_breaks: 0,
      whitewashes: 0,
      frame_points_for: 95,
      frame_points_against: 211,
    });
    expect(await details(w.pC)).toMatchObject({
      high_break: 71,
      frame_points_for: 71,
      frame_points_against: 10,
    });
    const other = await insert(db, 'leagues', { name: 'Elsewhere', season: '2026' });
    expect(await details(w.pA, other)).toEqual({
      high_break: null,
      centuries: 0,
      dishes: 0,
      golden_breaks: 0,
      whitewashes: 0,
      frame_points_for: 0,
      frame_points_against: 0,
    });
  });

  it("gives each team's high break, centuries, dishes, golden breaks and frame points for its side exactly", async () => {
    const team = async (id: number, league: number | null = null) =>
      (await db.query('select * from public.team_frame_details($1, $2)', [id, league]))[0];
    // Anchor played F1 at home: Alice's breaks and frames are its own, Bob's its opponent's
    expect(await team(w.teamA, w.league)).toEqual({
      high_break: 102,
      centuries: 1,
      dishes: 1,
      golden_breaks: 1,
      whitewashes: 0,
      frame_points_for: 110 + 30 + 71,
      frame_points_against: 20 + 75 + 0,
    });
    expect(await team(w.teamB)).toEqual({
      high_break: 50,
      centuries: 0,
      dishes: 0,
      golden_breaks: 0,
      whitewashes: 0,
      frame_points_for: 95,
      frame_points_against: 211,
    });
    expect(await team(w.teamC)).toMatchObject({
      high_break: 71,
      frame_points_for: 71,
      frame_points_against: 10,
    });
    // Dragon (F2's away side, no player named) made nothing; another league holds none of it
    expect(await team(w.teamD)).toMatchObject({ high_break: null, centuries: 0, frame_points_for: 10 });
    const other = await insert(db, 'leagues', { name: 'Elsewhere too', season: '2026' });
    expect(await team(w.teamA, other)).toEqual({
      high_break: null,
      centuries: 0,
      dishes: 0,
      golden_breaks: 0,
      whitewashes: 0,
      frame_points_for: 0,
      frame_points_against: 0,
    });
  });

  it('counts race rubbers as frames by their winners: a rubber still being raced counts for nobody', async () => {
    const league = await insert(db, 'leagues', { name: 'Races', season: '2026' });
    await settings(league, { match_format: 'races', race_to: 3 });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: w.teamA,
      away_team_id: w.teamB,
      venue_id: w.venue,
      status: 'in_play',
      kickoff_at: new Date(Date.now() + 3 * day).toISOString(),
    });
    for (const [no, home, away] of [
      [1, 3, 1],
      [2, 2, 3],
      [3, 3, 0],
      [4, 1, 1],
    ]) {
      await insert(db, 'frames', {
        fixture_id: fixture,
        frame_no: no,
        home_player_id: w.pA,
        away_player_id: w.pB,
        home_racks: home,
        away_racks: away,
      });
    }
    const [alice] = await db.query(
      'select frames_played, frames_won, frames_lost from public.player_stats($1, null, $2)',
      [league, w.pA],
    );
    expect(alice).toEqual({ frames_played: 3, frames_won: 2, frames_lost: 1 });
  });

  it('orders teams level on points by points difference where the league lists it', async () => {
    const league = await insert(db, 'leagues', { name: 'Snooker', season: '2026' });
    await settings(league, { game: 'snooker', frame_points: true });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const [apple, zebra, mule] = [
      await insert(db, 'teams', { name: 'Apple' }),
      await insert(db, 'teams', { name: 'Zebra' }),
      await insert(db, 'teams', { name: 'Mule' }),
    ];
    for (const t of [apple, zebra, mule])
      await insert(db, 'division_teams', { division_id: division, team_id: t });
    for (const [home, hp, ap] of [
      [apple, 60, 50],
      [zebra, 90, 10],
    ]) {
      const f = await insert(db, 'fixtures', {
        division_id: division,
        home_team_id: home,
        away_team_id: mule,
        venue_id: w.venue,
      });
      await insert(db, 'frames', { fixture_id: f, frame_no: 1, home_points: hp, away_points: ap });
      await db.query('select public.complete_fixture($1)', [f]);
    }
    const table = () =>
      db.query<{ team_name: string; points: number; position: number }>(
        'select team_name, points, position from public.standings_table where division_id = $1 order by position',
        [division],
      );
    // level on points, frame difference and frames for: the name decides by default
    expect(await table()).toEqual([
      { team_name: 'Apple', points: 6, position: 1 },
      { team_name: 'Zebra', points: 6, position: 2 },
      { team_name: 'Mule', points: 0, position: 3 },
    ]);
    await settings(league, { tiebreakers: ['points_difference', 'name'] });
    expect(await table()).toEqual([
      { team_name: 'Zebra', points: 6, position: 1 },
      { team_name: 'Apple', points: 6, position: 2 },
      { team_name: 'Mule', points: 0, position: 3 },
    ]);
  });

  it('counts a century as core/rules/frame-details.ts marks one: 100 is, 99 is not', async () => {
    const breaks = [99, 100, 147];
    const fixture = await insert(db, 'fixtures', {
      division_id: w.division,
      home_team_id: w.teamC,
      away_team_id: w.teamD,
      venue_id: w.venue,
      status: 'in_play',
    });
    for (const [i, value] of breaks.entries()) {
      const frame = await insert(db, 'frames', {
        fixture_id: fixture,
        frame_no: i + 1,
        home_player_id: w.pC,
      });
      await insert(db, 'breaks', { frame_id: frame, player_id: w.pC, value });
    }
    expect(breaks.map(isCentury)).toEqual([false, true, true]);
    // Cat Cole's 71 before these: not a century either.
    expect((await details(w.pC)).centuries).toBe(breaks.filter(isCentury).length);
  });
});
