// Result confirmation (docs/result-confirmation.md): the state of a completed league result in a
// league that asks for confirmation, and the body of a dispute.
import { z } from 'zod';

/** null: no confirmation needed; awaiting: the other captain has not answered yet (it counts after 48 hours). */
export const confirmationStates = ['awaiting', 'confirmed', 'disputed'] as const;
export const confirmationStateSchema = z.enum(confirmationStates);

/** POST /api/fixtures/{id}/dispute: why the other captain disputes the result. */
export const fixtureDisputeSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});
export type FixtureDispute = z.input<typeof fixtureDisputeSchema>;
