// Wallboards (TV displays), their playlist items and the sponsors assigned to them, with the per-type rules.
import { z } from 'zod';
import { id, optionalId, requiredText, timestamp, newRowOrganisation } from './common.ts';
import { wallboardTypeRules } from '../rules/wallboard-types.ts';
import { wallboardTypeSchema, type WallboardType } from './enums.ts';
import { storedWallboardThemeSchema, wallboardThemeSchema } from './wallboard-theme.ts';

export const PLAYLIST_SECONDS = { min: 1, max: 86_400 } as const;
const secondsMessage = `Seconds must be a whole number from ${PLAYLIST_SECONDS.min} to ${PLAYLIST_SECONDS.max}`;

/** One step of a playlist wallboard: show that wallboard for durationSeconds. */
export const playlistItemSchema = z.object({
  wallboardId: id,
  durationSeconds: z
    .number({ error: secondsMessage })
    .int(secondsMessage)
    .min(PLAYLIST_SECONDS.min, secondsMessage)
    .max(PLAYLIST_SECONDS.max, secondsMessage),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/** How a top_players wallboard ranks (public.leaderboard's metric); null ranks by rating. */
export const wallboardRankings = ['rating', 'win_pct'] as const;
export const wallboardRankingSchema = z.enum(wallboardRankings, {
  error: 'Ranking must be rating or win_pct',
});
export type WallboardRanking = z.infer<typeof wallboardRankingSchema>;
export const wallboardRankingLabels: Record<WallboardRanking, string> = {
  rating: 'Rating',
  win_pct: 'Win %',
};

export const wallboardSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  name: z.string(),
  type: wallboardTypeSchema,
  leagueId: id.nullable(),
  venueId: id.nullable(),
  divisionId: id.nullable(),
  theme: storedWallboardThemeSchema,
  playlist: z.array(playlistItemSchema),
  ranking: wallboardRankingSchema.nullable(),
  /** Show a QR code to the division's (or league's) public page on the display. */
  showQr: z.boolean(),
  /** Count sponsor impressions from unpaired displays too (a public URL); paired screens always count. */
  countUnpairedImpressions: z.boolean(),
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
  theme: wallboardThemeSchema,
  playlist: z.array(playlistItemSchema).max(200),
  ranking: wallboardRankingSchema.nullable().optional(),
  showQr: z.boolean({ error: 'Show QR Code must be true or false' }),
  countUnpairedImpressions: z.boolean({ error: 'Count Unpaired Impressions must be true or false' }),
  signedToken: z.string().trim().min(16).max(255).nullable().optional(),
};

interface WallboardRuleInput {
  type?: WallboardType;
  leagueId?: number | null;
  venueId?: number | null;
  divisionId?: number | null;
}

/** What a scope needs and the field the message is on; the message names the type by its record's label. */
const scopeIssues = {
  venue: { needs: 'Venue', path: ['venueId'] },
  division: { needs: 'Division', path: ['divisionId'] },
  league: { needs: 'League', path: ['leagueId'] },
  league_or_division: { needs: 'League or Division', path: ['divisionId'] },
} as const;

/** The per-type requirements; the API also runs them on a PATCH's merged row. */
export function checkWallboardRules(w: WallboardRuleInput, ctx: z.RefinementCtx) {
  if (!w.type) return;
  const { scope: required, label } = wallboardTypeRules[w.type];
  const missing =
    (required === 'venue' && !w.venueId) ||
    (required === 'division' && !w.divisionId) ||
    (required === 'league' && !w.leagueId) ||
    (required === 'league_or_division' && !w.leagueId && !w.divisionId) ||
    (required === 'any' && !w.leagueId && !w.venueId && !w.divisionId);
  if (required === 'none' || !missing) return;
  if (required === 'any') {
    const message = 'At least one of League, Venue, or Division is required';
    ctx.addIssue({ code: 'custom', message, path: ['leagueId'] });
    return;
  }
  const { needs, path } = scopeIssues[required];
  ctx.addIssue({ code: 'custom', message: `${needs} is required for ${label} wallboards`, path: [...path] });
}

export const wallboardCreateSchema = z
  .object({
    ...wallboardFields,
    ...newRowOrganisation,
    isPublic: wallboardFields.isPublic.default(true),
    theme: wallboardFields.theme.default({}),
    playlist: wallboardFields.playlist.default([]),
    showQr: wallboardFields.showQr.default(false),
    countUnpairedImpressions: wallboardFields.countUnpairedImpressions.default(false),
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

export const wallboardSponsorCreateSchema = z.object({
  sponsorId: z.number({ error: 'Sponsor is required' }).int().positive('Sponsor is required'),
});
