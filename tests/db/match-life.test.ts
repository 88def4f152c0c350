// A match's life in the standings' one home (team_results, recompute_standings): forfeits to either
// side or both, void and postponed fixtures counting for nothing, a rescheduled postponement back to
// scheduled, and the team statistics agreeing with the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

interface Row {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  frames_for: number;
  frames_against: number;
  points: number;
}

describe.each(engines)('a match’s life on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let captain: string;
  let league: number;
  let n = 0;

  /** A new division with Home and Away and one fixture between them, with frames already played. */
  async function match(winners: ('home' | 'away')[] = []) {
    n += 1;
    const division = await insert(db, 'divisions', { league_id: league, name: `D${n}` });
    const home = await insert(db, 'teams', { name: `Home ${n}`, captain_user_id: captain });
    const away = await insert(db, 'teams', { name: `Away ${n}` });
    for (const t of [home, away]) await insert(db, 'division_teams', { division_id: division, team_id: t });
    const venue = await insert(db, 'venues', { name: `Venue ${n}` });
    const fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: home,
      away_team_id: away,
      venue_id: venue,
    });
    for (const [i, winner] of winners.entries())
      await insert(db, 'frames', { fixture_id: fixture, frame_no: i + 1, winner });
    return { division, home, fixture };
  }

  const table = (division: number) =>
    db.query<Row>(
      `select regexp_replace(team_name, ' [0-9]+$', '') as team, played, won, drawn, lost, frames_for,
         frames_against, points from public.standings_table where division_id = $1 order by position`,
      [division],
    );
  const row = (team: string, r: Partial<Row> = {}): Row => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    frames_for: 0,
    frames_against: 0,
    points: 0,
    ...r,
  });
  const asOrganiser = <T>(sql: string, params: unknown[]) =>
    asUser(db, user(organiser), (tx) => tx.query<T>(sql, params));
  const forfeit = (fixture: number, winner: string) =>
    asOrganiser<{ status: string; forfeit: string }>(
      'select status, forfeit from public.forfeit_fixture($1, $2)',
      [fixture, winner],
    );
  const setStatus = (fixture: number, status: string) =>
    asOrganiser('update public.fixtures set status = $2 where id = $1', [fixture, status]);

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    captain = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
  }, 120_000);
  afterAll(() => db.close());

  it('a home forfeit awards the home team frames per match to nil, whatever was played', async () => {
    const m = await match(['away']);
    expect(await forfeit(m.fixture, 'home')).toEqual([{ status: 'final', forfeit: 'home' }]);
    // 5 frames per match by default: a win (3), five frames (5) and the clean-sweep bonus (2).
    expect(await table(m.division)).toEqual([
      row('Home', { played: 1, won: 1, frames_for: 5, points: 10 }),
      row('Away', { played: 1, lost: 1, frames_against: 5 }),
    ]);
    const [stats] = await db.query<{ won: number; frames_for: number; form: string[] }>(
      'select won, frames_for, form from public.team_stats($1)',
      [m.home],
    );
    expect(stats).toEqual({ won: 1, frames_for: 5, form: ['W'] });
  });

  it('an away forfeit awards the league’s forfeit frames to the away team', async () => {
    await db.query(`update public.leagues set settings = settings || '{"forfeit_frames": 3}' where id = $1`, [
      league,
    ]);
    const m = await match();
    await forfeit(m.fixture, 'away');
    expect(await table(m.division)).toEqual([
      row('Away', { played: 1, won: 1, frames_for: 3, points: 8 }),
      row('Home', { played: 1, lost: 1, frames_against: 3 }),
    ]);
    await db.query('update public.leagues set settings = default where id = $1', [league]);
  });

  it('a double forfeit gives both teams a loss and no frames', async () => {
    await db.query(
      `update public.leagues set settings = jsonb_set(settings, '{points,loss}', '1') where id = $1`,
      [league],
    );
    const m = await match(['home', 'home']);
    await forfeit(m.fixture, 'both');
    expect(await table(m.division)).toEqual([
      row('Away', { played: 1, lost: 1, points: 1 }),
      row('Home', { played: 1, lost: 1, points: 1 }),
    ]);
    await db.query('update public.leagues set settings = default where id = $1', [league]);
  });

  it('a void fixture counts for nothing, in the table or the statistics', async () => {
    const m = await match(['home', 'home', 'away']);
    await asOrganiser('select public.complete_fixture($1)', [m.fixture]);
    expect((await table(m.division))[0]).toEqual(
      row('Home', { played: 1, won: 1, frames_for: 2, frames_against: 1, points: 5 }),
    );
    await setStatus(m.fixture, 'void');
    expect(await table(m.division)).toEqual([row('Away'), row('Home')]);
    const [stats] = await db.query<{ matches_played: number }>(
      'select matches_played from public.team_stats($1)',
      [m.home],
    );
    expect(stats.matches_played).toBe(0);
  });

  it('a postponed fixture counts for nothing and a new kick-off schedules it again', async () => {
    const m = await match(['home']);
    await asOrganiser('select public.complete_fixture($1)', [m.fixture]);
    await setStatus(m.fixture, 'postponed');
    expect(await table(m.division)).toEqual([row('Away'), row('Home')]);
    const [moved] = await asOrganiser<{ status: string }>(
      `update public.fixtures set kickoff_at = kickoff_at + interval '7 days' where id = $1 returning status`,
      [m.fixture],
    );
    expect(moved.status).toBe('scheduled');
  });

  it('reopening a forfeited fixture withdraws the forfeit and its points', async () => {
    const m = await match();
    await forfeit(m.fixture, 'home');
    const [reopened] = await asOrganiser<{ forfeit: string | null }>(
      `update public.fixtures set status = 'scheduled' where id = $1 returning forfeit`,
      [m.fixture],
    );
    expect(reopened.forfeit).toBeNull();
    expect(await table(m.division)).toEqual([row('Away'), row('Home')]);
  });

  it('leaves postponing, voiding and forfeits to organisers', async () => {
    const m = await match();
    const asCaptain = (sql: string, params: unknown[]) =>
      sqlError(asUser(db, user(captain), (tx) => tx.query(sql, params)));
    expect(
      await asCaptain(`update public.fixtures set status = 'postponed' where id = $1`, [m.fixture]),
    ).toEqual({ code: '42501', message: 'Only organisers can postpone, void or reinstate a fixture' });
    expect(await asCaptain('select public.forfeit_fixture($1, $2)', [m.fixture, 'home'])).toEqual({
      code: '42501',
      message: 'Only an organiser can award a forfeit',
    });
    expect(await sqlError(forfeit(m.fixture, 'nobody'))).toEqual({
      code: '22023',
      message: 'Winner must be home, away or both',
    });
  });
});
