// /api/user-roles: a user's roles (the user themselves or an organiser), and organisers' grants
// by user id or e-mail (used by the CLI and the admin screens).
import { z } from 'zod';
import { roleGrantSchema, userRoleSchema, userRolesSchema } from '@core/schemas/role.ts';
import type { Queryable } from '../db/port.ts';
import { isOrganiser, requireOrganiser, requireSignedIn } from '../authz.ts';
import { run, type Ctx } from '../context.ts';
import { created, jsonBody, ok, routes } from '../declare.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { organisationFor } from '../organisations.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function rolesOf(tx: Queryable, userId: string) {
  return tx.query<{ role: string; teamId: number | null }>(
    `select role::text as role, team_id as "teamId" from public.user_roles where user_id = $1::uuid
     order by role, team_id nulls first`,
    [userId],
  );
}

/** The user a grant names; auth.users is readable only by the API's own connection, not by any API role. */
async function resolveUser(c: Ctx, grant: { userId?: string; email?: string }): Promise<string> {
  const [row] = await c.var.deps.db.query<{ id: string }>(
    'select id::text as id from auth.users where ($1::uuid is not null and id = $1::uuid) or lower(email) = lower($2)',
    [grant.userId ?? null, grant.email ?? null],
  );
  if (!row) throw notFound('User');
  return row.id;
}

export const userRoles = routes()
  .endpoint(
    {
      method: 'get',
      path: '/{userId}',
      summary: "A user's roles (the user themselves or organisers)",
      request: { params: z.object({ userId: z.uuid() }) },
      responses: ok(z.array(userRoleSchema)),
    },
    async (c) => {
      const me = requireSignedIn(c.var.claims);
      const userId = c.req.param('userId') ?? '';
      if (!uuid.test(userId)) throw badRequest('userId must be a user id', { userId: ['Invalid user id'] });
      const rows = await run(c, async (tx) => {
        if (userId !== me && !(await isOrganiser(tx, c.var.claims))) {
          throw forbidden("Only organisers can read another user's roles");
        }
        return rolesOf(tx, userId);
      });
      return c.json(rows);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary:
        "Grant a role by user id or e-mail (organisers; organisationId names the organiser role's organisation)",
      request: { body: jsonBody(roleGrantSchema) },
      responses: created(userRolesSchema),
    },
    async (c, request) => {
      const grant = await request.body();
      await run(c, (tx) => requireOrganiser(tx, c.var.claims, 'grant roles'));
      const userId = await resolveUser(c, grant);
      const teamId = grant.role === 'organiser' ? null : (grant.teamId ?? null);
      const rows = await run(c, async (tx) => {
        // An organiser role names its organisation (the caller's only one when they organise one);
        // a team's role is in the team's organisation (public.fill_organisation_id()).
        const organisationId =
          teamId === null ? await organisationFor(tx, c.var.claims, grant.organisationId) : null;
        await tx.query(
          `insert into public.user_roles (user_id, role, team_id, organisation_id)
           values ($1::uuid, $2::public.app_role, $3, $4)
           on conflict (user_id, role, team_id, organisation_id) do nothing`,
          [userId, grant.role, teamId, organisationId],
        );
        return rolesOf(tx, userId);
      });
      return c.json({ userId, roles: rows }, 201);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/',
      summary: 'Revoke a role (organisers)',
      request: { body: jsonBody(roleGrantSchema) },
      responses: ok(userRolesSchema),
    },
    async (c, request) => {
      const grant = await request.body();
      await run(c, (tx) => requireOrganiser(tx, c.var.claims, 'revoke roles'));
      const userId = await resolveUser(c, grant);
      const rows = await run(c, async (tx) => {
        const deleted = await tx.query(
          `delete from public.user_roles where user_id = $1::uuid and role = $2::public.app_role
         and team_id is not distinct from $3 and ($4::bigint is null or organisation_id = $4) returning id`,
          [
            userId,
            grant.role,
            grant.role === 'organiser' ? null : (grant.teamId ?? null),
            grant.organisationId ?? null,
          ],
        );
        if (deleted.length === 0) throw notFound('Role');
        return rolesOf(tx, userId);
      });
      return c.json({ userId, roles: rows });
    },
  );
