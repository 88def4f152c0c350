// How an invitation names what it offers, in the e-mail and on the accept page alike.
import type { Role } from '../schemas/enums.ts';

const roleNames: Record<Role, string> = { organiser: 'an organiser', captain: 'captain', player: 'a player' };

/** "captain of Red Lions", "a player for Red Lions", "a player", "an organiser". */
export function roleText(role: Role, teamName: string | null): string {
  if (!teamName) return roleNames[role];
  return role === 'captain' ? `captain of ${teamName}` : `${roleNames[role]} for ${teamName}`;
}
