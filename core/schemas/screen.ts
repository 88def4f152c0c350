// Screens (paired TVs) and pairing by code (RFC 8628 style): the bodies the device and the organiser
// send, and what the API answers.
import { z } from 'zod';
import { overlappingSlots } from '../rules/schedule.ts';
import { id, requiredText, timestamp } from './common.ts';

export const PAIRING_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const normalizeCode = (code: string) => code.replace(/[^A-Za-z]/g, '').toUpperCase();

/** POST /screens/pair: a fresh TV asks for a code. */
export const pairSchema = z.object({ userAgent: z.string().max(500).optional() }).optional();
export const pairStartSchema = z.object({
  code: z.string(),
  deviceSecret: z.string(),
  expiresIn: z.number().int(),
  interval: z.number().int(),
  verificationUri: z.string(),
  verificationUriComplete: z.string(),
});
export type PairStart = z.infer<typeof pairStartSchema>;

/** POST /screens/poll: the TV asks whether its code was claimed; refusals carry a device error code. */
export const pollSchema = z.object({ deviceSecret: z.string().min(10).max(200) });
export const pollPairedSchema = z.object({
  token: z.string(),
  screenId: id,
  name: z.string(),
  wallboardId: id.nullable(),
});
export type PollPaired = z.infer<typeof pollPairedSchema>;
export const pollErrorCodes = ['authorization_pending', 'slow_down', 'expired_token'] as const;
export type PollErrorCode = (typeof pollErrorCodes)[number];

/** What a paired screen learns about itself (GET /screens/me, POST /screens/heartbeat). */
export const screenInfoSchema = z.object({ id, name: z.string(), wallboardId: id.nullable() });
export type ScreenInfo = z.infer<typeof screenInfoSchema>;

/** What a TV shows right now: its wallboard, the playlist page and the sponsor on screen. */
export const showingSchema = z.object({
  wallboardId: id.nullable(),
  page: z.string().max(100).nullable().optional(),
  sponsorId: id.nullable().optional(),
});

export const heartbeatSchema = z.object({
  userAgent: z.string().max(500).optional(),
  appVersion: z.string().max(100).optional(),
  /** The page's size in CSS pixels times the device pixel ratio, as "1920x1080". */
  resolution: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'resolution must look like 1920x1080')
    .optional(),
  showing: showingSchema.optional(),
  /** When the kiosk page last loaded (a reload, remote or its own). */
  loadedAt: z.iso.datetime({ offset: true, error: 'loadedAt must be a date and time' }).optional(),
});

export const screenCommands = ['reload', 'identify'] as const;
export type ScreenCommandType = (typeof screenCommands)[number];
/** A remote action for a TV: it acts once on each id (remembered across its own reloads). */
export const screenCommandSchema = z.object({ id: z.number().int(), type: z.enum(screenCommands) });
export type ScreenCommand = z.infer<typeof screenCommandSchema>;

/** POST /screens/heartbeat answers the screen itself and its latest command (the last 5 minutes). */
export const heartbeatAnswerSchema = screenInfoSchema.extend({
  command: screenCommandSchema.nullable(),
  /** The weekly schedule, which the TV keeps and follows offline (absent from older hosts). */
  schedule: z.lazy(() => screenScheduleSchema).optional(),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswerSchema>;

/** POST /screens/claim: an organiser enters the code shown on the TV (any case, dash optional). */
export const claimSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .transform(normalizeCode)
    .refine((c) => c.length === 8 && [...c].every((ch) => PAIRING_ALPHABET.includes(ch)), {
      message: 'Enter the 8-letter code shown on the screen',
    }),
  name: requiredText('Name', 255),
  wallboardId: z.number({ error: 'Wallboard is required' }).int().positive('Wallboard is required'),
});
export type ScreenClaim = z.input<typeof claimSchema>;

export const screenUpdateSchema = z
  .object({
    name: claimSchema.shape.name.optional(),
    wallboardId: z.number().int().positive('Wallboard is required').nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.wallboardId !== undefined, { message: 'Nothing to update' });

/** A screen as organisers see it (GET /screens, claim, PATCH). */
export const screenSchema = z.object({
  id,
  /** The organisation it belongs to: its wallboard's when it was paired. */
  organisationId: id,
  name: z.string(),
  wallboardId: id.nullable(),
  wallboardName: z.string().nullable(),
  lastSeenAt: timestamp.nullable(),
  userAgent: z.string().nullable(),
  appVersion: z.string().nullable(),
  online: z.boolean(),
  /** The last heartbeat of a screen that is offline now; null while online. */
  offlineSince: timestamp.nullable(),
  resolution: z.string().nullable(),
  /** What it showed at its last heartbeat, with names. */
  showing: z
    .object({
      wallboardId: id.nullable(),
      wallboardName: z.string().nullable(),
      page: z.string().nullable(),
      sponsorId: id.nullable(),
      sponsorName: z.string().nullable(),
    })
    .nullable(),
  /** When its page last loaded. */
  loadedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Screen = z.infer<typeof screenSchema>;

const clock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${label} must be a time like 18:30`);

/** One slot of a weekly schedule, in the league's time zone ('24:00' ends at midnight). */
export const scheduleSlotSchema = z
  .object({
    days: z
      .array(
        z
          .number()
          .int()
          .min(1, 'days are 1 (Monday) to 7 (Sunday)')
          .max(7, 'days are 1 (Monday) to 7 (Sunday)'),
      )
      .min(1, 'Pick at least one day')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'Each day at most once'),
    from: clock('From'),
    to: clock('To'),
    wallboardId: z.number({ error: 'Wallboard is required' }).int().positive('Wallboard is required'),
  })
  .refine((s) => s.to > s.from && s.from !== '24:00', { path: ['to'], error: 'To must be after From' });

/** PUT /screens/{id}/schedule: the whole week at once; overlapping slots are refused, naming one. */
export const scheduleSchema = z
  .object({ slots: z.array(scheduleSlotSchema).max(50, 'At most 50 slots') })
  .superRefine((s, ctx) => {
    const pair = overlappingSlots(s.slots);
    if (pair)
      ctx.addIssue({
        code: 'custom',
        path: ['slots', pair[1], 'from'],
        message: `Slot ${pair[1] + 1} overlaps slot ${pair[0] + 1}`,
      });
  });
export type ScheduleInput = z.input<typeof scheduleSchema>;

/** A screen's schedule as organisers and the TV read it: the default wallboard, the slots, the zone. */
export const screenScheduleSchema = z.object({
  defaultWallboardId: id.nullable(),
  slots: z.array(
    z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string(), wallboardId: id }),
  ),
  timeZone: z.string(),
});
export type ScreenSchedule = z.infer<typeof screenScheduleSchema>;
