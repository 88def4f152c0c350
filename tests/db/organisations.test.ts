// Tenancy enforced by the database (issue 28): a row pointing across organisations is refused by
// the composite foreign keys, and row-level security keeps an organiser of one organisation out of
// another's private rows and away from all of its rows. Direct SQL as the `authenticated` role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db, type Queryable } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, insert, sqlError, user, type World } from './world.ts';

/** Organisation B beside the world's organisation A (the deployment's first, id 1): a league of its own. */
async function buildOrganisationB(db: Db) {
  const [{ id: org }] = await db.query<{ id: number }>(
    `insert into public.organisations (name, slug) values ('Borough League', 'borough') returning id`,
  );
  const organiser = await createUser(db);
  const captain = await createUser(db);
  await db.query(
    `insert into public.user_roles (user_id, role, organisation_id) values ($1, 'organiser', $2)`,
    [organiser, org],
  );
  const b = (table: string, row: Record<string, unknown>) =>
    insert(db, table, { ...row, organisation_id: org });
  const league = await b('leagues', { name: 'Borough Thursday', season: '2026/27' });
  const division = await b('divisions', { league_id: league, name: 'One' });
  const home = await b('teams', { name: 'Borough Arms', captain_user_id: captain });
  const away = await b('teams', { name: 'Borough Bell' });
  for (const team_id of [home, away]) await b('division_teams', { division_id: division, team_id });
  const player = await b('players', { full_name: 'Bea Borough' });
  const other = await b('players', { full_name: 'Ben Borough' });
  await b('team_players', { team_id: home, player_id: player });
  await b('team_players', { team_id: away, player_id: other });
  const venue = await b('venues', { name: 'Borough Hall' });
  await b('venue_tables', { venue_id: venue, label: 'B1', unique_code: 'BH-1', url_slug: 'bh-1' });
  const fixture = await b('fixtures', {
    division_id: division,
    home_team_id: home,
    away_team_id: away,
    venue_id: venue,
  });
  await b('frames', { fixture_id: fixture, frame_no: 1 });
  await db.query('select public.recompute_standings($1)', [division]);
  const sponsor = await b('sponsors', { name: 'Borough Brewery', image_url: 'https://img.test/b.png' });
  const board = await b('wallboards', {
    name: 'Borough TV',
    type: 'sponsors',
    is_public: false,
    league_id: league,
  });
  await b('wallboard_sponsors', { wallboard_id: board, sponsor_id: sponsor });
  await b('sponsor_impressions', { sponsor_id: sponsor, wallboard_id: board, duration_ms: 5000 });
  await b('transfer_windows', {
    league_id: league,
    opens_at: '2026-01-01T00:00:00Z',
    closes_at: '2030-01-01T00:00:00Z',
  });
  await b('transfers', { player_id: other, from_team_id: away, to_team_id: home });
  await b('invitations', { email: 'new@borough.test', role: 'player', team_id: home });
  const cup = await b('cups', { name: 'Borough Cup', league_id: league, kind: 'team', venue_id: venue });
  await b('cup_entries', { cup_id: cup, team_id: home });
  return {
    org,
    organiser,
    captain,
    league,
    division,
    home,
    away,
    player,
    other,
    venue,
    fixture,
    sponsor,
    board,
    cup,
  };
}
type OrganisationB = Awaited<ReturnType<typeof buildOrganisationB>>;

/** The tables whose rows carry organisation_id. */
async function ownedTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' and c.column_name = 'organisation_id' order by 1`,
  );
  return rows.map((r) => r.table_name);
}

