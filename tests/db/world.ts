// Test data for the database suites: users inserted straight into auth.users (as the superuser),
// and a small league whose ids the role and RPC tests refer to.
import { randomUUID } from 'node:crypto';
import { asUser, type Claims, type Db, type Queryable } from '../../api/db/port.ts';

export async function createUser(db: Queryable, opts: { confirmed?: boolean; email?: string } = {}) {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, $3)', [
    id,
    opts.email ?? `${id}@example.test`,
    opts.confirmed === false ? null : new Date().toISOString(),
  ]);
  return id;
}

export const anon: Claims = { role: 'anon' };
export const user = (sub: string): Claims => ({ role: 'authenticated', sub });

/** Inserts one row as the superuser and returns its id. */
export async function insert(db: Queryable, table: string, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const [r] = await db.query<{ id: number }>(
    `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return r.id;
}

/** The code and message of the database error a promise rejects with. */
export async function sqlError(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code ?? '', message: e.message };
  }
  throw new Error('expected a database error, but the statement succeeded');
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * One league with one division of teams A, B, C, D (captains of A and C), plus team E in nothing.
 * Fixtures: F1 A v B and F2 C v D, each with one frame. The player user plays for A.
 * Transfer T1 (pending) moves pB from B to D. Sponsors: one active, one expired.
 * Wallboards: one public, one private, each with the active sponsor.
 */
export async function buildWorld(db: Db) {
  const organiser = await createUser(db); // the first confirmed user becomes organiser
  const captain = await createUser(db);
  const otherCaptain = await createUser(db);
  const player = await createUser(db);
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'player')`, [player]);

  // Long matches: these suites write many frames to one fixture; the length limit has its own tests
  // (tests/api/match-start-length.test.ts).
  const league = await insert(db, 'leagues', { name: 'Tuesday League', season: '2026/27' });
  await allowLongMatches(db, league);
  const division = await insert(db, 'divisions', { league_id: league, name: 'Premier' });
  const teamA = await insert(db, 'teams', { name: 'Anchor', captain_user_id: captain });
  const teamB = await insert(db, 'teams', { name: 'Bell' });
  const teamC = await insert(db, 'teams', { name: 'Crown', captain_user_id: otherCaptain });
  const teamD = await insert(db, 'teams', { name: 'Dragon' });
  const teamE = await insert(db, 'teams', { name: 'Eagle' });
  for (const team_id of [teamA, teamB, teamC, teamD]) {
    await insert(db, 'division_teams', { division_id: division, team_id });
  }
  const pA = await insert(db, 'players', { full_name: 'Alice Able', user_id: player });
  const pB = await insert(db, 'players', { full_name: 'Bob Baker' });
  const pC = await insert(db, 'players', { full_name: 'Cat Cole', nickname: 'CC' });
  const rosterA = await insert(db, 'team_players', { team_id: teamA, player_id: pA });
  await insert(db, 'team_players', { team_id: teamB, player_id: pB });
  const rosterC = await insert(db, 'team_players', { team_id: teamC, player_id: pC });
  const window = await insert(db, 'transfer_windows', {
    league_id: league,
    opens_at: '2026-01-01T00:00:00Z',
    closes_at: '2030-01-01T00:00:00Z',
  });
  const history = await insert(db, 'league_histories', { league_id: league, snapshot: {} });
  const transfer = await insert(db, 'transfers', { player_id: pB, from_team_id: teamB, to_team_id: teamD });

  const venue = await insert(db, 'venues', { name: 'The Red Lion' });
  const emptyVenue = await insert(db, 'venues', { name: 'The Empty Hall' });
  const table = await insert(db, 'venue_tables', {
    venue_id: venue,
    label: 'T1',
    unique_code: 'RL-1',
    url_slug: 'rl-1',
  });
  const f1 = await insert(db, 'fixtures', {
    division_id: division,
    home_team_id: teamA,
    away_team_id: teamB,
    venue_id: venue,
  });
  const f2 = await insert(db, 'fixtures', {
    division_id: division,
    home_team_id: teamC,
    away_team_id: teamD,
    venue_id: venue,
  });
  const frame1 = await insert(db, 'frames', { fixture_id: f1, frame_no: 1 });
  const frame2 = await insert(db, 'frames', { fixture_id: f2, frame_no: 1 });
  await db.query('select public.recompute_standings($1)', [division]);

  const sponsor = await insert(db, 'sponsors', { name: 'Cue Co', image_url: 'https://img.test/cue.png' });
  const expiredSponsor = await insert(db, 'sponsors', {
    name: 'Old Ales',
    video_url: 'https://img.test/ale.mp4',
    active_from: '2020-01-01T00:00:00Z',
    active_to: '2020-02-01T00:00:00Z',
  });
  const publicBoard = await insert(db, 'wallboards', { name: 'Bar TV', type: 'sponsors', league_id: league });
  const privateBoard = await insert(db, 'wallboards', {
    name: 'Office TV',
    type: 'sponsors',
    is_public: false,
  });
  await insert(db, 'wallboard_sponsors', { wallboard_id: publicBoard, sponsor_id: sponsor });
  await insert(db, 'wallboard_sponsors', { wallboard_id: privateBoard, sponsor_id: sponsor });
  await insert(db, 'sponsor_impressions', {
    sponsor_id: sponsor,
    wallboard_id: publicBoard,
    duration_ms: 10000,
  });
  await db.query(`insert into public.idempotency_keys (key, status) values ('k1', 201)`);

  return {
    users: { organiser, captain, otherCaptain, player },
    league,
    division,
    teamA,
    teamB,
    teamC,
    teamD,
    teamE,
    pA,
    pB,
    pC,
    rosterA,
    rosterC,
    window,
    history,
    transfer,
    venue,
    emptyVenue,
    table,
    f1,
    f2,
    frame1,
    frame2,
    sponsor,
    expiredSponsor,
    publicBoard,
    privateBoard,
  };
}

