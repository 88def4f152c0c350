// Standings rows of a division, as recomputed from its final fixtures.
import { z } from 'zod';
import { id, timestamp } from './common.ts';

const count = z.number().int();
export const standingSchema = z.object({
  id,
  divisionId: id,
  teamId: id,
  teamName: z.string(),
  played: count,
  won: count,
  drawn: count,
  lost: count,
  framesFor: count,
  framesAgainst: count,
  points: count,
  /** 1 for the top of the division's table; the order is the database's (standings_table). */
  position: count,
  updatedAt: timestamp,
});
export type Standing = z.infer<typeof standingSchema>;