/** Row count and checksum of each of the organisation's rows, table by table, read as the owner. */
async function fingerprint(db: Db, org: number) {
  const out: Record<string, string> = {};
  for (const table of await ownedTables(db)) {
    const [row] = await db.query<{ n: number; sum: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum
       from public.${table} t where t.organisation_id = $1`,
      [org],
    );
    out[table] = `${row.n}:${row.sum ?? ''}`;
  }
  return out;
}

/** Runs one statement as the user in a transaction rolled back afterwards; how many rows it touched, or the refusal. */
async function attempt(db: Db, sub: string, sql: string, params: unknown[] = []): Promise<number | string> {
  const rollback = new Error('rollback');
  let touched = 0;
  try {
    await asUser(db, user(sub), async (tx) => {
      touched = (await tx.query(sql, params)).length;
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) return (error as { code?: string }).code ?? String(error);
  }
  return touched;
}

describe.each(engines)('organisations in the database on %s', (engine) => {
  let db: Db;
  let w: World;
  let b: OrganisationB;
  let both: string;
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db); // organisation A: the deployment's first
    b = await buildOrganisationB(db);
    both = await createUser(db);
    await db.query(
      `insert into public.user_roles (user_id, role, organisation_id) values ($1, 'organiser', 1), ($1, 'organiser', $2)`,
      [both, b.org],
    );
  }, 120_000);
  afterAll(() => db.close());

  it("makes a fresh database's first confirmed user its owner and an organiser of its first organisation", async () => {
    expect(await db.query('select id::int, name, slug from public.organisations where id = 1')).toEqual([
      { id: 1, name: 'Cueboard', slug: 'cueboard' },
    ]);
    expect(await db.query('select user_id from public.deployment_owners')).toEqual([
      { user_id: w.users.organiser },
    ]);
    expect(
      await db.query(
        `select organisation_id::int from public.user_roles where user_id = $1 and role = 'organiser'`,
        [w.users.organiser],
      ),
    ).toEqual([{ organisation_id: 1 }]);
  });

  it('gives every row of organisation A the first organisation, and every row of B its own', async () => {
    for (const table of await ownedTables(db)) {
      const rows = await db.query<{ organisation_id: number }>(
        `select distinct organisation_id::int from public.${table} where organisation_id is not null order by 1`,
      );
      const foreign = rows.filter((r) => r.organisation_id !== 1 && r.organisation_id !== b.org);
      expect({ table, foreign }).toEqual({ table, foreign: [] });
    }
    const [division] = await db.query<{ organisation_id: number }>(
      'select organisation_id::int from public.divisions where id = $1',
      [w.division],
    );
    expect(division.organisation_id).toBe(1);
  });

  describe('refuses a row pointing across organisations, even from an organiser of both', () => {
    const cases: [string, () => [string, unknown[]], string][] = [
      [
        "a fixture of A at B's venue",
        () => [
          `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id) values ($1, $2, $3, $4)`,
          [w.division, w.teamA, w.teamB, b.venue],
        ],
        'fixtures_venue_id_organisation_fkey',
      ],
      [
        "a fixture of A against B's team",
        () => [
          `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id) values ($1, $2, $3, $4)`,
          [w.division, w.teamA, b.away, w.venue],
        ],
        'fixtures_away_team_id_organisation_fkey',
      ],
      [
        "a fixture naming organisation A in B's division",
        () => [
          `insert into public.fixtures (organisation_id, division_id, home_team_id, away_team_id, venue_id)
           values (1, $1, $2, $3, $4)`,
          [b.division, w.teamA, w.teamB, w.venue],
        ],
        'fixtures_division_id_organisation_fkey',
      ],
      [
        "a roster linking A's team to B's player",
        () => [`insert into public.team_players (team_id, player_id) values ($1, $2)`, [w.teamE, b.player]],
        'team_players_player_id_organisation_fkey',
      ],
      [
        "B's team entered in A's division",
        () => [
          `insert into public.division_teams (division_id, team_id) values ($1, $2)`,
          [w.division, b.home],
        ],
        'division_teams_team_id_organisation_fkey',
      ],
      [
        "B's sponsor on A's wallboard",
        () => [
          `insert into public.wallboard_sponsors (wallboard_id, sponsor_id) values ($1, $2)`,
          [w.publicBoard, b.sponsor],
        ],
        'wallboard_sponsors_sponsor_id_organisation_fkey',
      ],
      [
        "A's wallboard showing B's venue",
        () => [
          `update public.wallboards set venue_id = $2 where id = $1 returning id`,
          [w.publicBoard, b.venue],
        ],
        'wallboards_venue_id_organisation_fkey',
      ],
      [
        "A's team playing at home in B's venue",
        () => [`update public.teams set home_venue_id = $2 where id = $1 returning id`, [w.teamA, b.venue]],
        'teams_home_venue_id_organisation_fkey',
      ],
      [
        "a transfer of A's player to B's team",
        () => [
          `insert into public.transfers (player_id, from_team_id, to_team_id) values ($1, $2, $3)`,
          [w.pC, w.teamC, b.home],
        ],
        'transfers_to_team_id_organisation_fkey',
      ],
      [
        "B's team in A's cup",
        () => [`insert into public.cup_entries (cup_id, team_id) values ($1, $2)`, [cupA, b.home]],
        'cup_entries_team_id_organisation_fkey',
      ],
      [
        "an invitation to A's team naming B's player",
        () => [
          `insert into public.invitations (email, role, team_id, player_id) values ('x@a.test', 'player', $1, $2)`,
          [w.teamA, b.player],
        ],
        'invitations_player_id_organisation_fkey',
      ],
    ];
    let cupA = 0;
    beforeAll(async () => {
      cupA = await insert(db, 'cups', {
        name: 'A Cup',
        league_id: w.league,
        kind: 'team',
        venue_id: w.venue,
      });
    });
    it.each(cases)('%s', async (_, statement, constraint) => {
      const [sql, params] = statement();
      const error = await sqlError(asUser(db, user(both), (tx) => tx.query(sql, params)));
      expect(error.code).toBe('23503');
      expect(error.message).toContain(`"${constraint}"`);
    });
  });

  it("keeps an organiser of A out of B's private rows, which B's organiser reads", async () => {
    const privateOf = async (sub: string) => {
      const out: Record<string, number> = {};
      for (const table of ['invitations', 'user_roles', 'audit_log', 'wallboards', 'sponsor_impressions']) {
        out[table] = (await attempt(db, sub, `select 1 from public.${table} where organisation_id = $1`, [
          b.org,
        ])) as number;
      }
      return out;
    };
    expect(await privateOf(w.users.organiser)).toEqual({
      invitations: 0,
      user_roles: 0,
      audit_log: 0,
      wallboards: 0,
      sponsor_impressions: 0,
    });
    const seenByB = await privateOf(b.organiser);
    for (const [table, n] of Object.entries(seenByB)) expect({ table, n: n > 0 }).toEqual({ table, n: true });
  });

  it("lets an organiser of A change none of B's rows, table by table, while B's organiser can", async () => {
    const before = await fingerprint(db, b.org);
    const tables = await ownedTables(db);
    expect(tables.length).toBeGreaterThanOrEqual(25);
    const refused = (outcome: number | string) => outcome === 0 || outcome === '42501';
    for (const table of tables) {
      const update = await attempt(
        db,
        w.users.organiser,
        `update public.${table} set organisation_id = organisation_id where organisation_id = $1 returning 1`,
        [b.org],
      );
      const del = await attempt(
        db,
        w.users.organiser,
        `delete from public.${table} where organisation_id = $1 returning 1`,
        [b.org],
      );
      expect({ table, update: refused(update), delete: refused(del) }).toEqual({
        table,
        update: true,
        delete: true,
      });
    }
    // The same statements as B's organiser do change B's rows (rolled back).
    expect(
      await attempt(
        db,
        b.organiser,
        `update public.leagues set name = name where organisation_id = $1 returning 1`,
        [b.org],
      ),
    ).toBe(1);
    expect(
      await attempt(db, b.organiser, `delete from public.sponsors where organisation_id = $1 returning 1`, [
        b.org,
      ]),
    ).toBe(1);
    expect(await fingerprint(db, b.org)).toEqual(before);
  });

  it("refuses an organiser of A adding rows to B, naming B or B's parents", async () => {
    const before = await fingerprint(db, b.org);
    const inserts: [string, unknown[]][] = [
      [`insert into public.venues (name, organisation_id) values ('Sneaky', $1) returning id`, [b.org]],
      [
        `insert into public.leagues (name, season, organisation_id) values ('Sneaky', '2027', $1) returning id`,
        [b.org],
      ],
      [`insert into public.divisions (league_id, name) values ($1, 'Sneaky') returning id`, [b.league]],
      [
        `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id) values ($1, $2, $3, $4) returning id`,
        [b.division, b.home, b.away, b.venue],
      ],
      [
        `insert into public.team_players (team_id, player_id) values ($1, $2) returning id`,
        [b.away, b.player],
      ],
      [`insert into public.frames (fixture_id, frame_no) values ($1, 2) returning id`, [b.fixture]],
      [
        `insert into public.wallboard_sponsors (wallboard_id, sponsor_id) values ($1, $2) returning id`,
        [b.board, b.sponsor],
      ],
      // Nor make themselves an organiser of B.
      [
        `insert into public.user_roles (user_id, role, organisation_id) values ($1, 'organiser', $2) returning id`,
        [w.users.organiser, b.org],
      ],
    ];
    for (const [sql, params] of inserts) {
      expect({ sql, outcome: await attempt(db, w.users.organiser, sql, params) }).toEqual({
        sql,
        outcome: '42501',
      });
    }
    expect(
      await attempt(db, w.users.organiser, 'select public.merge_players($1, $2)', [b.other, b.player]),
    ).toBe('42501');
    expect(await attempt(db, w.users.organiser, 'select public.refresh_standings($1)', [b.division])).toBe(
      '42501',
    );
    expect(await fingerprint(db, b.org)).toEqual(before);
  });

  it("lets a captain of B's team score only B's fixtures, and a captain of A none of B's", async () => {
    expect(await attempt(db, b.captain, 'select 1 where public.can_score_fixture($1)', [b.fixture])).toBe(1);
    expect(
      await attempt(db, w.users.captain, 'select 1 where public.can_score_fixture($1)', [b.fixture]),
    ).toBe(0);
    expect(
      await attempt(db, w.users.organiser, 'select 1 where public.can_score_fixture($1)', [b.fixture]),
    ).toBe(0);
    expect(await attempt(db, b.organiser, 'select 1 where public.can_score_fixture($1)', [w.f1])).toBe(0);
  });
});