/** The rating journal and every player's rating, keyed by what a frame is rather than by its id. A
 *  rubber's racks come in their order by the home player's rated frames (the columns every release
 *  has: the upgrade suite reads it before migrating). */
export async function ratingSnapshot(db: Queryable) {
  return {
    journal: await db.query(
      `select fixture_id, frame_no, home_player_id, away_player_id, home_before::text, away_before::text,
         home_frames_before, away_frames_before, home_chance::text, delta::text
       from public.frame_ratings order by kickoff_at, fixture_id, frame_no, home_frames_before`,
    ),
    ratings: await db.query(
      'select player_id, rating::text, rated_frames, provisional from public.current_ratings order by player_id',
    ),
  };
}

/** Matches of up to 99 frames in the league, for suites that write many frames to one fixture. */
export async function allowLongMatches(db: Db, leagueId: number): Promise<void> {
  await db.query(
    `update public.leagues set settings = settings || '{"frames_per_match": 99}' where id = $1`,
    [leagueId],
  );
}

/**
 * A league result a captain entered 48 hours and a minute ago, still awaiting the other captain:
 * the next lapse_confirmations() confirms it (docs/result-confirmation.md). Returns the fixture.
 */
export async function lapsedResult(db: Db): Promise<number> {
  await createUser(db); // the first account is the organiser
  const [homeCaptain, awayCaptain] = [await createUser(db), await createUser(db)];
  const league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
  await db.query(
    `update public.leagues set settings = settings || '{"require_confirmation": true}'::jsonb where id = $1`,
    [league],
  );
  const division = await insert(db, 'divisions', { league_id: league, name: 'Premier' });
  const home = await insert(db, 'teams', { name: 'Home', captain_user_id: homeCaptain });
  const away = await insert(db, 'teams', { name: 'Away', captain_user_id: awayCaptain });
  for (const t of [home, away]) await insert(db, 'division_teams', { division_id: division, team_id: t });
  const venue = await insert(db, 'venues', { name: 'Venue' });
  const fixture = await insert(db, 'fixtures', {
    division_id: division,
    home_team_id: home,
    away_team_id: away,
    venue_id: venue,
  });
  await insert(db, 'frames', { fixture_id: fixture, frame_no: 1, winner: 'home' });
  await asUser(db, user(homeCaptain), (tx) =>
    tx.query(`update public.fixtures set status = 'final' where id = $1`, [fixture]),
  );
  await db.query(
    `update public.fixtures set completed_at = now() - interval '48 hours 1 minute' where id = $1`,
    [fixture],
  );
  return fixture;
}

/** What a fixture's confirmation is, and how many audit entries record it becoming confirmed. */
export async function confirmationOf(db: Queryable, fixture: number) {
  const [row] = await db.query<{ confirmation: string; confirmedEntries: number }>(
    `select f.confirmation, (select count(*)::int from public.audit_log a
       where a.table_name = 'fixtures' and a.row_id = f.id and a.action = 'update'
         and a.after ->> 'confirmation' = 'confirmed'
         and a.before ->> 'confirmation' is distinct from 'confirmed') as "confirmedEntries"
     from public.fixtures f where f.id = $1`,
    [fixture],
  );
  return row;
}
