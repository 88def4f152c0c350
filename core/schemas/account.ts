// People and accounts: the organisers' account list (GET /api/users), each user's own account
// (/api/me), and invitations (/api/invitations). Only organisers ever see another user's e-mail.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, passwordTooLong } from '../rules/password.ts';
import { id, optionalId, requiredText, timestamp } from './common.ts';
import { roleSchema } from './enums.ts';
import { playerSchema } from './player.ts';
import { userRoleSchema } from './role.ts';

/** One account as organisers see it on /people and from `cueboard users list`. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  confirmedAt: timestamp.nullable(),
  lastSignInAt: timestamp.nullable(),
  roles: z.array(userRoleSchema),
  /** The player record linked to this account (players.user_id), if any. */
  playerId: id.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** How /people sorts accounts: by a column, `-` for the other way (default: e-mail, A to Z). */
export const accountSorts = ['email', '-email', 'name', '-name', 'lastSignIn', '-lastSignIn'] as const;
export type AccountSort = (typeof accountSorts)[number];

/** GET /api/users: ?q= matches e-mail or display name; sorted and paged on the server. */
export const accountsQuerySchema = z.object({
  q: z.string().trim().max(255, 'q must be at most 255 characters').optional(),
  sort: z.enum(accountSorts, { error: `sort must be one of ${accountSorts.join(', ')}` }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AccountsQuery = z.input<typeof accountsQuerySchema>;

export const accountsPageSchema = z.object({ items: z.array(accountSchema), total: z.number().int() });

/** A display name: what others see instead of an e-mail address. */
export const displayName = requiredText('Display name', 100);

/** GET /api/me: the signed-in user's own account, for /account and the home page. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  roles: z.array(userRoleSchema),
  /** The player record linked to this account, its team this season and that team's next match. */
  player: z.object({ id, fullName: z.string() }).nullable(),
  team: z.object({ id, name: z.string() }).nullable(),
  nextMatch: z
    .object({
      fixtureId: id,
      scheduledAt: timestamp,
      homeTeamName: z.string(),
      awayTeamName: z.string(),
      venueName: z.string().nullable(),
    })
    .nullable(),
  /** The deployment owner, or anyone when self-service is on (ORGANISATION_SELF_SERVICE): the web shows "New Organisation". */
  canCreateOrganisations: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** PATCH /api/me. */
export const profileUpdateSchema = z.object({ displayName });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** DELETE /api/me: the user types their e-mail address to confirm. */
export const accountDeleteSchema = z.object({
  confirmEmail: z
    .string({ error: 'Type your e-mail address to confirm' })
    .trim()
    .min(1, 'Type your e-mail address to confirm'),
});
export type AccountDelete = z.input<typeof accountDeleteSchema>;

/** GET /api/me/export: what Cueboard keeps about the signed-in user, downloaded as JSON. */
export const myDataSchema = z.object({
  exportedAt: timestamp,
  account: z.object({
    id: z.string(),
    email: z.string(),
    createdAt: timestamp,
    confirmedAt: timestamp.nullable(),
    lastSignInAt: timestamp.nullable(),
  }),
  profile: z.object({ displayName: z.string().nullable(), avatarUrl: z.string().nullable() }).nullable(),
  roles: z.array(userRoleSchema),
  player: playerSchema.nullable(),
});
export type MyData = z.infer<typeof myDataSchema>;

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;

/** One invitation as organisers (and the inviting captain) see it. */
export const invitationSchema = z.object({
  id,
  email: z.string(),
  role: roleSchema,
  teamId: id.nullable(),
  playerId: id.nullable(),
  invitedBy: z.string().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  status: z.enum(invitationStatuses),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/invitations. A captain may invite only players, only to their own team. */
export const invitationCreateSchema = z
  .object({
    email: z.email('Email must be a valid e-mail address').max(255, 'Email must be at most 255 characters'),
    role: roleSchema,
    teamId: optionalId,
    playerId: optionalId,
    /** The organisation invited into: a team's own when teamId is given; optional for an organiser of one. */
    organisationId: optionalId,
  })
  .refine((i) => i.role !== 'captain' || i.teamId, {
    message: 'Team is required for the captain role',
    path: ['teamId'],
  });
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** The one answer for an invitation link that is unknown, used, revoked or expired. */
export const INVITATION_LINK_DEAD = 'This invitation link has expired or has already been used.';

/** The secret from the e-mailed link (/invite#token=...), sent in bodies only, never in URLs. */
export const invitationTokenSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(20, 'Token is invalid').max(200, 'Token is invalid'),
});

/** POST /api/invitations/lookup: what the accept page shows before the invitee chooses a password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: roleSchema,
  teamName: z.string().nullable(),
  /** The address already has an account: the invitee signs in to accept instead of choosing a password. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/accept: a new password for a new account (absent when signed in as the invitee). */
export const invitationAcceptSchema = invitationTokenSchema.extend({
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .refine((password) => !passwordTooLong(password), PASSWORD_TOO_LONG)
    .optional(),
});
