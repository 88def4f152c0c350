import type { UserRole } from '@core/schemas/role.ts';

/** "Organiser", "Captain of Red Lions", "Player" (or "Player of Red Lions" when scoped to a team). */
export function roleLabel(role: UserRole, teamName: (id: number) => string | undefined): string {
  if (role.role === 'organiser') return 'Organiser';
  const base = role.role === 'captain' ? 'Captain' : 'Player';
  if (role.teamId === null) return base;
  return `${base} of ${teamName(role.teamId) ?? `team #${role.teamId}`}`;
}
