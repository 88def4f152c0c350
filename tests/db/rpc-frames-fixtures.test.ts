// add_frame, create_fixtures and snapshot_league_history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('frames, bulk fixtures and history on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let captain: string;
  let league: number;
  let division: number;
  let home: number;
  let away: number;
  let venue: number;
  const newFixture = () =>
    insert(db, 'fixtures', {
      division_id: division,
      home_team_id: home,
      away_team_id: away,
      venue_id: venue,
    });
  const addFrame = (who: string, fixtureId: number) =>
    asUser(db, user(who), (tx) =>
      tx.query<{ frame_no: number; winner: string; home_player_id: unknown }>(
        'select frame_no, winner, home_player_id from public.add_frame($1)',
        [fixtureId],
      ),
    ).then((rows) => rows[0]);

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    captain = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Spring', season: '2027' });
    division = await insert(db, 'divisions', { league_id: league, name: 'Top' });
    home = await insert(db, 'teams', { name: 'Home Team', captain_user_id: captain });
    away = await insert(db, 'teams', { name: 'Away Team' });
    venue = await insert(db, 'venues', { name: 'Hall' });
  }, 120_000);
  afterAll(() => db.close());

  it('numbers new frames count + 1, with winner na and no players', async () => {
    const id = await newFixture();
    expect(await addFrame(captain, id)).toEqual({ frame_no: 1, winner: 'na', home_player_id: null });
    expect((await addFrame(organiser, id)).frame_no).toBe(2);
  });

  it('gives two scorers adding at once distinct numbers', async () => {
    const id = await newFixture();
    const added = await Promise.all([1, 2, 3, 4].map((i) => addFrame(i % 2 ? captain : organiser, id)));
    expect(added.map((f) => f.frame_no).sort()).toEqual([1, 2, 3, 4]);
  });

  it('skips past the highest number when a frame was deleted from the middle', async () => {
    const id = await newFixture();
    for (let i = 0; i < 3; i++) await addFrame(organiser, id);
    await db.query('delete from public.frames where fixture_id = $1 and frame_no = 2', [id]);
    expect((await addFrame(organiser, id)).frame_no).toBe(4);
  });

  it('refuses scorers of other teams and unknown fixtures', async () => {
    const stranger = await createUser(db);
    expect(await sqlError(addFrame(stranger, await newFixture()))).toEqual({
      code: '42501',
      message: 'Only an organiser or a captain of either team can add frames to this fixture',
    });
    expect(await sqlError(addFrame(organiser, 999999))).toEqual({
      code: 'P0002',
      message: 'Fixture 999999 not found',
    });
  });

  it('creates camelCase fixtures in bulk and returns them in order', async () => {
    const input = [
      {
        divisionId: division,
        homeTeamId: home,
        awayTeamId: away,
        venueId: venue,
        kickoffAt: '2027-01-07T19:30:00Z',
      },
      {
        divisionId: division,
        homeTeamId: away,
        awayTeamId: home,
        venueId: venue,
        kickoffAt: '2027-01-14T19:30:00Z',
      },
    ];
    const rows = await asUser(db, user(organiser), (tx) =>
      tx.query<{ home_team_id: number; status: string; kickoff_at: Date; table_id: unknown }>(
        'select home_team_id, status, kickoff_at, table_id from public.create_fixtures($1)',
        [JSON.stringify(input)],
      ),
    );
    expect(
      rows.map((r) => [r.home_team_id, r.status, new Date(r.kickoff_at).toISOString(), r.table_id]),
    ).toEqual([
      [home, 'scheduled', '2027-01-07T19:30:00.000Z', null],
      [away, 'scheduled', '2027-01-14T19:30:00.000Z', null],
    ]);
  });

  it('creates nothing when one fixture of the batch is invalid', async () => {
    const [{ before }] = await db.query<{ before: number }>(
      'select count(*)::int as before from public.fixtures',
    );
    const input = [
      { divisionId: division, homeTeamId: home, awayTeamId: away, venueId: venue },
      { divisionId: division, homeTeamId: home, awayTeamId: home, venueId: venue },
    ];
    const error = await sqlError(
      asUser(db, user(organiser), (tx) =>
        tx.query('select * from public.create_fixtures($1)', [JSON.stringify(input)]),
      ),
    );
    expect(error.code).toBe('23514');
    const [{ after }] = await db.query<{ after: number }>(
      'select count(*)::int as after from public.fixtures',
    );
    expect(after).toBe(before);
    const notArray = await sqlError(db.query(`select public.create_fixtures('{}')`));
    expect(notArray).toEqual({ code: '22023', message: 'fixtures must be a JSON array of fixtures' });
    const captainTry = await sqlError(
      asUser(db, user(captain), (tx) => tx.query(`select public.create_fixtures('[]')`)),
    );
    expect(captainTry).toEqual({ code: '42501', message: 'Only an organiser can create fixtures' });
  });

  it('snapshots standings, fixtures and results of the league as JSON', async () => {
    const id = await newFixture();
    for (const winner of ['home', 'home', 'na']) {
      const f = await addFrame(organiser, id);
      await db.query('update public.frames set winner = $1 where fixture_id = $2 and frame_no = $3', [
        winner,
        id,
        f.frame_no,
      ]);
    }
    await db.query('select public.complete_fixture($1)', [id]);
    const [row] = await asUser(db, user(organiser), (tx) =>
      tx.query<{ league_id: number; snapshot: Record<string, unknown> }>(
        'select league_id, snapshot from public.snapshot_league_history($1)',
        [league],
      ),
    );
    expect(row.league_id).toBe(league);
    const snap = row.snapshot as {
      league: { name: string; season: string; settings: unknown };
      divisions: unknown[];
      standings: { teamName: string; position: number; points: number }[];
      fixtures: { id: number; homeTeamName: string; status: string }[];
      results: {
        fixtureId: number;
        homeFrames: number;
        awayFrames: number;
        outcome: string;
        frames: unknown[];
      }[];
    };
    expect(snap.league).toMatchObject({ name: 'Spring', season: '2027' });
    expect(snap.divisions).toEqual([{ id: division, name: 'Top', sortOrder: 0 }]);
    expect(snap.standings.map((s) => [s.position, s.teamName, s.points])).toEqual([
      [1, 'Home Team', 3 + 2 + 2],
      [2, 'Away Team', 0],
    ]);
    expect(snap.fixtures.find((f) => f.id === id)).toMatchObject({
      homeTeamName: 'Home Team',
      status: 'final',
    });
    expect(snap.results).toEqual([
      {
        fixtureId: id,
        divisionId: division,
        homeTeamId: home,
        awayTeamId: away,
        homeFrames: 2,
        awayFrames: 0,
        outcome: 'home',
        forfeit: null,
        frames: [1, 2, 3].map((n, i) => ({
          frameNo: n,
          winner: ['home', 'home', 'na'][i],
          homePlayerId: null,
          awayPlayerId: null,
        })),
      },
    ]);
    const refused = await sqlError(
      asUser(db, user(captain), (tx) => tx.query('select public.snapshot_league_history($1)', [league])),
    );
    expect(refused).toEqual({ code: '42501', message: 'Only an organiser can snapshot league history' });
  });
});
