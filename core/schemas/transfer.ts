// Transfers between teams, and the league's transfer windows.
import { z } from 'zod';
import { dateTime, id, requiredId, timestamp } from './common.ts';
import { transferStatusSchema } from './enums.ts';

export const transferSchema = z.object({
  id,
  playerId: id,
  fromTeamId: id,
  toTeamId: id,
  requestedAt: timestamp,
  approvedAt: timestamp.nullable(),
  status: transferStatusSchema,
  /** Display names of who asked for the transfer and who approved or rejected it (null when unknown). */
  requestedByName: z.string().nullable(),
  decidedByName: z.string().nullable(),
});

export const transferCreateSchema = z
  .object({
    playerId: requiredId('Player'),
    fromTeamId: requiredId('From Team'),
    toTeamId: requiredId('To Team'),
    status: z.literal('pending').default('pending'),
  })
  .refine((t) => !(t.fromTeamId > 0) || t.fromTeamId !== t.toTeamId, {
    message: 'To Team must be different from From Team',
    path: ['toTeamId'],
  });
export type TransferCreate = z.input<typeof transferCreateSchema>;

/** approvedAt may be sent (the spec's client does) but the server sets it. */
export const transferUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
  approvedAt: z.string().nullable().optional(),
});

export const transferWindowSchema = z.object({
  id,
  leagueId: id,
  opensAt: timestamp,
  closesAt: timestamp,
  createdAt: timestamp,
});

export const transferWindowCreateSchema = z
  .object({
    leagueId: requiredId('League'),
    opensAt: dateTime('Opens At'),
    closesAt: dateTime('Closes At'),
  })
  .refine((w) => !(Date.parse(w.closesAt) <= Date.parse(w.opensAt)), {
    message: 'Closes At date must be after Opens At date',
    path: ['closesAt'],
  });
export type TransferWindowCreate = z.input<typeof transferWindowCreateSchema>;
