// complete_fixture and recompute_standings, the standings order (standings_table) and the default
// league settings: the league table's rules, each in its one home in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, createUser, insert, sqlError, user } from './world.ts';

type Winner = 'home' | 'away' | 'na';

describe.each(engines)('standings on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let captainA: string;
  let captainC: string;
  let division: number;
  const team: Record<string, number> = {};
  const fixture: Record<string, number> = {};

  async function play(home: string, away: string, winners: Winner[]) {
    const id = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: team[home],
      away_team_id: team[away],
      venue_id: await insert(db, 'venues', { name: `${home} v ${away} venue` }),
    });
    for (const [i, winner] of winners.entries()) {
      await insert(db, 'frames', { fixture_id: id, frame_no: i + 1, winner });
    }
    return id;
  }

  const table = () =>
    db.query(
      `select t.name as team, s.played, s.won, s.drawn, s.lost, s.frames_for, s.frames_against, s.points
       from public.recompute_standings($1) s join public.teams t on t.id = s.team_id`,
      [division],
    );

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    captainA = await createUser(db);
    captainC = await createUser(db);
    const league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    for (const name of ['Anchor', 'Bell', 'Crown', 'Dragon']) {
      team[name] = await insert(db, 'teams', { name });
      await insert(db, 'division_teams', { division_id: division, team_id: team[name] });
    }
    await db.query('update public.teams set captain_user_id = $1 where id = $2', [captainA, team.Anchor]);
    await db.query('update public.teams set captain_user_id = $1 where id = $2', [captainC, team.Crown]);
    fixture.AB = await play('Anchor', 'Bell', ['home', 'home', 'away', 'na']); // 2-1, na ignored
    fixture.BC = await play('Bell', 'Crown', ['home', 'away']); // 1-1 draw
    fixture.CA = await play('Crown', 'Anchor', ['home', 'home', 'na']); // 2-0 clean sweep
    fixture.AD = await play('Anchor', 'Dragon', ['home']); // never completed
  }, 120_000);
  afterAll(() => db.close());

  it('gives every team in the division a row, zeros included, before any result', async () => {
    expect(await table()).toEqual(
      ['Anchor', 'Bell', 'Crown', 'Dragon'].map((name) => ({
        team: name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        frames_for: 0,
        frames_against: 0,
        points: 0,
      })),
    );
  });

  it('scores wins, draws, frames and clean sweeps from final fixtures only, ordered by points', async () => {
    await asUser(db, user(organiser), async (tx) => {
      for (const id of [fixture.AB, fixture.BC, fixture.CA])
        await tx.query('select public.complete_fixture($1)', [id]);
    });
    const expected = [
      { team: 'Crown', played: 2, won: 1, drawn: 1, lost: 0, frames_for: 3, frames_against: 1, points: 9 },
      { team: 'Anchor', played: 2, won: 1, drawn: 0, lost: 1, frames_for: 2, frames_against: 3, points: 5 },
      { team: 'Bell', played: 2, won: 0, drawn: 1, lost: 1, frames_for: 2, frames_against: 3, points: 3 },
      { team: 'Dragon', played: 0, won: 0, drawn: 0, lost: 0, frames_for: 0, frames_against: 0, points: 0 },
    ];
    expect(await table()).toEqual(expected);
    // Completing again, and recomputing again, never double-counts.
    await asUser(db, user(organiser), (tx) => tx.query('select public.complete_fixture($1)', [fixture.AB]));
    expect(await table()).toEqual(expected);
    const [{ rows }] = await db.query<{ rows: number }>(
      'select count(*)::int as rows from public.standings where division_id = $1',
      [division],
    );
    expect(rows).toBe(4);
  });

  it('follows the league settings', async () => {
    await db.query(
      `update public.leagues set settings = '{"points":{"win":2,"draw":1,"loss":0,"per_frame":0},"bonus":{"clean_sweep":0}}'`,
    );
    const points = (await table()).map((r) => [r.team, r.points]);
    expect(points).toEqual([
      ['Crown', 3],
      ['Anchor', 2],
      ['Bell', 1],
      ['Dragon', 0],
    ]);
    await db.query(`update public.leagues set settings = default`);
  });

  it('returns the completed fixture, and lets the captain of either team complete it', async () => {
    const [row] = await asUser(db, user(captainA), (tx) =>
      tx.query<{ id: number; status: string }>('select id, status from public.complete_fixture($1)', [
        fixture.AD,
      ]),
    );
    expect(row).toEqual({ id: fixture.AD, status: 'final' });
    const [anchor] = await db.query<{ points: number }>(
      'select points from public.standings where team_id = $1',
      [team.Anchor],
    );
    expect(anchor.points).toBe(5 + 3 + 1 + 2); // plus a 1-0 clean-sweep win over Dragon
  });

  it('refuses a captain of neither team, anonymous callers and unknown fixtures', async () => {
    const other = await sqlError(
      asUser(db, user(captainC), (tx) => tx.query('select public.complete_fixture($1)', [fixture.AB])),
    );
    expect(other).toEqual({
      code: '42501',
      message: 'Only an organiser or a captain of either team can complete this fixture',
    });
    const nobody = await sqlError(
      asUser(db, anon, (tx) => tx.query('select public.complete_fixture($1)', [fixture.AB])),
    );
    expect(nobody.code).toBe('42501');
    const missing = await sqlError(
      asUser(db, user(organiser), (tx) => tx.query('select public.complete_fixture(999999)')),
    );
    expect(missing).toEqual({ code: 'P0002', message: 'Fixture 999999 not found' });
    const noDivision = await sqlError(db.query('select public.recompute_standings(999999)'));
    expect(noDivision).toEqual({ code: 'P0002', message: 'Division 999999 not found' });
  });

  it('follows a corrected frame, a reopened fixture and a deleted fixture of a completed match', async () => {
    const points = async () =>
      Object.fromEntries(
        (
          await db.query<{ name: string; points: number }>(
            `select t.name, s.points from public.standings s join public.teams t on t.id = s.team_id
             where s.division_id = $1`,
            [division],
          )
        ).map((r) => [r.name, r.points]),
      );
    const before = await points();
    // Bell v Crown was 1-1; an organiser corrects frame 1 to an away win: 0-2 to Crown.
    await asUser(db, user(organiser), (tx) =>
      tx.query(`update public.frames set winner = 'away' where fixture_id = $1 and frame_no = 1`, [
        fixture.BC,
      ]),
    );
    const corrected = await points();
    expect(corrected.Crown - before.Crown).toBe(3 + 2 + 2 - (1 + 1)); // a 2-0 sweep instead of a 1-1 draw
    expect(corrected.Bell - before.Bell).toBe(-2);
    await db.query(`update public.fixtures set status = 'in_play' where id = $1`, [fixture.BC]);
    const reopened = await points();
    expect(reopened.Bell).toBe(before.Bell - 2);
    await db.query(`update public.fixtures set status = 'final' where id = $1`, [fixture.BC]);
    expect(await points()).toEqual(corrected);
    await db.query('delete from public.fixtures where id = $1', [fixture.BC]);
    expect(await points()).toEqual(reopened);
  });

  it('drops the row of a team that left the division and never played in it', async () => {
    const extra = await insert(db, 'teams', { name: 'Eagle' });
    await insert(db, 'division_teams', { division_id: division, team_id: extra });
    expect((await table()).map((r) => r.team)).toContain('Eagle');
    await db.query('delete from public.division_teams where team_id = $1', [extra]);
    expect((await table()).map((r) => r.team)).not.toContain('Eagle');
  });

  /** A new division of its own league whose teams have these standings rows. */
  async function divisionWith(
    rows: [name: string, points: number, framesFor: number, framesAgainst: number][],
  ) {
    const league = await insert(db, 'leagues', { name: `League of ${rows[0][0]}`, season: '2026' });
    const id = await insert(db, 'divisions', { league_id: league, name: 'Table' });
    for (const [name, points, framesFor, framesAgainst] of rows) {
      const teamId = await insert(db, 'teams', { name });
      // Joining gives the team its row at 0 (20261127100100_standings_from_joining.sql); set by hand here.
      await insert(db, 'division_teams', { division_id: id, team_id: teamId });
      await db.query(
        `update public.standings set points = $3, frames_for = $4, frames_against = $5
         where division_id = $1 and team_id = $2`,
        [id, teamId, points, framesFor, framesAgainst],
      );
    }
    return { league, id };
  }
  const positions = (divisionId: number) =>
    db.query<{ team_name: string; position: number }>(
      'select team_name, position from public.standings_table where division_id = $1 order by position',
      [divisionId],
    );

  it('orders the table by points, frame difference, frames for, then name, numbering positions per division', async () => {
    const { league, id } = await divisionWith([
      ['Zeta', 10, 20, 10], // +10, 20 for
      ['Alpha', 12, 5, 5],
      ['Beta', 10, 30, 20], // +10, 30 for
      ['Gamma', 10, 15, 14], // +1
      ['Delta', 10, 20, 10], // same as Zeta: the name decides
      ['Omega', 0, 0, 0],
    ]);
    const expected = ['Alpha', 'Beta', 'Delta', 'Zeta', 'Gamma', 'Omega'].map((name, i) => ({
      team_name: name,
      position: i + 1,
    }));
    expect(await positions(id)).toEqual(expected);
    const second = await insert(db, 'divisions', { league_id: league, name: 'Second' });
    const top = await insert(db, 'teams', { name: 'Top' });
    await insert(db, 'standings', { division_id: second, team_id: top, points: 99 });
    expect(await positions(second)).toEqual([{ team_name: 'Top', position: 1 }]);
    expect(await positions(id)).toEqual(expected);
  });

  it('sorts names that differ only by case or accents the same on every engine', async () => {
    const names = ['Zed', 'émile', 'alpha', 'Bravo', 'Émile', 'Alpha'];
    const { league, id } = await divisionWith(names.map((n) => [n, 0, 0, 0]));
    const expected = ['Alpha', 'alpha', 'Bravo', 'Émile', 'émile', 'Zed'];
    expect((await positions(id)).map((r) => r.team_name)).toEqual(expected);
    const recomputed = await db.query<{ name: string }>(
      `select t.name from public.recompute_standings($1) s join public.teams t on t.id = s.team_id`,
      [id],
    );
    expect(recomputed.map((r) => r.name)).toEqual(expected);
    const [{ snapshot }] = await db.query<{
      snapshot: { standings: { teamName: string; position: number }[] };
    }>('select snapshot from public.snapshot_league_history($1)', [league]);
    expect(snapshot.standings.map((r) => [r.position, r.teamName])).toEqual(
      expected.map((n, i) => [i + 1, n]),
    );
  });

  it("starts a league with core's default settings, and scores a missing value with its default", async () => {
    const defaults = leagueSettingsSchema.parse({});
    const [{ settings }] = await db.query<{ settings: unknown }>(
      'select public.default_league_settings() as settings',
    );
    expect(settings).toEqual(defaults);
    const league = await insert(db, 'leagues', { name: 'Defaults', season: '2026' });
    const [row] = await db.query<{ settings: unknown }>('select settings from public.leagues where id = $1', [
      league,
    ]);
    expect(row.settings).toEqual(defaults);

    await db.query(`update public.leagues set settings = '{"points":{"win":5}}' where id = $1`, [league]);
    const d = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const [home, away] = [
      await insert(db, 'teams', { name: 'Home' }),
      await insert(db, 'teams', { name: 'Away' }),
    ];
    const f = await insert(db, 'fixtures', {
      division_id: d,
      home_team_id: home,
      away_team_id: away,
      venue_id: await insert(db, 'venues', { name: 'Defaults venue' }),
    });
    await insert(db, 'frames', { fixture_id: f, frame_no: 1, winner: 'home' });
    await db.query('select public.complete_fixture($1)', [f]);
    const points = await db.query<{ team_id: number; points: number }>(
      'select team_id, points from public.standings where division_id = $1 order by points desc',
      [d],
    );
    const { per_frame } = defaults.points;
    const { clean_sweep } = defaults.bonus;
    expect(points).toEqual([
      { team_id: home, points: 5 + per_frame + clean_sweep },
      { team_id: away, points: defaults.points.loss },
    ]);
  });
});
