// Accounts and ratings by organisation (issue 28), enforced by the database on both engines: an
// organiser reads and changes the profiles of their own organisations' accounts only, and
// recompute_ratings() (which rewrites every organisation's ratings) is refused to an organiser who
// does not organise every organisation that has frames.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('accounts and ratings by organisation on %s', (engine) => {
  let db: Db;
  let borough: number;
  let crownOrganiser: string; // organises Cueboard (id 1)
  let boroughOrganiser: string;
  let crownPlayer: string;
  let boroughPlayer: string;
  let nobody: string; // in no organisation yet

  const named = async (id: string, name: string) =>
    db.query('update public.profiles set display_name = $2 where id = $1', [id, name]);
  const profilesSeenBy = async (who: string) =>
    (
      await asUser(db, user(who), (tx) =>
        tx.query<{ display_name: string }>('select display_name from public.profiles order by display_name'),
      )
    ).map((p) => p.display_name);

  beforeAll(async () => {
    db = await freshDb(engine);
    const owner = await createUser(db); // the deployment's owner, who organises Cueboard
    [crownOrganiser, boroughOrganiser, crownPlayer, boroughPlayer, nobody] = [
      await createUser(db),
      await createUser(db),
      await createUser(db),
      await createUser(db),
      await createUser(db),
    ];
    borough = await insert(db, 'organisations', { name: 'Borough League', slug: 'borough' });
    await insert(db, 'user_roles', { user_id: crownOrganiser, role: 'organiser', organisation_id: 1 });
    await insert(db, 'user_roles', {
      user_id: boroughOrganiser,
      role: 'organiser',
      organisation_id: borough,
    });
    await insert(db, 'players', { full_name: 'Cass Crown', user_id: crownPlayer, organisation_id: 1 });
    await insert(db, 'players', {
      full_name: 'Bea Borough',
      user_id: boroughPlayer,
      organisation_id: borough,
    });
    for (const [id, name] of [
      [crownOrganiser, 'Ada Organiser'],
      [boroughOrganiser, 'Bo Organiser'],
      [crownPlayer, 'Cass Crown'],
      [boroughPlayer, 'Bea Borough'],
      [nobody, 'Nell Nobody'],
      [owner, 'Olive Owner'],
    ])
      await named(id, name);
  }, 120_000);
  afterAll(() => db.close());

  it("shows an organiser their own organisations' profiles, never another's", async () => {
    expect(await profilesSeenBy(crownOrganiser)).toEqual(['Ada Organiser', 'Cass Crown', 'Olive Owner']);
    expect(await profilesSeenBy(boroughOrganiser)).toEqual(['Bea Borough', 'Bo Organiser']);
    // Everyone still reads their own.
    expect(await profilesSeenBy(nobody)).toEqual(['Nell Nobody']);
  });

  it("changes nothing when an organiser writes another organisation's profile", async () => {
    const changed = await asUser(db, user(crownOrganiser), (tx) =>
      tx.query('update public.profiles set display_name = $2 where id = $1 returning id', [
        boroughPlayer,
        'Renamed',
      ]),
    );
    expect(changed).toEqual([]);
    const [row] = await db.query<{ display_name: string }>(
      'select display_name from public.profiles where id = $1',
      [boroughPlayer],
    );
    expect(row.display_name).toBe('Bea Borough');
    await asUser(db, user(boroughOrganiser), (tx) =>
      tx.query('update public.profiles set display_name = $2 where id = $1', [boroughPlayer, 'Bea B.']),
    );
    expect(await profilesSeenBy(boroughOrganiser)).toEqual(['Bea B.', 'Bo Organiser']);
  });

  it('lets only an organiser of every organisation with frames recompute the ratings', async () => {
    const recompute = (who: string) =>
      asUser(db, user(who), (tx) => tx.query('select public.recompute_ratings()'));
    // No frames anywhere yet: each organiser may.
    await recompute(crownOrganiser);
    // Borough plays a frame.
    const league = await insert(db, 'leagues', {
      name: 'Borough Tuesday',
      season: '2026',
      organisation_id: borough,
    });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const venue = await insert(db, 'venues', { name: 'The Bell', organisation_id: borough });
    const [home, away] = [
      await insert(db, 'teams', { name: 'Kings Arms', organisation_id: borough }),
      await insert(db, 'teams', { name: 'Old Bell', organisation_id: borough }),
    ];
    const fixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: home,
      away_team_id: away,
      venue_id: venue,
      status: 'final',
    });
    await insert(db, 'frames', { fixture_id: fixture, frame_no: 1, winner: 'home' });

    expect(await sqlError(recompute(crownOrganiser))).toEqual({
      code: '42501',
      message: 'Only an organiser of every organisation with frames can recompute the ratings',
    });
    await recompute(boroughOrganiser);
    await db.query('select public.recompute_ratings()'); // a trusted caller (the CLI's, a migration)
  });
});
