// User roles (organiser, captain of a team, player), profiles, and the organiser's grants.
import { z } from 'zod';
import { id, optionalId } from './common.ts';
import { roleSchema } from './enums.ts';

/** A role entry as returned to the client by GET /api/user-roles/{userId}. */
export const userRoleSchema = z.object({
  role: roleSchema,
  teamId: id.nullable(),
  /** GET /api/users: the role's organisation, named when the deployment hosts more than one. */
  organisationName: z.string().nullable().optional(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

/** POST and DELETE /api/user-roles: the user by id or e-mail. */
export const roleGrantSchema = z
  .object({
    userId: z.uuid('User ID must be a valid user id').optional(),
    email: z.email('Email must be a valid e-mail address').max(255).optional(),
    role: roleSchema,
    teamId: optionalId,
    /** The organisation of the role: required for an organiser when the caller organises more than one. */
    organisationId: optionalId,
  })
  .refine((g) => g.userId || g.email, { message: 'User ID or email is required', path: ['userId'] })
  .refine((g) => g.role !== 'captain' || g.teamId, {
    message: 'Team is required for the captain role',
    path: ['teamId'],
  });
export type RoleGrant = z.input<typeof roleGrantSchema>;

/** POST and DELETE /api/user-roles: the user's roles after the change. */
export const userRolesSchema = z.object({ userId: z.string(), roles: z.array(userRoleSchema) });
