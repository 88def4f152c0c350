// Wallboards (TV displays) and the sponsors assigned to them, with the spec's per-type rules.
import { z } from 'zod';
import { id, optionalId, requiredText, timestamp } from './common.ts';
import { wallboardTypeSchema, type WallboardType } from './enums.ts';

export const wallboardSchema = z.object({
  id,
  name: z.string(),
  type: wallboardTypeSchema,
  leagueId: id.nullable(),
  venueId: id.nullable(),
  divisionId: id.nullable(),
  theme: z.record(z.string(), z.unknown()),
  playlist: z.array(z.unknown()),
  isPublic: z.boolean(),
  signedToken: z.string().nullable(),
  createdAt: timestamp,
});
export type Wallboard = z.infer<typeof wallboardSchema>;

const wallboardFields = {
  name: requiredText('Name', 255),
  type: wallboardTypeSchema,
  leagueId: optionalId,
  venueId: optionalId,
  divisionId: optionalId,
  isPublic: z.boolean(),
  theme: z.record(z.string(), z.unknown()),
  playlist: z.array(z.unknown()).max(200),
  signedToken: z.string().trim().min(16).max(255).nullable().optional(),
};

interface WallboardRuleInput {
  type?: WallboardType;
  leagueId?: number | null;
  venueId?: number | null;
  divisionId?: number | null;
}

/** The per-type requirements of spec section 5; the API also runs them on a PATCH's merged row. */
export function checkWallboardRules(w: WallboardRuleInput, ctx: z.RefinementCtx) {
  if (w.type === 'now_playing' && !w.venueId) {
    ctx.addIssue({
      code: 'custom',
      message: 'Venue is required for Now Playing wallboards',
      path: ['venueId'],
    });
  }
  if (w.type === 'league_table' && !w.divisionId) {
    ctx.addIssue({
      code: 'custom',
      message: 'Division is required for League Table wallboards',
      path: ['divisionId'],
    });
  }
  if ((w.type === 'live_scores' || w.type === 'fixtures') && !w.leagueId && !w.venueId && !w.divisionId) {
    ctx.addIssue({
      code: 'custom',
      message: 'At least one of League, Venue, or Division is required',
      path: ['leagueId'],
    });
  }
}

export const wallboardCreateSchema = z
  .object({
    ...wallboardFields,
    isPublic: wallboardFields.isPublic.default(true),
    theme: wallboardFields.theme.default({}),
    playlist: wallboardFields.playlist.default([]),
  })
  .superRefine(checkWallboardRules);
export type WallboardCreate = z.input<typeof wallboardCreateSchema>;

export const wallboardUpdateSchema = z.object(wallboardFields).partial();
export type WallboardUpdate = z.input<typeof wallboardUpdateSchema>;

export const wallboardSponsorSchema = z.object({
  id,
  wallboardId: id,
  sponsorId: id,
  createdAt: timestamp,
});
export type WallboardSponsor = z.infer<typeof wallboardSponsorSchema>;

export const wallboardSponsorCreateSchema = z.object({
  sponsorId: z.number({ error: 'Sponsor is required' }).int().positive('Sponsor is required'),
});
export type WallboardSponsorCreate = z.input<typeof wallboardSponsorCreateSchema>;
