// Roster entries (team_players): a player on a team, from joinedAt until leftAt.
import { z } from 'zod';
import { id, requiredId, timestamp } from './common.ts';

export const rosterEntrySchema = z.object({
  id,
  teamId: id,
  playerId: id,
  joinedAt: timestamp,
  leftAt: timestamp.nullable(),
  isActive: z.boolean(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** Roster entries are created active; isActive true is accepted as sent. */
export const rosterCreateSchema = z.object({
  playerId: requiredId('Player'),
  isActive: z.literal(true).default(true),
});
export type RosterCreate = z.input<typeof rosterCreateSchema>;
