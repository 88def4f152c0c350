// The data behind /api/me: the caller's auth.users row (read by the API's own connection, only for
// the caller's id), their roles, player, team and next match, and deleting the account.
import type { Me, MyData } from '@core/schemas/account.ts';
import type { UserRole } from '@core/schemas/role.ts';
import { requireSignedIn } from '../authz.ts';
import { run, type Ctx } from '../context.ts';
import type { Queryable } from '../db/port.ts';
import { conflict, notAuthenticated } from '../errors.ts';

export interface AuthUser {
  id: string;
  email: string;
  createdAt: string;
  confirmedAt: string | null;
  lastSignInAt: string | null;
}

/** The caller's auth.users row (only Supabase's own columns); 401 when the account is gone. */
export async function authUser(c: Ctx, id: string): Promise<AuthUser> {
  const [row] = await c.var.deps.db.query<AuthUser>(
    `select id::text as id, coalesce(email, '') as email, created_at as "createdAt",
            email_confirmed_at as "confirmedAt", last_sign_in_at as "lastSignInAt"
     from auth.users where id = $1::uuid`,
    [id],
  );
  if (!row) throw notAuthenticated();
  return row;
}

/** The signed-in caller's id; 401 for anyone else. */
export function signedInUser(c: Ctx): string {
  const id = requireSignedIn(c.var.claims);
  if (!id) throw notAuthenticated();
  return id;
}

export const rolesOf = (tx: Queryable, id: string) =>
  tx.query<UserRole>(
    `select role::text as role, team_id as "teamId" from public.user_roles where user_id = $1::uuid
     order by role, team_id nulls first`,
    [id],
  );

/** My player's team: its active roster entry; with several, the team in the most recent league. */
export const teamOf = (tx: Queryable, playerId: number) =>
  tx.query<{ id: number; name: string }>(
    `select t.id, t.name
     from public.team_players tp join public.teams t on t.id = tp.team_id
     left join lateral (
       select l.created_at as league_at, d.id as division_id
       from public.division_teams dt join public.divisions d on d.id = dt.division_id
       join public.leagues l on l.id = d.league_id
       where dt.team_id = t.id order by l.created_at desc, d.id desc limit 1
     ) latest on true
     where tp.player_id = $1 and tp.is_active
     order by latest.league_at desc nulls last, latest.division_id desc nulls last, tp.joined_at desc, tp.id desc
     limit 1`,
    [playerId],
  );

/** The team's earliest fixture, home or away, still to be played. */
const nextMatchOf = (tx: Queryable, teamId: number) =>
  tx.query<NonNullable<Me['nextMatch']>>(
    `select f.id as "fixtureId", f.kickoff_at as "scheduledAt", h.name as "homeTeamName",
            a.name as "awayTeamName", v.name as "venueName"
     from public.fixtures f join public.teams h on h.id = f.home_team_id
     join public.teams a on a.id = f.away_team_id left join public.venues v on v.id = f.venue_id
     where (f.home_team_id = $1 or f.away_team_id = $1) and f.kickoff_at > now() and f.status <> 'final'
     order by f.kickoff_at, f.id limit 1`,
    [teamId],
  );

/** GET /api/me's answer. */
export async function loadMe(c: Ctx, id: string): Promise<Me> {
  const user = await authUser(c, id);
  return run(c, async (tx) => {
    const [profile] = await tx.query<{ displayName: string | null }>(
      'select display_name as "displayName" from public.profiles where id = $1::uuid',
      [id],
    );
    const [player] = await tx.query<{ id: number; fullName: string }>(
      'select id, full_name as "fullName" from public.players where user_id = $1::uuid order by id limit 1',
      [id],
    );
    const [team] = player ? await teamOf(tx, player.id) : [];
    const [nextMatch] = team ? await nextMatchOf(tx, team.id) : [];
    const [owner] = await tx.query<{ yes: boolean }>('select public.is_deployment_owner() as yes');
    return {
      id,
      email: user.email,
      displayName: profile?.displayName ?? null,
      roles: await rolesOf(tx, id),
      player: player ?? null,
      team: team ?? null,
      nextMatch: nextMatch ?? null,
      canCreateOrganisations: owner.yes || !!c.var.deps.selfServiceOrganisations,
    };
  });
}

/** GET /api/me/export's download. */
export async function myData(c: Ctx, id: string): Promise<MyData> {
  const user = await authUser(c, id);
  return run(c, async (tx) => {
    const [profile] = await tx.query<NonNullable<MyData['profile']>>(
      'select display_name as "displayName", avatar_url as "avatarUrl" from public.profiles where id = $1::uuid',
      [id],
    );
    const [player] = await tx.query<NonNullable<MyData['player']>>(
      `select p.id, p.organisation_id as "organisationId", p.user_id::text as "userId", pr.display_name as "userName", p.full_name as "fullName",
              p.nickname, p.start_rating as "startRating", p.created_at as "createdAt"
       from public.players p left join public.profiles pr on pr.id = p.user_id
       where p.user_id = $1::uuid order by p.id limit 1`,
      [id],
    );
    return {
      exportedAt: new Date().toISOString(),
      account: user,
      profile: profile ?? null,
      roles: await rolesOf(tx, id),
      player: player ?? null,
    };
  });
}

/**
 * Deletes the auth user as the API's own connection (on Supabase, what the service role does):
 * sessions, refresh tokens, profile and roles cascade; players.user_id, teams.captain_user_id and
 * created_by columns become null, so results stay. The audit log records the user as the author.
 */
export async function deleteAccount(c: Ctx, id: string): Promise<void> {
  await c.var.deps.db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: id, role: 'authenticated' }),
    ]);
    // Two organisers deleting themselves at once must not both see the other one still there.
    await tx.query(`select pg_advisory_xact_lock(hashtext('cueboard.organisers'))`);
    const [row] = await tx.query<{ only: boolean }>(
      // The only organiser of any one organisation (docs/architecture.md "Tenancy").
      `select exists (
         select 1 from public.user_roles ur where ur.user_id = $1::uuid and ur.role = 'organiser'
           and not exists (select 1 from public.user_roles o where o.role = 'organiser'
             and o.organisation_id = ur.organisation_id and o.user_id <> $1::uuid)) as only`,
      [id],
    );
    if (row.only) {
      throw conflict(
        'You are the only organiser: make someone else an organiser before deleting your account',
      );
    }
    await tx.query('delete from auth.users where id = $1::uuid', [id]);
  });
}
