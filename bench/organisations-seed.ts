// The 100-organisation benchmark's databases (bench/organisations.ts): each organisation seeded in SQL
// with the same season, and an organiser of the measured one with a token the host accepts.
import path from 'node:path';
import { SignJWT } from 'jose';
import type { Db } from '../api/db/port.ts';
import { openPglite } from '../server/db/pglite.ts';
import { migratedDataDir } from '../tests/support/host.ts';

export const JWT_SECRET = 'bench-organisations-secret-0123456789abcdef';

/** What one seeded organisation offers the reads: its ids, and its organiser's token. */
export interface Target {
  organisationId: number;
  divisionId: number;
  teamId: number;
  wallboardId: number;
  token: string;
}

/**
 * `count` organisations, each with the same season, in one set-based statement per table (org 1
 * exists already: the migration made it), so the triggers run once per statement, as a bulk
 * import's would, and the seed takes seconds, not the minutes of thousands of /api calls.
 */
async function seedOrganisations(db: Db, count: number): Promise<void> {
  const statements = [
    `insert into public.organisations (name, slug)
     select 'League ' || n, 'league-' || n from generate_series(2, ${count}) n`,
    `insert into public.leagues (organisation_id, name, season, created_by)
     select id, 'League ' || id, '2027', null from public.organisations`,
    `insert into public.divisions (league_id, name, sort_order)
     select l.id, d.name, d.s from public.leagues l, (values ('Premier', 1), ('First', 2)) d(name, s)`,
    `insert into public.venues (organisation_id, name)
     select o.id, 'Hall ' || i from public.organisations o, generate_series(1, 4) i`,
    // Team names carry their division's id, which the next statement reads back.
    `insert into public.teams (organisation_id, name, home_venue_id)
     select d.organisation_id, 'Team ' || d.id || '-' || i,
            (select v.id from public.venues v where v.organisation_id = d.organisation_id
             order by v.id offset i % 4 limit 1)
     from public.divisions d, generate_series(1, 8) i`,
    `insert into public.division_teams (division_id, team_id)
     select split_part(substr(name, 6), '-', 1)::bigint, id from public.teams`,
    `insert into public.players (organisation_id, full_name)
     select t.organisation_id, 'Player ' || t.id || '-' || i from public.teams t, generate_series(1, 5) i`,
    `insert into public.team_players (team_id, player_id)
     select split_part(substr(full_name, 8), '-', 1)::bigint, id from public.players`,
    // A double round robin (every ordered pair of a division), the first half of its weeks played.
    `with team as (select dt.division_id, t.id, t.home_venue_id from public.division_teams dt
                   join public.teams t on t.id = dt.team_id),
     pair as (select h.division_id, h.id home, a.id away, h.home_venue_id venue,
                     row_number() over (partition by h.division_id order by h.id, a.id) - 1 k
              from team h join team a on a.division_id = h.division_id and a.id <> h.id)
     insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
     select division_id, home, away, venue, timestamptz '2027-01-07 19:30Z' + (k % 14) * interval '7 days',
            (case when k % 14 < 7 then 'in_play' else 'scheduled' end)::public.fixture_status
     from pair`,
    // Frames and results go in with the row triggers off (a restore's replica mode): a standings
    // recompute per frame made this seed take minutes. Standings and ratings are then computed once,
    // by the functions those triggers call.
    `set session_replication_role = replica`,
    `with roster as (select team_id, player_id,
                            row_number() over (partition by team_id order by player_id) % 5 slot
                     from public.team_players)
     insert into public.frames (organisation_id, fixture_id, frame_no, home_player_id, away_player_id, winner)
     select f.organisation_id, f.id, i, h.player_id, a.player_id,
            (case when (f.id + i) % 3 = 0 then 'away' else 'home' end)::public.frame_winner
     from public.fixtures f cross join generate_series(1, 5) i
     join roster h on h.team_id = f.home_team_id and h.slot = i % 5
     join roster a on a.team_id = f.away_team_id and a.slot = i % 5
     where f.status = 'in_play'`,
    `update public.fixtures set status = 'final', completed_at = kickoff_at where status = 'in_play'`,
    `set session_replication_role = origin`,
    `select public.refresh_standings(id) from public.divisions`,
    `select public.recompute_ratings()`,
    `insert into public.wallboards (organisation_id, name, type, league_id, division_id, is_public)
     select l.organisation_id, 'Club TV', 'league_table', l.id,
            (select min(d.id) from public.divisions d where d.league_id = l.id), true
     from public.leagues l`,
  ];
  for (const sql of statements) await db.query(sql);
  // Fresh statistics, as a maintained database has (autovacuum's analyze on PostgreSQL).
  await db.query('analyze');
}

/** The ids one organisation's reads use. */
async function targetOf(db: Db, organisationId: number): Promise<Omit<Target, 'token'>> {
  const [row] = await db.query<{ division: string; team: string; wallboard: string }>(
    `select w.division_id division, w.id wallboard,
            (select min(team_id) from public.division_teams where division_id = w.division_id) team
     from public.wallboards w where w.organisation_id = $1`,
    [organisationId],
  );
  return {
    organisationId,
    divisionId: Number(row.division),
    teamId: Number(row.team),
    wallboardId: Number(row.wallboard),
  };
}

/** An organiser of the organisation with a live session, and a token for it as the host signs them. */
async function organiser(db: Db, organisationId: number): Promise<string> {
  // The first confirmed account owns the deployment and organises organisation 1
  // (grant_first_organiser()); the organiser measured is the next, in both databases alike.
  await db.query(`insert into auth.users (email, email_confirmed_at) values ('owner@example.com', now())`);
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id::text id`,
    [`organiser-${organisationId}@example.com`],
  );
  await db.query(
    `insert into public.user_roles (user_id, role, organisation_id) values ($1::uuid, 'organiser', $2)`,
    [user.id, organisationId],
  );
  const [session] = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id::text id',
    [user.id],
  );
  return new SignJWT({ sub: user.id, role: 'authenticated', session_id: session.id, aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** A migrated PGlite folder holding `count` seeded organisations; the reads use the middle one's. */
export async function seededDataDir(
  count: number,
): Promise<{ dataDir: string; target: Target; seedMs: number }> {
  const dataDir = await migratedDataDir();
  const db = await openPglite(path.join(dataDir, 'pgdata'));
  const started = Date.now();
  try {
    await seedOrganisations(db, count);
    const seedMs = Date.now() - started;
    const target = await targetOf(db, Math.ceil(count / 2));
    const token = await organiser(db, target.organisationId);
    return { dataDir, target: { ...target, token }, seedMs };
  } finally {
    await db.close();
  }
}
