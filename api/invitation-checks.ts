// What a new invitation (api/routes/invitations.ts) is checked against: its team, the player it
// links, the organisation it is into, and a role the address already holds.
import type { Ctx } from './context.ts';
import type { Queryable } from './db/port.ts';
import { badRequest, conflict, forbidden } from './errors.ts';
import { organisationFor } from './organisations.ts';

/** The invited team's name (for the e-mail), refusing a team that does not exist. */
export async function teamName(tx: Queryable, teamId: number | null): Promise<string | null> {
  if (teamId === null) return null;
  const [team] = await tx.query<{ name: string }>('select name from public.teams where id = $1', [teamId]);
  if (!team) throw badRequest('Team does not exist', { teamId: ['Team does not exist'] });
  return team.name;
}

/** A player to link: must exist, be unlinked, and for a captain be on that captain's roster. */
export async function checkPlayer(
  tx: Queryable,
  playerId: number,
  teamId: number | null,
  organiser: boolean,
) {
  const [player] = await tx.query<{ linked: boolean; onTeam: boolean }>(
    `select p.user_id is not null as linked, exists (select 1 from public.team_players tp
       where tp.player_id = p.id and tp.team_id = $2 and tp.is_active) as "onTeam"
     from public.players p where p.id = $1`,
    [playerId, teamId],
  );
  if (!player) throw badRequest('Player does not exist', { playerId: ['Player does not exist'] });
  if (player.linked) {
    const message = 'That player is already linked to an account';
    throw conflict(message, { playerId: [message] });
  }
  if (!organiser && !player.onTeam)
    throw forbidden("Captains can link only players on their own team's roster");
}

// The organisation an invitation is into: its team's, else the one the organiser names (or organises).
export async function organisationOf(
  tx: Queryable,
  c: Ctx,
  teamId: number | null,
  requested: number | null | undefined,
): Promise<number | null> {
  if (teamId === null) return organisationFor(tx, c.var.claims, requested);
  const [team] = await tx.query<{ org: string }>(
    'select organisation_id as org from public.teams where id = $1',
    [teamId],
  );
  return team ? Number(team.org) : null;
}

/** The address already holds this role (in this organisation): a second invitation is pointless. */
export async function hasRole(
  c: Ctx,
  email: string,
  role: string,
  teamId: number | null,
  organisationId: number | null,
): Promise<boolean> {
  // A role in another organisation is no reason to refuse: one account may play in two.
  const [row] = await c.var.deps.db.query<{ ok: boolean }>(
    `select exists (select 1 from auth.users u join public.user_roles r on r.user_id = u.id
       where lower(u.email) = $1 and r.role = $2::public.app_role and r.team_id is not distinct from $3
         and ($4::bigint is null or r.organisation_id is null or r.organisation_id = $4))
     or ($2 = 'captain' and exists (select 1 from auth.users u join public.teams t on t.captain_user_id = u.id
       where lower(u.email) = $1 and t.id = $3)) as ok`,
    [email, role, teamId, organisationId],
  );
  return row.ok;
}
