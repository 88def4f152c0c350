// The league's tie-breakers in the standings order's one home (standings_table): head-to-head among
// the tied teams only (points between them, then frame difference between them), a three-way cycle
// broken by the next tie-breaker, and a settings change recomputing every division of the league.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, user } from './world.ts';

type Winner = 'home' | 'away';
// Points for results only, so frames move the frame difference without moving the points.
const flat = { points: { win: 2, draw: 1, loss: 0, per_frame: 0 }, bonus: { clean_sweep: 0 } };

describe.each(engines)('tie-breakers on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let league: number;
  const team: Record<string, number> = {};
  const division: Record<string, number> = {};

  async function play(d: string, home: string, away: string, homeFrames: number, awayFrames: number) {
    const fixture = await insert(db, 'fixtures', {
      division_id: division[d],
      home_team_id: team[home],
      away_team_id: team[away],
      venue_id: await insert(db, 'venues', { name: `${home} v ${away}` }),
      status: 'final',
    });
    const winners: Winner[] = [...Array(homeFrames).fill('home'), ...Array(awayFrames).fill('away')];
    for (const [i, winner] of winners.entries())
      await insert(db, 'frames', { fixture_id: fixture, frame_no: i + 1, winner });
  }

  const setRules = (settings: object) =>
    asUser(db, user(organiser), (tx) =>
      tx.query('update public.leagues set settings = $2 where id = $1', [league, JSON.stringify(settings)]),
    );
  const order = async (d: string) =>
    (
      await db.query<{ team_name: string }>(
        'select team_name from public.standings_table where division_id = $1 order by position',
        [division[d]],
      )
    ).map((r) => r.team_name);

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    for (const d of ['Cycle', 'Pair'])
      division[d] = await insert(db, 'divisions', { league_id: league, name: d });
    const members = { Cycle: ['Ash', 'Birch', 'Cedar', 'Damson'], Pair: ['Elm', 'Fir', 'Gum', 'Hazel'] };
    for (const [d, names] of Object.entries(members))
      for (const name of names) {
        team[name] = await insert(db, 'teams', { name });
        await insert(db, 'division_teams', { division_id: division[d], team_id: team[name] });
      }
    // Ash, Birch and Cedar beat each other in a cycle, each 2-1, and all beat Damson by different
    // margins: tied on points (4) and on head-to-head (2 points, frame difference 0 each).
    await play('Cycle', 'Ash', 'Birch', 2, 1);
    await play('Cycle', 'Birch', 'Cedar', 2, 1);
    await play('Cycle', 'Cedar', 'Ash', 2, 1);
    await play('Cycle', 'Ash', 'Damson', 3, 0); // frame difference: Ash +3
    await play('Cycle', 'Birch', 'Damson', 2, 1); // Birch +1
    await play('Cycle', 'Cedar', 'Damson', 3, 1); // Cedar +2
    // Elm beat Fir, but Fir's frame difference is better; both on 2 points, Hazel on 3, Gum on 1.
    await play('Pair', 'Elm', 'Fir', 2, 1);
    await play('Pair', 'Fir', 'Gum', 5, 0);
    await play('Pair', 'Hazel', 'Elm', 1, 0);
    await play('Pair', 'Gum', 'Hazel', 0, 0);
    await setRules(flat);
  }, 120_000);
  afterAll(() => db.close());

  it('by default breaks ties on frame difference, frames for, then name', async () => {
    expect(await order('Cycle')).toEqual(['Ash', 'Cedar', 'Birch', 'Damson']);
    expect(await order('Pair')).toEqual(['Hazel', 'Fir', 'Elm', 'Gum']);
  });

  it('head-to-head first: two tied teams are ordered by the match between them only', async () => {
    await setRules({ ...flat, tiebreakers: ['head_to_head', 'frame_difference', 'frames_for', 'name'] });
    expect(await order('Pair')).toEqual(['Hazel', 'Elm', 'Fir', 'Gum']);
  });

  it('a three-way head-to-head cycle is broken by the next tie-breaker', async () => {
    expect(await order('Cycle')).toEqual(['Ash', 'Cedar', 'Birch', 'Damson']);
    await setRules({ ...flat, tiebreakers: ['head_to_head', 'name'] });
    expect(await order('Cycle')).toEqual(['Ash', 'Birch', 'Cedar', 'Damson']);
  });

  it('a points change recomputes every division of the league at once', async () => {
    await setRules({ ...flat, points: { ...flat.points, win: 5, per_frame: 1 } });
    const points = await db.query<{ team_name: string; points: number }>(
      `select team_name, points from public.standings_table where team_name in ('Ash', 'Elm')
       order by team_name`,
    );
    // Ash: two wins and 2+1+3 frames; Elm: one win and 2+0 frames.
    expect(points).toEqual([
      { team_name: 'Ash', points: 2 * 5 + 6 },
      { team_name: 'Elm', points: 5 + 2 },
    ]);
  });
});
