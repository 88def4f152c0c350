// Sponsor impressions sent by displays: one or a batch, each with a client id so a re-sent
// batch (offline buffer replay) is counted once.
import { z } from 'zod';
import { requiredId } from './common.ts';

export const impressionCreateSchema = z.object({
  /** A uuid the display generates per impression (crypto.randomUUID()). */
  clientId: z.uuid('Client id must be a uuid').optional(),
  sponsorId: requiredId('Sponsor'),
  wallboardId: requiredId('Wallboard'),
  /** Above 10 minutes it is counted as 10 minutes (a TV waking from sleep reports hours). */
  durationMs: z.number().int().min(0).default(0),
  /** When it was shown (a buffered impression is sent later); defaults to now, kept within the last
   * 7 days and the next 5 minutes (a TV's clock may be off; later or earlier counts at that bound). */
  shownAt: z.iso.datetime({ offset: true }).optional(),
});

export const maxImpressionBatch = 500;

/** POST /api/impressions accepts one impression, an array, or `{ impressions: [...] }`. */
export const impressionBatchSchema = z.union([
  impressionCreateSchema.transform((i) => [i]),
  z.array(impressionCreateSchema).min(1).max(maxImpressionBatch),
  z
    .object({ impressions: z.array(impressionCreateSchema).min(1).max(maxImpressionBatch) })
    .transform((b) => b.impressions),
]);

export const impressionResultSchema = z.object({
  recorded: z.number().int(),
  /** Already recorded (a re-sent batch). */
  duplicates: z.number().int(),
  /** The sponsor is not (or no longer) assigned to the wallboard. */
  notAssigned: z.number().int(),
  /** More than the wallboard's rotation could have shown on this screen in that minute. */
  overLimit: z.number().int(),
  /**
   * From a display that is not a paired screen showing the wallboard, which counts only paired
   * screens (countUnpairedImpressions off): answered, not recorded; the kiosk stops sending them.
   */
  notCounted: z.number().int(),
});
