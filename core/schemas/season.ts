// Running a season: forfeits, and (later) the wizard's batch of fixtures.
import { z } from 'zod';
import { forfeitSideSchema } from './enums.ts';

/** POST /api/fixtures/{id}/forfeit: the side awarded the match, or both when both forfeit. */
export const fixtureForfeitSchema = z.object({
  winner: forfeitSideSchema,
});
export type FixtureForfeit = z.input<typeof fixtureForfeitSchema>;
