// The audit log: one recorded change to one row of the league's tables, and the /api/audit query.
import { z } from 'zod';
import { idParam, timestamp } from './common.ts';

/** The tables whose changes the database records. */
export const auditedTables = [
  'leagues',
  'divisions',
  'transfer_windows',
  'teams',
  'players',
  'division_teams',
  'team_players',
  'transfers',
  'venues',
  'venue_tables',
  'fixtures',
  'frames',
  'breaks',
  'sponsors',
  'wallboards',
  'wallboard_sponsors',
  'screens',
  'user_roles',
  'invitations',
  'cups',
  'cup_entries',
  'cup_matches',
] as const;

export type AuditedTable = (typeof auditedTables)[number];

/** What a row of each audited table is, in the screens' words ("Roster entry", never "team_players"). */
export const auditTableLabels: Record<AuditedTable, string> = {
  leagues: 'League',
  divisions: 'Division',
  transfer_windows: 'Transfer window',
  teams: 'Team',
  players: 'Player',
  division_teams: 'Division team',
  team_players: 'Roster entry',
  transfers: 'Transfer',
  venues: 'Venue',
  venue_tables: 'Venue table',
  fixtures: 'Fixture',
  frames: 'Frame',
  breaks: 'Break',
  sponsors: 'Sponsor',
  wallboards: 'Wallboard',
  wallboard_sponsors: 'Wallboard sponsor',
  screens: 'Screen',
  user_roles: 'Role',
  invitations: 'Invitation',
  cups: 'Cup',
  cup_entries: 'Cup entry',
  cup_matches: 'Cup match',
};

export const auditActions = ['insert', 'update', 'delete'] as const;

/** One change: the whole row for insert (after) and delete (before), only the changed fields for update. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: timestamp,
  /** null: a change made without a signed-in user, shown as "system". */
  userId: z.string().nullable(),
  /** The user's display name (profiles), when they have one. */
  userName: z.string().nullable(),
  /**
   * The user's e-mail address, which names them on screen when they have no display name (the log is
   * read by organisers only, who see every address on /people); null for the system or a removed account.
   */
  userEmail: z.string().nullable(),
  /**
   * Whom the entry is about, by name: an invitation's address, or the account a role went to or was
   * taken from (its display name, else the address it was invited at); null for other tables.
   */
  subject: z.string().nullable(),
  table: z.enum(auditedTables),
  rowId: z.number(),
  action: z.enum(auditActions),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const when = (label: string) =>
  z.iso.datetime({ offset: true, local: true, error: `${label} must be a valid date and time` }).optional();

/**
 * Filters and paging of GET /api/audit. Newest first; `before` is a cursor (the `nextBefore` of the
 * previous page: entries with a smaller id), `limit` the page size (default 50, at most 200).
 */
export const auditQuerySchema = z.object({
  table: z.enum(auditedTables, { error: 'table must be an audited table' }).optional(),
  rowId: idParam.optional(),
  userId: z.uuid('userId must be a user id').optional(),
  from: when('from'),
  to: when('to'),
  before: idParam.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 to 200')
    .max(200, 'limit must be 1 to 200')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One page of entries, and the cursor of the next (older) page, null on the last. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextBefore: z.number().nullable(),
});
