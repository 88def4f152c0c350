// Roster entries (team_players): a player on a team, from joinedAt until leftAt.
import { z } from 'zod';
import { id, requiredId, requiredText, timestamp } from './common.ts';

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

/** One entry of a bulk add: an existing player by id, or a new player by name (created first). */
export const rosterBulkEntrySchema = z
  .object({ playerId: requiredId('Player').optional(), fullName: requiredText('Full name', 255).optional() })
  .strict()
  .refine((e) => (e.playerId === undefined) !== (e.fullName === undefined), {
    message: 'Each player needs either a playerId or a fullName',
  });

/** Many players onto one roster, all or nothing (POST /api/teams/{id}/players/bulk). */
export const rosterBulkSchema = z.object({
  players: z
    .array(rosterBulkEntrySchema, { error: 'Players must be a list' })
    .min(1, 'Add at least one player')
    .max(100, 'At most 100 players at once'),
});
export type RosterBulk = z.input<typeof rosterBulkSchema>;

export const rosterBulkResultSchema = z.object({ added: z.array(id), created: z.array(id) });
