// Proof-of-play reports: what sponsors got on the TVs, grouped by day (in the host's time zone),
// wallboard or screen, read from the impressions recorded by POST /api/impressions.
import { z } from 'zod';
import { idParam } from './common.ts';

export const reportGroupings = ['day', 'wallboard', 'screen'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional();

/** GET /api/reports/impressions: every filter optional; from and to are whole days, both included. */
export const impressionReportQuerySchema = z
  .object({
    sponsorId: idParam.optional(),
    wallboardId: idParam.optional(),
    screenId: idParam.optional(),
    from: day('from'),
    to: day('to'),
    groupBy: z.enum(reportGroupings, { error: 'groupBy must be day, wallboard or screen' }).default('day'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'to must not be before from' });
export type ImpressionReportQuery = z.input<typeof impressionReportQuerySchema>;

const figures = {
  impressions: z.number().int(),
  /** The impressions' durations added up, in seconds (milliseconds kept as decimals). */
  seconds: z.number(),
};

/**
 * One group: `day` (YYYY-MM-DD in the report's time zone), or `wallboardId` or `screenId` with its
 * `name` (a null screenId is impressions shown in a browser rather than on a paired screen, or on a
 * screen since removed).
 */
export const impressionReportRowSchema = z.object({
  day: z.string().optional(),
  wallboardId: z.number().optional(),
  screenId: z.number().nullable().optional(),
  name: z.string().nullable().optional(),
  ...figures,
});
export type ImpressionReportRow = z.infer<typeof impressionReportRowSchema>;

export const impressionReportSchema = z.object({
  rows: z.array(impressionReportRowSchema),
  totals: z.object(figures),
  /** The IANA zone the days are counted in. */
  timeZone: z.string(),
});
export type ImpressionReport = z.infer<typeof impressionReportSchema>;
