import type { UserRole } from '@core/schemas/role.ts';

/**
 * "Organiser", "Captain of Red Lions", "Player" (or "Player of Red Lions" when scoped to a team); an
 * organiser's names the organisation when the deployment hosts several ("Organiser · Borough League").
 */
export function roleLabel(role: UserRole, teamName: (id: number) => string | undefined): string {
  if (role.role === 'organiser')
    return role.organisationName ? `Organiser · ${role.organisationName}` : 'Organiser';
  const base = role.role === 'captain' ? 'Captain' : 'Player';
  if (role.teamId === null) return base;
  return `${base} of ${teamName(role.teamId) ?? `team #${role.teamId}`}`;
}
