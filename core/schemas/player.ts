// Players: a full name, an optional nickname and an optional link to an auth user.
import { z } from 'zod';
import {
  id,
  optionalText,
  optionalUserId,
  requiredId,
  requiredText,
  timestamp,
  newRowOrganisation,
} from './common.ts';

export const playerSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  userId: z.string().nullable(),
  /** The linked account's display name, for signed-in callers; null when none (or anonymous). */
  userName: z.string().nullable(),
  fullName: z.string(),
  nickname: z.string().nullable(),
  /** A known starting rating set by an organiser (docs/rating.md); null starts at 500. */
  startRating: z.number().nullable(),
  createdAt: timestamp,
});
export type Player = z.infer<typeof playerSchema>;

/** A row of the players list: the player and the teams whose active roster holds them (ids and names, by name). */
export const playerListItemSchema = playerSchema.extend({
  teamIds: z.array(id),
  teamNames: z.array(z.string()),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

const playerFields = {
  fullName: requiredText('Full name', 255),
  nickname: optionalText('Nickname', 100).optional(),
  userId: optionalUserId('User ID').optional(),
  startRating: z
    .number({ error: 'Start rating must be a number' })
    .min(0, 'Start rating must be between 0 and 2000')
    .max(2000, 'Start rating must be between 0 and 2000')
    .nullable()
    .optional(),
};

export const playerCreateSchema = z.object({ ...playerFields, ...newRowOrganisation });
export type PlayerCreate = z.input<typeof playerCreateSchema>;

export const playerUpdateSchema = z.object(playerFields).partial();
export type PlayerUpdate = z.input<typeof playerUpdateSchema>;

/** Merging a duplicate player into another (organisers): the player kept. */
export const playerMergeSchema = z.object({ intoId: requiredId('The player to merge into') });
export type PlayerMerge = z.input<typeof playerMergeSchema>;
