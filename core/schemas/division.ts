// Divisions inside a league, and the teams that play in them (division_teams).
import { z } from 'zod';
import { id, requiredId, requiredText, timestamp } from './common.ts';

/** The form reads sort order as a whole number and falls back to 0. */
export const sortOrderSchema = z.preprocess((v) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && !Number.isFinite(n) ? 0 : n;
}, z.number('Sort order must be a whole number').int('Sort order must be a whole number').min(-1_000_000).max(1_000_000));

export const divisionSchema = z.object({
  id,
  leagueId: id,
  name: z.string(),
  sortOrder: z.number().int(),
  createdAt: timestamp,
});
export type Division = z.infer<typeof divisionSchema>;

export const divisionCreateSchema = z.object({
  leagueId: requiredId('League'),
  name: requiredText('Name', 255),
  sortOrder: sortOrderSchema.default(0),
});
export type DivisionCreate = z.input<typeof divisionCreateSchema>;

export const divisionUpdateSchema = z
  .object({ leagueId: requiredId('League'), name: requiredText('Name', 255), sortOrder: sortOrderSchema })
  .partial();
export type DivisionUpdate = z.input<typeof divisionUpdateSchema>;

export const divisionTeamSchema = z.object({
  id,
  divisionId: id,
  teamId: id,
  seed: z.number().int(),
  createdAt: timestamp,
});

export const divisionTeamCreateSchema = z.object({
  teamId: requiredId('Team'),
  seed: z.number().int().min(0).max(10_000).default(0),
});
