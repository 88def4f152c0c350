// Teams: a name and an optional captain (an auth user id).
import { z } from 'zod';
import { id, optionalId, optionalUserId, requiredText, timestamp, newRowOrganisation } from './common.ts';

export const teamSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  name: z.string(),
  captainUserId: z.string().nullable(),
  /** The captain's display name, for signed-in callers; null when none is set (or anonymous). */
  captainName: z.string().nullable(),
  /** Where the team plays at home; the fixture wizard puts its home matches there. */
  homeVenueId: id.nullable().optional(),
  createdAt: timestamp,
});
export type Team = z.infer<typeof teamSchema>;

const teamFields = {
  name: requiredText('Name', 255),
  captainUserId: optionalUserId('Captain').optional(),
  homeVenueId: optionalId,
};

export const teamCreateSchema = z.object({ ...teamFields, ...newRowOrganisation });
export type TeamCreate = z.input<typeof teamCreateSchema>;

export const teamUpdateSchema = z.object(teamFields).partial();
export type TeamUpdate = z.input<typeof teamUpdateSchema>;
