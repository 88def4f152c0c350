// Result confirmation in SQL (docs/result-confirmation.md): a captain's result in a league asking for
// confirmation is left out of team_results until confirmed or 48 hours old; nobody writes the state
// but the confirmation functions; lapse_confirmations() is the service's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('result confirmation on %s', (engine) => {
  let db: Db;
  let homeCaptain: string;
  let awayCaptain: string;
  let fixture: number;
  let division: number;

  const counted = async () =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from public.team_results where fixture_id = $1',
        [fixture],
      )
    )[0].n;
  const played = async () =>
    (
      await db.query<{ played: number }>(
        'select played from public.standings where division_id = $1 order by team_id',
        [division],
      )
    ).map((r) => r.played);
  const as = (sub: string, sql: string, params: unknown[] = []) =>
    asUser(db, user(sub), (tx) => tx.query(sql, params));

  beforeAll(async () => {
    db = await freshDb(engine);
    await createUser(db); // the first account is the organiser
    homeCaptain = await createUser(db);
    awayCaptain = await createUser(db);
    const league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    await db.query(
      `update public.leagues set settings = settings || '{"require_confirmation": true}'::jsonb where id = $1`,
      [league],
    );
    division = await insert(db, 'divisions', { league_id: league, name: 'Premier' });
    const home = await insert(db, 'teams', { name: 'Home', captain_user_id: homeCaptain });
    const away = await insert(db, 'teams', { name: 'Away', captain_user_id: awayCaptain });
    for (const t of [home, away]) await insert(db, 'division_teams', { division_id: division, team_id: t });
    const venue = await insert(db, 'venues', { name: 'Venue' });
    fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: home,
      away_team_id: away,
      venue_id: venue,
    });
    await insert(db, 'frames', { fixture_id: fixture, frame_no: 1, winner: 'home' });
  }, 120_000);
  afterAll(() => db.close());

  it("a captain's result awaits the other captain and is not yet a result", async () => {
    await as(homeCaptain, `update public.fixtures set status = 'final' where id = $1`, [fixture]);
    const [f] = await db.query<{ confirmation: string; completed: boolean }>(
      'select confirmation, completed_at is not null as completed from public.fixtures where id = $1',
      [fixture],
    );
    expect(f).toEqual({ confirmation: 'awaiting', completed: true });
    expect(await counted()).toBe(0);
    expect(await played()).toEqual([0, 0]);
  });

  it('nobody writes the confirmation but its functions, and only the service lapses results', async () => {
    const direct = await sqlError(
      as(awayCaptain, `update public.fixtures set confirmation = 'confirmed' where id = $1`, [fixture]),
    );
    expect(direct).toMatchObject({
      code: '42501',
      message: 'Results are confirmed, disputed and settled through their own actions',
    });
    expect((await sqlError(as(awayCaptain, 'select public.lapse_confirmations()'))).code).toBe('42501');
  });

  it('47 hours on it still waits; 48 hours on team_results counts it, and lapsing confirms it', async () => {
    await db.query(`update public.fixtures set completed_at = now() - interval '47 hours' where id = $1`, [
      fixture,
    ]);
    expect(await counted()).toBe(0);
    await db.query(`update public.fixtures set completed_at = now() - interval '48 hours' where id = $1`, [
      fixture,
    ]);
    expect(await counted()).toBe(2);
    const [{ n }] = await asUser(db, { role: 'service_role' }, (tx) =>
      tx.query<{ n: number }>('select public.lapse_confirmations() as n'),
    );
    expect(n).toBe(1);
    expect(await played()).toEqual([1, 1]);
    const [f] = await db.query<{ confirmation: string }>(
      'select confirmation from public.fixtures where id = $1',
      [fixture],
    );
    expect(f.confirmation).toBe('confirmed');
  });
});
