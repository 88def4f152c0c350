// Defaults, length limits, unique keys and checks of the product specification, as a client meets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRole, asUser, type Db } from '../../api/db/port.ts';
import { wallboardTypes } from '@core/schemas/enums.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, user, type World } from './world.ts';

describe.each(engines)('constraints on %s', (engine) => {
  let db: Db;
  let w: World;
  const one = async (sql: string, params: unknown[] = []) => (await db.query(sql, params))[0];
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  it('fills in every default of the spec', async () => {
    // As the API runs it (apiRole()): only its role may read created_by back (rls-read.test.ts).
    const organiser = user(w.users.organiser);
    const [league] = await asUser(
      db,
      organiser,
      (tx) =>
        tx.query(
          `insert into public.leagues (name, season) values ('L', 'S') returning created_by, settings`,
        ),
      apiRole(organiser),
    );
    expect(league).toEqual({
      created_by: w.users.organiser,
      settings: {
        format: 'round_robin',
        points: { win: 3, draw: 1, loss: 0, per_frame: 1 },
        bonus: { clean_sweep: 2 },
        leaderboard: { min_frames: 5 },
        frames_per_match: 5,
        forfeit_frames: null,
        require_confirmation: false,
        tiebreakers: ['frame_difference', 'frames_for', 'name'],
        match_length_minutes: 180,
        // issue 29: a pool league of one-rack frames with no details, as before
        game: 'eight_ball',
        match_format: 'frames',
        race_to: 3,
        frame_points: false,
        break_threshold: 0,
        frame_events: false,
        handicap: 'none',
        handicap_starts: {},
      },
    });
    expect(await one('select sort_order from public.divisions where id = $1', [w.division])).toEqual({
      sort_order: 0,
    });
    expect(await one('select seed from public.division_teams limit 1')).toEqual({ seed: 0 });
    expect(
      await one(
        'select is_active, left_at, joined_at is not null as joined from public.team_players where id = $1',
        [w.rosterA],
      ),
    ).toEqual({ is_active: true, left_at: null, joined: true });
    expect(
      await one(
        'select status, approved_at, requested_at is not null as requested from public.transfers where id = $1',
        [w.transfer],
      ),
    ).toEqual({ status: 'pending', approved_at: null, requested: true });
    expect(await one('select status, table_id from public.fixtures where id = $1', [w.f1])).toEqual({
      status: 'scheduled',
      table_id: null,
    });
    expect(
      await one('select winner, home_player_id, away_player_id from public.frames where id = $1', [w.frame1]),
    ).toEqual({
      winner: 'na',
      home_player_id: null,
      away_player_id: null,
    });
    expect(await one('select weight, tags from public.sponsors where id = $1', [w.sponsor])).toEqual({
      weight: 1,
      tags: [],
    });
    expect(
      await one('select theme, playlist, is_public, signed_token from public.wallboards where id = $1', [
        w.publicBoard,
      ]),
    ).toEqual({
      theme: {},
      playlist: [],
      is_public: true,
      signed_token: null,
    });
    const imp = await one(
      'insert into public.sponsor_impressions (sponsor_id, wallboard_id) values ($1, $2) returning duration_ms, shown_at is not null as shown',
      [w.sponsor, w.publicBoard],
    );
    expect(imp).toEqual({ duration_ms: 0, shown: true });
  });

  it('sets updated_at on fixtures, frames and standings when they change, whatever the client sends', async () => {
    for (const table of ['fixtures', 'frames', 'standings']) {
      const before = (await one(`select updated_at from public.${table} order by id limit 1`)) as {
        updated_at: Date;
      };
      await new Promise((r) => setTimeout(r, 5));
      const after = (await one(
        `update public.${table} set updated_at = '2000-01-01' where id = (select min(id) from public.${table})
         returning updated_at`,
      )) as { updated_at: Date };
      expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    }
  });

  const tooLong = [
    ['leagues', { name: 'x'.repeat(256), season: 's' }],
    ['leagues', { name: 'n', season: 'x'.repeat(101) }],
    ['teams', { name: 'x'.repeat(256) }],
    ['players', { full_name: 'x'.repeat(256) }],
    ['players', { full_name: 'p', nickname: 'x'.repeat(101) }],
    ['venues', { name: 'x'.repeat(256) }],
    ['sponsors', { name: 'x'.repeat(256), image_url: 'i' }],
    ['wallboards', { name: 'x'.repeat(256), type: 'fixtures' }],
  ] as const;
  it.each(tooLong)('refuses an over-long text in %s', async (table, row) => {
    expect((await sqlError(insert(db, table, row))).code).toBe('22001');
  });

  it('limits table labels to 100, codes to 50 and slugs to 100 characters', async () => {
    const table = (label: string, unique_code: string, url_slug: string) =>
      insert(db, 'venue_tables', { venue_id: w.venue, label, unique_code, url_slug });
    expect((await sqlError(table('x'.repeat(101), 'c1', 's1'))).code).toBe('22001');
    expect((await sqlError(table('t', 'x'.repeat(51), 's1'))).code).toBe('22001');
    expect((await sqlError(table('t', 'c1', 'x'.repeat(101)))).code).toBe('22001');
    await table('x'.repeat(100), 'x'.repeat(50), 'x'.repeat(100));
  });

  const duplicates = [
    [
      'a table code',
      `insert into public.venue_tables (venue_id, label, unique_code, url_slug) values (VENUE, 'T2', 'RL-1', 'other')`,
      'venue_tables_unique_code_key',
    ],
    [
      'a table slug',
      `insert into public.venue_tables (venue_id, label, unique_code, url_slug) values (VENUE, 'T2', 'other', 'rl-1')`,
      'venue_tables_url_slug_key',
    ],
    [
      'a frame number',
      `insert into public.frames (fixture_id, frame_no) values (F1, 1)`,
      'frames_fixture_frame_no_key',
    ],
    [
      'a division entry',
      `insert into public.division_teams (division_id, team_id) values (DIVISION, TEAM_A)`,
      'division_teams_division_team_key',
    ],
    [
      'a standings row',
      `insert into public.standings (division_id, team_id) values (DIVISION, TEAM_A)`,
      'standings_division_team_key',
    ],
    [
      'a wallboard sponsor',
      `insert into public.wallboard_sponsors (wallboard_id, sponsor_id) values (BOARD, SPONSOR)`,
      'wallboard_sponsors_wallboard_sponsor_key',
    ],
    [
      'an active roster entry',
      `insert into public.team_players (team_id, player_id) values (TEAM_A, PLAYER_A)`,
      'team_players_one_active_entry',
    ],
    [
      'a role',
      `insert into public.user_roles (user_id, role) values (ORGANISER, 'organiser')`,
      'user_roles_user_role_team_key',
    ],
  ] as const;
  it.each(duplicates)('refuses %s twice with a unique violation', async (_what, sql, constraint) => {
    const filled = sql
      .replace('VENUE', String(w.venue))
      .replace('F1', String(w.f1))
      .replace('DIVISION', String(w.division))
      .replace('TEAM_A', String(w.teamA))
      .replace('BOARD', String(w.publicBoard))
      .replace('SPONSOR', String(w.sponsor))
      .replace('PLAYER_A', String(w.pA))
      .replace('ORGANISER', `'${w.users.organiser}'`);
    const error = await sqlError(db.query(filled));
    expect(error.code).toBe('23505');
    expect(error.message).toContain(constraint);
  });

  it('keeps signed tokens and impression client ids unique, but allows many without one', async () => {
    await db.query(`update public.wallboards set signed_token = 'tok' where id = $1`, [w.publicBoard]);
    expect(
      (
        await sqlError(
          db.query(`update public.wallboards set signed_token = 'tok' where id = $1`, [w.privateBoard]),
        )
      ).code,
    ).toBe('23505');
    const client = '0b7c4d7e-1111-4a5e-9f57-0c5a6f1f2a11';
    const impression = (client_id: string | null) =>
      insert(db, 'sponsor_impressions', { sponsor_id: w.sponsor, wallboard_id: w.publicBoard, client_id });
    await impression(client);
    expect((await sqlError(impression(client))).code).toBe('23505');
    await impression(null);
    await impression(null);
  });

  const checks = [
    [
      'a fixture against itself',
      'fixtures',
      { division_id: 0, home_team_id: 0, away_team_id: 0, venue_id: 0 },
      'fixtures_teams_differ',
    ],
    [
      'a transfer to the same team',
      'transfers',
      { player_id: 0, from_team_id: 0, to_team_id: 0 },
      'transfers_teams_differ',
    ],
    [
      'a sponsor without image or video',
      'sponsors',
      { name: 'S', click_url: 'c' },
      'sponsors_image_or_video',
    ],
    [
      'a sponsor with blank image and video',
      'sponsors',
      { name: 'S', image_url: ' ', video_url: '' },
      'sponsors_image_or_video',
    ],
    [
      'a sponsor ending before it starts',
      'sponsors',
      { name: 'S', image_url: 'i', active_from: '2027-02-01', active_to: '2027-01-01' },
      'sponsors_active_to_after_active_from',
    ],
    [
      'a sponsor ending as it starts',
      'sponsors',
      { name: 'S', image_url: 'i', active_from: '2027-02-01', active_to: '2027-02-01' },
      'sponsors_active_to_after_active_from',
    ],
    ['a sponsor of weight 0', 'sponsors', { name: 'S', image_url: 'i', weight: 0 }, 'sponsors_weight_range'],
    [
      'a sponsor of weight 11',
      'sponsors',
      { name: 'S', image_url: 'i', weight: 11 },
      'sponsors_weight_range',
    ],
    [
      'a window closing before it opens',
      'transfer_windows',
      { league_id: 0, opens_at: '2027-02-01', closes_at: '2027-01-01' },
      'transfer_windows_closes_after_opens',
    ],
    ['frame number 0', 'frames', { fixture_id: 0, frame_no: 0 }, 'frames_frame_no_positive'],
    [
      'a negative impression',
      'sponsor_impressions',
      { sponsor_id: 0, wallboard_id: 0, duration_ms: -1 },
      'sponsor_impressions_duration_ms_not_negative',
    ],
    [
      'a captain of no team',
      'user_roles',
      { user_id: 'ORGANISER', role: 'captain' },
      'user_roles_captain_has_team',
    ],
  ] as const;
  it.each(checks)('refuses %s with a check violation', async (_what, table, row, constraint) => {
    const ids: Record<string, unknown> = {
      division_id: w.division,
      home_team_id: w.teamA,
      away_team_id: w.teamA,
      venue_id: w.venue,
      player_id: w.pA,
      from_team_id: w.teamA,
      to_team_id: w.teamA,
      league_id: w.league,
      fixture_id: w.f1,
      sponsor_id: w.sponsor,
      wallboard_id: w.publicBoard,
      user_id: w.users.organiser,
    };
    const filled = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k in ids ? ids[k] : v]));
    const error = await sqlError(insert(db, table, filled));
    expect(error.code).toBe('23514');
    expect(error.message).toContain(constraint);
  });

  it('accepts weights 1 and 10 and a sponsor with only a video', async () => {
    await insert(db, 'sponsors', { name: 'Low', image_url: 'i', weight: 1 });
    await insert(db, 'sponsors', { name: 'High', video_url: 'v', weight: 10 });
  });

  it("offers exactly the product's enumerations", async () => {
    const rows = await db.query<{ type: string; labels: string[] }>(
      `select t.typname as type, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' group by t.typname order by t.typname`,
    );
    expect(rows).toEqual([
      { type: 'app_role', labels: ['organiser', 'captain', 'player'] },
      { type: 'fixture_status', labels: ['scheduled', 'in_play', 'final', 'postponed', 'void'] },
      { type: 'frame_winner', labels: ['home', 'away', 'na'] },
      { type: 'transfer_status', labels: ['pending', 'approved', 'rejected'] },
      {
        type: 'wallboard_type',
        // The Postgres enum and core's one list of wallboard types, in the same order.
        labels: [...wallboardTypes],
      },
    ]);
  });
});
