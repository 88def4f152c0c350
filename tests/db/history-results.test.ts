// League history snapshots freeze results as the standings count them (team_results): a forfeit
// with the frames it awards, a double forfeit lost by both, and the table beside them agreeing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, user } from './world.ts';

interface Result {
  fixtureId: number;
  homeFrames: number;
  awayFrames: number;
  outcome: string;
  forfeit: string | null;
}

describe.each(engines)('history snapshot results on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let league: number;
  let division: number;
  let venue: number;
  const teams: number[] = [];

  const fixture = (home: number, away: number, winners: ('home' | 'away')[] = []) =>
    insert(db, 'fixtures', {
      division_id: division,
      home_team_id: teams[home],
      away_team_id: teams[away],
      venue_id: venue,
    }).then(async (id) => {
      for (const [i, winner] of winners.entries())
        await insert(db, 'frames', { fixture_id: id, frame_no: i + 1, winner });
      return id;
    });
  const asOrganiser = (sql: string, params: unknown[]) =>
    asUser(db, user(organiser), (tx) => tx.query<Record<string, unknown>>(sql, params));

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Autumn', season: '2026' });
    division = await insert(db, 'divisions', { league_id: league, name: 'Premier' });
    venue = await insert(db, 'venues', { name: 'The Crucible' });
    for (const name of ['Reds', 'Blues', 'Greens', 'Pinks']) {
      const team = await insert(db, 'teams', { name });
      await insert(db, 'division_teams', { division_id: division, team_id: team });
      teams.push(team);
    }
  }, 120_000);
  afterAll(() => db.close());

  it('records forfeits with the frames they award and a double forfeit as lost by both', async () => {
    const played = await fixture(0, 1, ['home', 'home', 'away', 'home']);
    await asOrganiser("update public.fixtures set status = 'final' where id = $1", [played]);
    const walkover = await fixture(2, 3);
    await asOrganiser('select public.forfeit_fixture($1, $2)', [walkover, 'away']);
    const bothOut = await fixture(1, 2, ['home']);
    await asOrganiser('select public.forfeit_fixture($1, $2)', [bothOut, 'both']);
    const [{ awarded }] = await db.query<{ awarded: number }>(
      'select public.forfeit_frames(settings) as awarded from public.leagues where id = $1',
      [league],
    );

    const [row] = await asOrganiser('select snapshot from public.snapshot_league_history($1)', [league]);
    const snap = row.snapshot as {
      results: Result[];
      standings: { teamName: string; lost: number; framesFor: number }[];
    };
    const pick = ({ fixtureId, homeFrames, awayFrames, outcome, forfeit }: Result) => ({
      fixtureId,
      homeFrames,
      awayFrames,
      outcome,
      forfeit,
    });
    expect(snap.results.map(pick)).toEqual([
      { fixtureId: played, homeFrames: 3, awayFrames: 1, outcome: 'home', forfeit: null },
      { fixtureId: walkover, homeFrames: 0, awayFrames: awarded, outcome: 'away', forfeit: 'away' },
      { fixtureId: bothOut, homeFrames: 0, awayFrames: 0, outcome: 'both_lost', forfeit: 'both' },
    ]);
    expect(awarded).toBeGreaterThan(0);
    const blues = snap.standings.find((s) => s.teamName === 'Blues');
    expect(blues).toMatchObject({ lost: 2, framesFor: 1 });
  });
});
