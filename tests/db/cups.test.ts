// Cups in SQL (docs/cups.md): a saved draw's byes, winners moving on when a cup fixture is completed
// (by a captain too) or walked over, the standings untouched, and the draw fixed once play starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { drawCup } from '@core/rules/cup-draw.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, createUser, insert, sqlError, user } from './world.ts';

type Row = Record<string, unknown>;

describe.each(engines)('cups on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let captain: string;
  let league: number;
  let division: number;
  let venue: number;
  const team: Record<string, number> = {};
  const entry: Record<string, number> = {};
  let cup: number;

  const match = async (round: number, slot: number) => {
    const [m] = await db.query<Row>(
      `select m.*, f.id as fixture_id from public.cup_matches m
       left join public.fixtures f on f.cup_match_id = m.id where m.cup_id = $1 and m.round = $2 and m.slot = $3`,
      [cup, round, slot],
    );
    return m;
  };
  const asOrganiser = <T>(sql: string, params: unknown[]) =>
    asUser(db, user(organiser), (tx) => tx.query<T & Row>(sql, params));
  const saveDraw = (seed: string) => {
    const draw = drawCup(
      Object.values(entry).map((id, i) => ({ id, rank: i })),
      'manual',
      seed,
    );
    return asOrganiser('select * from public.save_cup_draw($1, $2, $3, $4, $5)', [
      cup,
      'manual',
      seed,
      draw.seeds,
      draw.positions,
    ]);
  };
  const frames = async (fixtureId: unknown, winners: string[]) => {
    for (const [i, winner] of winners.entries()) {
      await insert(db, 'frames', { fixture_id: fixtureId, frame_no: i + 1, winner });
    }
  };
  const complete = (claims: string, fixtureId: unknown) =>
    asUser(db, user(claims), (tx) => tx.query('select * from public.complete_fixture($1)', [fixtureId]));

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    captain = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    venue = await insert(db, 'venues', { name: 'The Crown' });
    for (const name of ['Anchor', 'Bell', 'Crown', 'Dragon', 'Eagle']) {
      team[name] = await insert(db, 'teams', { name });
      await insert(db, 'division_teams', { division_id: division, team_id: team[name] });
    }
    await db.query('update public.teams set captain_user_id = $1 where id = $2', [captain, team.Dragon]);
    [cup] = await asOrganiser<{ id: number }>(
      `insert into public.cups (league_id, name, kind, best_of, venue_id) values ($1, 'Knockout', 'team', '{3,5}', $2)
       returning id`,
      [league, venue],
    ).then((rows) => rows.map((r) => r.id));
    for (const name of Object.keys(team)) {
      entry[name] = await insert(db, 'cup_entries', { cup_id: cup, team_id: team[name] });
    }
  }, 120_000);
  afterAll(() => db.close());

  it('gives the three byes of five entries to seeds 1-3 and opens the matches whose sides are known', async () => {
    await saveDraw('first');
    const seeds = await db.query<Row>(
      'select team_id, seed from public.cup_entries where cup_id = $1 order by seed',
      [cup],
    );
    expect(seeds.map((s) => s.team_id)).toEqual(Object.values(team));
    const byes = await db.query<Row>(
      `select slot, winner_entry_id from public.cup_matches where cup_id = $1 and decided_by = 'bye' order by slot`,
      [cup],
    );
    expect(byes).toEqual([
      { slot: 1, winner_entry_id: entry.Anchor },
      { slot: 3, winner_entry_id: entry.Bell },
      { slot: 4, winner_entry_id: entry.Crown },
    ]);
    expect(await match(1, 2)).toMatchObject({
      home_entry_id: entry.Dragon,
      away_entry_id: entry.Eagle,
      home_needs: 2,
    });
    expect((await match(1, 2)).fixture_id).not.toBeNull();
    expect(await match(2, 2)).toMatchObject({
      home_entry_id: entry.Bell,
      away_entry_id: entry.Crown,
      home_needs: 3,
    });
    expect((await match(2, 2)).fixture_id).not.toBeNull();
    expect(await match(2, 1)).toMatchObject({
      home_entry_id: entry.Anchor,
      away_entry_id: null,
      fixture_id: null,
    });
  });

  it('draws again while no match has started, and anyone reads the cup', async () => {
    const [again] = await saveDraw('second');
    expect(again).toMatchObject({ draw_seed: 'second', seed_from: 'manual' });
    const rows = await asUser(db, anon, (tx) =>
      tx.query('select count(*)::int as n from public.cup_matches where cup_id = $1', [cup]),
    );
    expect(rows).toEqual([{ n: 7 }]);
    const fixtures = await db.query('select id from public.fixtures where cup_match_id is not null');
    expect(fixtures).toHaveLength(2);
  });

  it('refuses a draw that leaves an entry out, and cups to anyone but organisers', async () => {
    const bad = asOrganiser('select public.save_cup_draw($1, $2, $3, $4, $5)', [
      cup,
      'manual',
      'x',
      [entry.Anchor, entry.Bell],
      [entry.Anchor, entry.Bell],
    ]);
    expect((await sqlError(bad)).message).toBe(
      'The draw must place every entry of the cup once, two to a match at most',
    );
    const byCaptain = asUser(db, user(captain), (tx) =>
      tx.query(`insert into public.cups (league_id, name, kind, venue_id) values ($1, 'Mine', 'team', $2)`, [
        league,
        venue,
      ]),
    );
    expect((await sqlError(byCaptain)).code).toBe('42501');
  });

  it('refuses to complete a cup match before one side has won its race', async () => {
    const { fixture_id } = await match(1, 2);
    await frames(fixture_id, ['home', 'away']);
    const early = await sqlError(complete(captain, fixture_id));
    expect(early.message).toBe('A cup match ends when one side has won its race: home 1 of 2, away 1 of 2');
  });

  it('refuses a new draw and new entries once the first match has started', async () => {
    expect((await sqlError(saveDraw('third'))).message).toBe(
      "The draw cannot change: the cup's first match has started",
    );
    const extra = await insert(db, 'teams', { name: 'Fox' });
    await insert(db, 'division_teams', { division_id: division, team_id: extra });
    const late = asOrganiser('insert into public.cup_entries (cup_id, team_id) values ($1, $2)', [
      cup,
      extra,
    ]);
    expect((await sqlError(late)).message).toBe('This cup has started: its entries cannot change');
  });

  it('moves the winner on when a captain completes the match, and leaves the standings alone', async () => {
    const { fixture_id } = await match(1, 2);
    await insert(db, 'frames', { fixture_id, frame_no: 3, winner: 'away' });
    await complete(captain, fixture_id);
    expect(await match(1, 2)).toMatchObject({ decided_by: 'result', winner_entry_id: entry.Eagle });
    const next = await match(2, 1);
    expect(next).toMatchObject({ home_entry_id: entry.Anchor, away_entry_id: entry.Eagle, home_needs: 3 });
    expect(next.fixture_id).not.toBeNull();
    const standings = await db.query<Row>(
      'select sum(played)::int as played, sum(points)::int as points from public.recompute_standings($1)',
      [division],
    );
    expect(standings).toEqual([{ played: 0, points: 0 }]);
  });

  it('takes a winner back when the fixture is reopened, and puts them back when it is completed again', async () => {
    const { fixture_id } = await match(1, 2);
    await asOrganiser(`update public.fixtures set status = 'in_play' where id = $1`, [fixture_id]);
    expect(await match(2, 1)).toMatchObject({ away_entry_id: null, fixture_id: null });
    await complete(organiser, fixture_id);
    expect(await match(2, 1)).toMatchObject({ away_entry_id: entry.Eagle });
  });

  it('awards a walkover: its unplayed fixture goes and the winner reaches the final', async () => {
    const { id, fixture_id } = await match(2, 2);
    const byCaptain = asUser(db, user(captain), (tx) =>
      tx.query('select public.cup_walkover($1, $2)', [id, entry.Crown]),
    );
    expect((await sqlError(byCaptain)).message).toBe('Only an organiser can award a walkover');
    const stranger = asOrganiser('select public.cup_walkover($1, $2)', [id, entry.Anchor]);
    expect((await sqlError(stranger)).message).toBe("The winner must be one of the match's two sides");
    await asOrganiser('select public.cup_walkover($1, $2)', [id, entry.Crown]);
    expect(await match(2, 2)).toMatchObject({
      decided_by: 'walkover',
      winner_entry_id: entry.Crown,
      fixture_id: null,
    });
    expect(await db.query('select 1 from public.fixtures where id = $1', [fixture_id])).toEqual([]);
    expect(await match(3, 1)).toMatchObject({ home_entry_id: null, away_entry_id: entry.Crown });
    const twice = asOrganiser('select public.cup_walkover($1, $2)', [id, entry.Bell]);
    expect((await sqlError(twice)).message).toBe('This match is already decided');
  });

  it("refuses to reopen a result once the winner's next match has started", async () => {
    const next = await match(2, 1);
    await frames(next.fixture_id, ['home']);
    const { fixture_id } = await match(1, 2);
    const reopen = asOrganiser(`update public.fixtures set status = 'in_play' where id = $1`, [fixture_id]);
    expect((await sqlError(reopen)).message).toBe(
      "The next round's match has started: this cup result cannot change",
    );
    expect(await match(1, 2)).toMatchObject({ decided_by: 'result', winner_entry_id: entry.Eagle });
  });
});
